import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv, getStoredUser } from '../../platform';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../../platform/sandbox/testing';
import { accountBackendFor } from '../api';
import { resetAccountSandbox, sandboxCodeFor } from '../../backends/account/sandbox';
import { shopOneTimeCodeRoute, shopVerificationStatusRoute, signInSeededShopper } from '../testing';
import { ContactDetailsForm } from './ContactDetailsForm';
import { ProfileForm } from './ProfileForm';

const server = sandboxServerForTests(shopVerificationStatusRoute);

/** The shop's details page: personal details and the contact changes side by side, sharing one profile. */
const DetailsPage = () => (
  <>
    <ProfileForm />
    <ContactDetailsForm />
  </>
);

describe.each(accountBackends)(
  'contact details beside the personal details on the %s backend',
  (_kind, path) => {
    const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
    const Shop = shopWrapper(config);

    beforeEach(async () => {
      resetAccountSandbox();
      server.use(shopOneTimeCodeRoute(config));
      localStorage.clear();
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      await signInSeededShopper(config);
    });

    it('wrong code: the alert says the code is not right, and the code field is read out with it', async () => {
      const user = userEvent.setup();
      render(<DetailsPage />, { wrapper: Shop });
      await user.type(await screen.findByLabelText('New mobile number'), '+4915199887766{Enter}');
      const code = await screen.findByLabelText('Code from the text message');
      await user.type(code, '000000{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('This code is not right or has expired.');
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('This code is not right or has expired.'),
      );
      expect(code).toHaveValue('000000');
      await user.clear(code);
      await user.type(code, `${sandboxCodeFor('+4915199887766')}{Enter}`);
      expect(await screen.findByText('Your phone number is now +4915199887766.')).toBeInTheDocument();
    });

    it('phone change: the personal details show the confirmed number, so saving them keeps it; the change form is empty again', async () => {
      const user = userEvent.setup();
      render(<DetailsPage />, { wrapper: Shop });
      await user.type(await screen.findByLabelText('New mobile number'), '+4915199887766{Enter}');
      await user.type(
        await screen.findByLabelText('Code from the text message'),
        `${sandboxCodeFor('+4915199887766')}{Enter}`,
      );
      expect(await screen.findByText('Your phone number is now +4915199887766.')).toBeInTheDocument();
      await vi.waitFor(() =>
        expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('+4915199887766'),
      );
      // The change form is empty again for the next change; the confirmed number is said above it.
      expect(screen.getByLabelText('New mobile number')).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Save my details' }));
      expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
      const stored = getStoredUser()!;
      expect(
        (await accountBackendFor(config).getProfile({ uuid: stored.uuid, token: stored.session_token }))
          .telephone,
      ).toBe('+4915199887766');
    });

    it('phone change: a number the shopper is typing in the personal details is not overwritten', async () => {
      const user = userEvent.setup();
      render(<DetailsPage />, { wrapper: Shop });
      const typed = await screen.findByLabelText('Phone number (optional)');
      await user.clear(typed);
      await user.type(typed, '+49 30 1234567');
      await user.type(screen.getByLabelText('New mobile number'), '+4915199887766{Enter}');
      await user.type(
        await screen.findByLabelText('Code from the text message'),
        `${sandboxCodeFor('+4915199887766')}{Enter}`,
      );
      expect(await screen.findByText('Your phone number is now +4915199887766.')).toBeInTheDocument();
      expect(typed).toHaveValue('+49 30 1234567');
    });

    it('e-mail change: the personal details say who is signed in with the confirmed address, and the change form is empty again', async () => {
      const user = userEvent.setup();
      render(<DetailsPage />, { wrapper: Shop });
      expect(await screen.findByText('Signed in as ada@example.com.')).toBeInTheDocument();
      await user.type(screen.getByLabelText('New e-mail address'), 'ada.lovelace@example.com{Enter}');
      await user.type(
        await screen.findByLabelText('Code from the e-mail'),
        `${sandboxCodeFor('ada.lovelace@example.com')}{Enter}`,
      );
      expect(await screen.findByText('Signed in as ada.lovelace@example.com.')).toBeInTheDocument();
      expect(screen.getByLabelText('New e-mail address')).toHaveValue('');
    });
  },
);
