import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAccountSandbox } from '../../backends/account/sandbox';
import { signInSeededShopper } from '../../account/testing';
import {
  ConfigProvider,
  configFromEnv,
  getStoredUser,
  loadDictionary,
  subscribeToTracking,
  TranslationProvider,
} from '../../platform';
import { SWRConfig } from 'swr';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { accountBackends, sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetAgeVerificationSandbox } from '../../backends/account/sandbox';
import { AgeVerificationFlow } from './AgeVerificationFlow';

const server = sandboxServerForTests();

const workflow = { workflowName: 'age-check', workflowDefinitionId: 'sandbox-1' };

describe.each(accountBackends)('AgeVerificationFlow on the %s backend', (kind, path) => {
  const config = configFromEnv({ ACCOUNT_API_URL: path }, 'http://localhost');
  const Shop = shopWrapper(config);
  const flow = (onVerified?: () => void) => (
    <AgeVerificationFlow
      workflow={workflow}
      callbackUrl="http://localhost/account"
      pollIntervalMs={5}
      {...(onVerified ? { onVerified } : {})}
    />
  );

  beforeEach(async () => {
    resetAccountSandbox();
    resetAgeVerificationSandbox();
    localStorage.clear();
    await signInSeededShopper(config, 'new@example.com');
  });

  it('age verification: an async check is polled past pending answers until success, and the shopper is stored as verified', async () => {
    const user = userEvent.setup();
    const events: string[] = [];
    const unsubscribe = subscribeToTracking((event) => events.push(event.name));
    let verified = false;
    render(
      flow(() => (verified = true)),
      { wrapper: Shop },
    );
    await user.click(await screen.findByRole('radio', { name: 'Check with a credit bureau' }));
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-01');
    await user.click(screen.getByRole('button', { name: 'Confirm my age' }));
    expect(await screen.findByText('Your age is confirmed. Thank you.')).toBeInTheDocument();
    expect(getStoredUser()?.is_age_verified).toBe(true);
    expect(verified).toBe(true);
    expect(events).toEqual([
      'tracking:activity:age_verification_click',
      'tracking:activity:hard_age_verification_start',
      'tracking:activity:hard_age_verification_success',
    ]);
    unsubscribe();
  });

  it('age verification: a failed async check is announced, the typed details stay and the stored user is unchanged', async () => {
    const user = userEvent.setup();
    render(flow(), { wrapper: Shop });
    await user.click(await screen.findByRole('radio', { name: 'Check with a credit bureau' }));
    const dateOfBirth = screen.getByLabelText('Date of birth');
    await user.type(dateOfBirth, '2015-06-01');
    await user.click(screen.getByRole('button', { name: 'Confirm my age' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your age');
    expect(dateOfBirth).toHaveValue('2015-06-01');
    expect(screen.getByLabelText('First name')).toHaveValue('Noor');
    expect(getStoredUser()?.is_age_verified).toBe(false);
  });

  it(`age verification: a passed check is recorded on the account with POST /users/{uuid}/av only on the newer backend (${kind})`, async () => {
    const recorded: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/\/users\/[^/]+\/av$/.test(new URL(request.url).pathname)) recorded.push(request.method);
    });
    const user = userEvent.setup();
    render(flow(), { wrapper: Shop });
    await user.click(await screen.findByRole('radio', { name: 'Scan an identity document' }));
    await user.click(screen.getByRole('button', { name: 'Confirm my age' }));
    expect(await screen.findByText('Your age is confirmed. Thank you.')).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(recorded).toEqual(kind === 'newer' ? ['POST'] : []);
  });

  it('age verification: a synchronous method runs the workflow and verifies at once', async () => {
    const user = userEvent.setup();
    render(flow(), { wrapper: Shop });
    await user.click(await screen.findByRole('radio', { name: 'Scan an identity document' }));
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm my age' }));
    expect(await screen.findByText('Your age is confirmed. Thank you.')).toBeInTheDocument();
    expect(getStoredUser()?.is_age_verified).toBe(true);
  });

  it('age verification: an async method needs the name and date of birth, announced on the fields; the age verification click is counted all the same', async () => {
    const user = userEvent.setup();
    const events: unknown[] = [];
    const unsubscribe = subscribeToTracking((event) => events.push(event));
    render(flow(), { wrapper: Shop });
    await user.click(await screen.findByRole('radio', { name: 'Check with a credit bureau' }));
    await user.click(screen.getByRole('button', { name: 'Confirm my age' }));
    unsubscribe();
    expect(events).toEqual([
      {
        name: 'tracking:activity:age_verification_click',
        payload: { label: 'Confirm my age', location: 'age verification' },
      },
    ]);
    const dateOfBirth = screen.getByLabelText('Date of birth');
    expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
    expect(dateOfBirth).toHaveAccessibleDescription(expect.stringContaining('Enter your date of birth.'));
  });

  it('age verification: a check still pending after the polls says the answer will come later', async () => {
    server.use(
      // The provider keeps answering a word that is neither success nor failed: that counts as pending.
      http.get(/init-async(-verification)?\/[^/]+$/, () => {
        const check = { uuid: 'check-1', status: 'in_review' };
        return HttpResponse.json(path.includes('evo') ? { code: 200, message: 'OK', data: check } : check);
      }),
    );
    const user = userEvent.setup();
    render(
      <AgeVerificationFlow workflow={workflow} callbackUrl="http://localhost/account" pollIntervalMs={1} />,
      { wrapper: Shop },
    );
    await user.click(await screen.findByRole('radio', { name: 'Check with a credit bureau' }));
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-01');
    await user.click(screen.getByRole('button', { name: 'Confirm my age' }));
    expect(await screen.findByText(/still checking your details/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(getStoredUser()?.is_age_verified).toBe(false);
  });

  it('age verification: a server error on starting is announced and the typed details stay', async () => {
    server.use(
      http.post(/(verify\/init-async|init-async-verification)$/, () =>
        HttpResponse.json({ code: 500, message: 'Provider down' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    render(flow(), { wrapper: Shop });
    await user.click(await screen.findByRole('radio', { name: 'Check with a credit bureau' }));
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-01');
    await user.click(screen.getByRole('button', { name: 'Confirm my age' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-04-01');
    expect(screen.getByRole('radio', { name: 'Check with a credit bureau' })).toBeChecked();
    expect(getStoredUser()?.is_age_verified).toBe(false);
  });

  it('age verification: a shopper already verified is told so and asked nothing', async () => {
    await signInSeededShopper(config, 'ada@example.com');
    render(flow(), { wrapper: Shop });
    expect(screen.getByText('Your age is confirmed. Thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my age' })).toBeNull();
  });
});

describe('AgeVerificationFlow in German', () => {
  it("age verification: a German page names the provider's verification methods in German", async () => {
    const config = configFromEnv({ LOCALE: 'de-DE' }, 'http://localhost');
    const de = await loadDictionary('de');
    resetAccountSandbox();
    resetAgeVerificationSandbox();
    localStorage.clear();
    await signInSeededShopper(config, 'new@example.com');
    render(
      <ConfigProvider config={config}>
        <TranslationProvider dictionary={de} locale="de-DE">
          <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
            <AgeVerificationFlow workflow={workflow} callbackUrl="http://localhost/account" />
          </SWRConfig>
        </TranslationProvider>
      </ConfigProvider>,
    );
    expect(await screen.findByRole('radio', { name: 'Ausweisdokument scannen' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Über eine Auskunftei prüfen' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Scan an identity document|credit bureau/);
  });
});
