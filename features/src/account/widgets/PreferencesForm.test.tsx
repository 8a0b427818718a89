import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv, sandboxPaths } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { accountBackendFor } from '../api';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../testing';
import type { AccountSession } from '../types';
import { PreferencesForm } from './PreferencesForm';

const sent: string[] = [];
sandboxServerForTests(
  http.all('*/sandbox/account-*', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  }),
);

describe.each([
  ['newer', sandboxPaths.accountEvo],
  ['older', sandboxPaths.accountLegacy],
] as const)('PreferencesForm on the %s backend', (kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: `http://localhost${path}` }, 'http://localhost');
  const Shop = shopWrapper(config);
  let session: AccountSession;
  beforeEach(async () => {
    resetAccountSandbox();
    localStorage.clear();
    session = await signInSeededShopper(config);
    sent.length = 0;
  });

  if (kind === 'newer') {
    it('preferences: custom attributes appear in display_after order and are saved on their own with PATCH /api/users/{uuid}/custom-attributes', async () => {
      const user = userEvent.setup();
      render(<PreferencesForm />, { wrapper: Shop });
      expect(await screen.findByRole('heading', { name: 'Your preferences' })).toBeInTheDocument();
      const contact = screen.getByLabelText('Best time to reach you (optional)');
      expect(contact).toHaveValue('evenings');
      const labels = [...document.querySelectorAll('label')].map((label) => label.textContent);
      expect(labels.indexOf('Best time to reach you (optional)')).toBeLessThan(
        labels.indexOf('Favourite flavour (optional)'),
      );
      expect(labels.indexOf('Favourite flavour (optional)')).toBeLessThan(
        labels.indexOf('Member since (year) (optional)'),
      );
      await user.clear(contact);
      await user.type(contact, 'mornings');
      sent.length = 0;
      await user.click(screen.getByRole('button', { name: 'Save my preferences' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Your preferences are saved.');
      expect(sent[0]).toBe(`PATCH ${path}/api/users/${session.uuid}/custom-attributes`);
      const saved = await accountBackendFor(config).getProfile({ uuid: session.uuid, token: session.token });
      expect(saved.extra).toMatchObject({ preferred_contact_time: 'mornings', member_since: '2019' });
    });
  } else {
    it('preferences: the older backend has no custom attributes, so no preferences form is shown and nothing is saved', async () => {
      const { container } = render(<PreferencesForm />, { wrapper: Shop });
      // The profile and settings the form depends on are read (and answered) before it decides.
      await waitFor(() =>
        expect(sent).toEqual(
          expect.arrayContaining([
            `GET ${path}/profile/${session.uuid}`,
            `GET ${path}/password-requirements`,
          ]),
        ),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(container).toBeEmptyDOMElement();
      expect(sent.filter((call) => !call.startsWith('GET'))).toEqual([]);
    });
  }
});
