import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ageVerificationBackendFor } from '../age-verification';
import { resetAccountSandbox, SANDBOX_PASSWORD, sandboxCodeFor } from '../backends/account/sandbox';
import { configFromEnv, sandboxPaths } from '../platform';
import { accountBackends, sandboxServerForTests } from '../platform/sandbox/testing';
import { CDP_REGISTRATION_UNSUPPORTED_MESSAGE } from './backendShared';
import { accountBackendFor } from './api';

interface Sent {
  call: string;
  body: unknown;
  headers: Headers;
}
const sent: Sent[] = [];
const basePaths = [sandboxPaths.accountEvo, sandboxPaths.accountLegacy];
// Records each request to an account backend as "METHOD path-inside-the-backend", then lets the sandbox answer.
const recorder = http.all('*/sandbox/account-*', async ({ request }) => {
  const { pathname } = new URL(request.url);
  const base = basePaths.find((path) => pathname.startsWith(path)) ?? '';
  const text = await request.clone().text();
  sent.push({
    call: `${request.method} ${decodeURIComponent(pathname.slice(base.length))}`,
    body: text ? JSON.parse(text) : undefined,
    headers: request.headers,
  });
});
sandboxServerForTests(recorder);
beforeEach(() => {
  resetAccountSandbox();
  sent.length = 0;
});

const calls = () => sent.map((request) => request.call);
const configAt = (path: string, env: Record<string, string> = {}) =>
  configFromEnv({ ACCOUNT_API_URL: path, ...env }, 'http://localhost');
const signInAs = async (path: string, email = 'ada@example.com', env: Record<string, string> = {}) => {
  const session = await accountBackendFor(configAt(path, env)).signIn({ email, password: SANDBOX_PASSWORD });
  sent.length = 0;
  return { uuid: session.uuid, token: session.token };
};
const registration = (email: string) => ({
  email,
  password: 'Journey!2026',
  firstName: 'Grace',
  lastName: 'Hopper',
  dateOfBirth: '',
  telephone: '',
  consents: [{ id: 'purpose-gdpr-terms', accepted: true, one_off: true }],
  customAttributes: {},
});

const [newer, older] = accountBackends.map(([, path]) => path) as [string, string];

describe('account calls on the newer backend', () => {
  const backend = (env?: Record<string, string>) => accountBackendFor(configAt(newer, env));

  it('PATCH /api/users/{uuid}/custom-attributes saves the values and answers with the main details', async () => {
    const user = await signInAs(newer);
    const saved = await backend().updateCustomAttributes(user, { favouriteFlavour: 'mint' });
    expect(saved).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1985-12-10',
    });
    expect(calls()).toEqual([`PATCH /api/users/${user.uuid}/custom-attributes`]);
    expect(sent[0]?.body).toEqual({ custom_attributes: { favouriteFlavour: 'mint' } });
    expect((await backend().getProfile(user)).extra.favouriteFlavour).toBe('mint');
  });

  it('PATCH /api/users/{uuid}/custom-attributes: an empty change is refused by the service', async () => {
    const user = await signInAs(newer);
    await expect(backend().updateCustomAttributes(user, {})).rejects.toMatchObject({ status: 400 });
  });

  it('PUT /api/users/{uuid}/custom-attributes/preferredLanguage saves the preferred language as its value', async () => {
    const user = await signInAs(newer);
    await backend().setPreferredLanguage(user, 'de');
    expect(calls()).toEqual([`PUT /api/users/${user.uuid}/custom-attributes/preferredLanguage`]);
    expect(sent[0]?.body).toEqual({ value: 'de' });
    expect((await backend().getProfile(user)).extra.preferredLanguage).toBe('de');
  });

  it('GET /api/users/{uuid}/complaints tells whether the shopper has complaints on file', async () => {
    expect(await backend().hasComplaints(await signInAs(newer, 'ada@example.com'))).toBe(true);
    const newcomer = await signInAs(newer, 'new@example.com');
    expect(await backend().hasComplaints(newcomer)).toBe(false);
    expect(calls()).toEqual([`GET /api/users/${newcomer.uuid}/complaints`]);
  });

  it('POST /users/{uuid}/av records a passed age verification; an unknown one is refused', async () => {
    const user = await signInAs(newer, 'new@example.com');
    await expect(backend().recordAgeVerification(user, 'never-verified')).rejects.toMatchObject({
      status: 400,
    });
    const passed = await ageVerificationBackendFor(configAt(newer)).verify({
      email: 'new@example.com',
      method: 'id-document',
      workflow: { workflowName: 'storefront', workflowDefinitionId: 'sandbox' },
    });
    sent.length = 0;
    await backend().recordAgeVerification(user, passed.uuid!);
    expect(calls()).toEqual([`POST /users/${user.uuid}/av`]);
    expect(sent[0]?.body).toEqual({ age_verification_uuid: passed.uuid });
    expect((await backend().getProfile(user)).isAgeVerified).toBe(true);
  });

  it('GET /users/verify/{phone or email}: a phone number is verified once its code was confirmed, an e-mail address until then not', async () => {
    const user = await signInAs(newer);
    const phone = '+4917612345678';
    expect(await backend().verificationStatus(phone)).toEqual({ verified: false });
    const { verificationId } = await backend().requestPhoneCode(user, phone);
    await backend().confirmPhoneChange(user, { phone, verificationId, code: sandboxCodeFor(phone)! });
    sent.length = 0;
    expect(await backend().verificationStatus(phone)).toEqual({ verified: true });
    expect(await backend().verificationStatus('ada@example.com')).toEqual({ verified: false });
    expect(calls()).toEqual([`GET /users/verify/${phone}`, 'GET /users/verify/ada@example.com']);
  });

  it('sendEmailCode: the newer backend sends the e-mail code as an action verification by e-mail, the address in the body', async () => {
    await backend().sendEmailCode('grace@example.com');
    expect(calls()).toEqual(['POST /api/action-verifications/items']);
    expect(sent[0]?.body).toEqual({ channel: 'email', identifier: 'grace@example.com' });
    expect(sandboxCodeFor('grace@example.com')).toMatch(/^\d{6}$/);
  });

  it('confirmEmailCode: the newer backend confirms the e-mailed code with PATCH /api/action-verifications/items/{uuid}/verify, after which the address is verified', async () => {
    const email = 'grace@example.com';
    const { verificationId } = await backend().sendEmailCode(email);
    const code = sandboxCodeFor(email)!;
    sent.length = 0;
    await backend().confirmEmailCode(verificationId, code);
    expect(calls()).toEqual([`PATCH /api/action-verifications/items/${verificationId}/verify`]);
    expect(sent[0]?.body).toEqual({ code });
    expect(await backend().verificationStatus(email)).toEqual({ verified: true });
  });

  it("/register-cdp-user: registerCdpUser is unsupported on the newer backend with the spec's error, and nothing is sent", async () => {
    await expect(backend().registerCdpUser(registration('cdp@example.com'))).rejects.toMatchObject({
      name: 'AccountCallUnavailableError',
      message: CDP_REGISTRATION_UNSUPPORTED_MESSAGE,
    });
    expect(calls()).toEqual([]);
  });

  it('phone verification (configuration: account): the newer backend uses POST, PATCH and GET /api/action-verifications', async () => {
    const user = await signInAs(newer);
    const phone = '+4917612345678';
    const { verificationId } = await backend().requestPhoneCode(user, phone);
    await backend().confirmPhoneChange(user, { phone, verificationId, code: sandboxCodeFor(phone)! });
    expect(calls()).toEqual([
      'POST /api/action-verifications/items',
      `PATCH /api/action-verifications/items/${verificationId}/verify`,
      `GET /api/action-verifications/items/${verificationId}`,
      `PATCH /users/${user.uuid}/profile/phone`,
    ]);
  });
});

describe('account calls on the older backend', () => {
  const backend = (env?: Record<string, string>) => accountBackendFor(configAt(older, env));

  it.each([
    [
      'updateCustomAttributes',
      (user: { uuid: string; token: string }) => backend().updateCustomAttributes(user, { a: 'b' }),
    ],
    [
      'setPreferredLanguage',
      (user: { uuid: string; token: string }) => backend().setPreferredLanguage(user, 'de'),
    ],
    ['hasComplaints', (user: { uuid: string; token: string }) => backend().hasComplaints(user)],
    [
      'recordAgeVerification',
      (user: { uuid: string; token: string }) => backend().recordAgeVerification(user, 'av'),
    ],
  ] as const)(
    '%s (a newer-backend call) is unavailable on the older backend, clearly, and sends nothing',
    async (name, call) => {
      const user = await signInAs(older);
      await expect(call(user)).rejects.toMatchObject({
        name: 'AccountCallUnavailableError',
        message: `${name} is unavailable on the older account backend.`,
      });
      expect(calls()).toEqual([]);
      expect(backend().supports).toMatchObject({
        customAttributes: false,
        complaints: false,
        recordAgeVerification: false,
      });
    },
  );

  it('GET /get-verified-phone/{phone}: a phone number is verified once its code was confirmed', async () => {
    const user = await signInAs(older);
    const phone = '4917612345678';
    expect(await backend().verificationStatus(phone)).toEqual({ verified: false });
    const { verificationId } = await backend().requestPhoneCode(user, phone);
    await backend().confirmPhoneChange(user, { phone, verificationId, code: sandboxCodeFor(phone)! });
    sent.length = 0;
    expect(await backend().verificationStatus(phone)).toEqual({ verified: true });
    expect(calls()).toEqual([`GET /get-verified-phone/${phone}`]);
  });

  it('GET /verify/{email}: an e-mail address is verified once its e-mailed code was confirmed', async () => {
    const email = 'grace@example.com';
    const { verificationId } = await backend().sendEmailCode(email);
    expect(await backend().verificationStatus(email)).toEqual({ verified: false });
    // The shopper confirms the e-mailed code in the profile's e-mail verification step.
    const code = sandboxCodeFor(email)!;
    sent.length = 0;
    await backend().confirmEmailCode(verificationId, code);
    expect(calls()).toEqual([`PUT /verify-by-uuid/${verificationId}`]);
    expect(sent[0]?.body).toEqual({ code });
    sent.length = 0;
    expect(await backend().verificationStatus(email)).toEqual({ verified: true });
    expect(calls()).toEqual([`GET /verify/${email}`]);
  });

  it('POST /send-otc sends the text-message code with the phone in the body and the captcha token', async () => {
    const user = await signInAs(older);
    await backend().requestPhoneCode(user, '4917612345678');
    expect(calls()).toEqual(['POST /send-otc']);
    expect(sent[0]?.body).toEqual({ phone: '4917612345678' });
    expect(sent[0]?.headers.get('x-captcha-token')).toBe('sandbox-captcha-token');
  });

  it('POST /send-email-otc sends the e-mail code with the address in the body; a malformed address is refused', async () => {
    const { verificationId } = await backend().sendEmailCode('grace@example.com');
    expect(verificationId).toBeTruthy();
    expect(calls()).toEqual(['POST /send-email-otc']);
    expect(sent[0]?.body).toEqual({ email: 'grace@example.com' });
    expect(sandboxCodeFor('grace@example.com')).toMatch(/^\d{6}$/);
    await expect(backend().sendEmailCode('not an address')).rejects.toMatchObject({ status: 400 });
  });

  it('POST /register-cdp-user registers the shopper in the customer data platform, who can then sign in', async () => {
    const { uuid } = await backend().registerCdpUser(registration('cdp@example.com'));
    expect(uuid).toBeTruthy();
    expect(calls()).toEqual(['POST /register-cdp-user']);
    const session = await backend().signIn({ email: 'cdp@example.com', password: 'Journey!2026' });
    expect(session.uuid).toBe(uuid);
  });

  it('registration (configuration: cdp): the registration form registers through POST /register-cdp-user, not /register', async () => {
    const { uuid } = await backend({ REGISTRATION_SERVICE: 'cdp' }).register(
      registration('form-cdp@example.com'),
    );
    expect(uuid).toBeTruthy();
    expect(calls()).toEqual(['POST /register-cdp-user']);
  });
});

describe.each(accountBackends)(
  'legacy phone verification trio (configuration: legacy) on the %s backend',
  (kind, path) => {
    const legacy = { PHONE_VERIFICATION_SERVICE: 'legacy' };
    const backend = () => accountBackendFor(configAt(path, legacy));

    it('POST /init-phone-validation, PUT /verify-by-uuid/{uuid} and GET /status/{uuid}/sms verify and change the number', async () => {
      const user = await signInAs(path, 'ada@example.com', legacy);
      const phone = '+4917612345678';
      const { verificationId } = await backend().requestPhoneCode(user, phone);
      expect(sent[0]?.body).toEqual({ phone });
      const result = await backend().confirmPhoneChange(user, {
        phone,
        verificationId,
        code: sandboxCodeFor(phone)!,
      });
      expect(result).toEqual({ verified: true });
      expect(calls().slice(0, 3)).toEqual([
        'POST /init-phone-validation',
        `PUT /verify-by-uuid/${verificationId}`,
        `GET /status/${verificationId}/sms`,
      ]);
      expect(calls()[3]).toBe(
        kind === 'newer'
          ? `PATCH /users/${user.uuid}/profile/phone`
          : `POST /update-profile/${user.uuid}/phone`,
      );
      expect((await backend().getProfile(user)).telephone).toBe(phone);
    });

    it('legacy trio: a wrong code is refused at /verify-by-uuid and the number stays', async () => {
      const user = await signInAs(path, 'ada@example.com', legacy);
      const { verificationId } = await backend().requestPhoneCode(user, '+4917612345678');
      await expect(
        backend().confirmPhoneChange(user, { phone: '+4917612345678', verificationId, code: '000000' }),
      ).rejects.toMatchObject({ status: 400 });
      expect((await backend().getProfile(user)).telephone).toBe('+4915112345678');
    });
  },
);

describe('account configuration in the page’s language', () => {
  it.each(accountBackends)(
    'no English on German pages: the %s backend’s configuration is asked for in the page’s language',
    async (_name, path) => {
      await accountBackendFor({ ...configAt(path), language: 'de' }).getSettings();
      expect(sent.map((request) => request.headers.get('Accept-Language'))).toEqual(['de']);
    },
  );

  it('no English on German pages: the newer backend’s custom attribute labels, hints and options come in German', async () => {
    const german = await accountBackendFor({ ...configAt(newer), language: 'de' }).getSettings();
    const english = await accountBackendFor(configAt(newer)).getSettings();
    const contactTime = (settings: typeof german) =>
      settings.customAttributes.find((attribute) => attribute.code === 'preferred_contact_time');
    expect(contactTime(english)).toMatchObject({
      label: 'Best time to reach you',
      hint: 'For example: evenings',
    });
    expect(contactTime(german)).toMatchObject({
      label: 'Wann wir Sie am besten erreichen',
      hint: 'Zum Beispiel: abends',
    });
    const flavour = german.customAttributes.find((attribute) => attribute.code === 'favourite_flavour');
    expect(flavour?.label).toBe('Lieblingsgeschmack');
    expect(flavour?.options?.map((option) => option.label)).toEqual(['Tabak', 'Menthol', 'Beere']);
  });
});
