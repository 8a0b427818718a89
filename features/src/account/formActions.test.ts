import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentsBackendFor } from '../consents';
import { friendReferralCode, type FriendReferralCode } from '../referral';
import {
  configFromEnv,
  configureCaptchaFrom,
  en,
  loadDictionary,
  translate,
  type StorefrontConfig,
} from '../platform';
import { sandboxHandlers, sandboxPaths } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { accountBackendFor } from './api';
import {
  forgottenPasswordFromForm,
  isPrivacyRequestForm,
  newPasswordFromForm,
  verificationStatusFromForm,
  sessionValidityFromForm,
  privacyRequestFromForm,
  registerFromForm,
  registrationFormFallback,
  signInFromForm,
  type FormActionContext,
} from './formActions';
import { resetAccountSandbox, SANDBOX_PASSWORD, sandboxCodeFor } from '../backends/account/sandbox';
import { SANDBOX_FRIEND_CODE } from '../backends/referral/sandbox';

let sandbox: RunningSandbox;
let config: StorefrontConfig;
beforeAll(async () => {
  sandbox = await startSandboxServer(sandboxHandlers);
  config = configFromEnv({}, sandbox.origin);
});
afterAll(() => sandbox.close());
beforeEach(() => {
  resetAccountSandbox();
  configureCaptchaFrom(config.captcha);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const context = (): FormActionContext & {
  consents: ReturnType<typeof consentsBackendFor>;
  referral: FriendReferralCode;
  market: string;
} => ({
  backend: accountBackendFor(config),
  consents: consentsBackendFor(config),
  referral: friendReferralCode(config),
  t: (key) => translate(en, key),
  market: config.market,
});
const formOf = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) form.append(name, one);
  return form;
};
const grace = {
  email: 'grace@example.com',
  password: 'Cobol!1959',
  firstName: 'Grace',
  lastName: 'Hopper',
  dateOfBirth: '1986-12-09',
  telephone: '',
};

describe('account forms posted before hydration', () => {
  it('forms post: a posted sign-in answers the session for the page to store, and keeps the e-mail but never the password', async () => {
    const posted = await signInFromForm(
      formOf({ email: 'ada@example.com', password: SANDBOX_PASSWORD }),
      context(),
    );
    expect(posted.session).toMatchObject({ email: 'ada@example.com' });
    expect(posted.session?.token).toBeTruthy();
    expect(posted.values).toEqual({ email: 'ada@example.com', keepMeLoggedIn: false });
    expect(JSON.stringify(posted)).not.toContain(SANDBOX_PASSWORD);
  });

  it("forms post: a wrong password is refused in the shop's words, the e-mail kept, and marked refused for the throttle", async () => {
    const posted = await signInFromForm(formOf({ email: 'ada@example.com', password: 'not it' }), context());
    expect(posted).toEqual({
      values: { email: 'ada@example.com', keepMeLoggedIn: false },
      error: 'The e-mail address or password is not right. Please check both and try again.',
      refused: true,
    });
  });

  it('forms post: a sign-in the account service could not answer is not marked refused, so the throttle does not count it', async () => {
    const unreachable = {
      ...config,
      backends: { ...config.backends, account: 'http://127.0.0.1:9/account-evo' },
    };
    const posted = await signInFromForm(formOf({ email: 'ada@example.com', password: SANDBOX_PASSWORD }), {
      ...context(),
      backend: accountBackendFor(unreachable),
    });
    expect(posted.error).toBeDefined();
    expect(posted.session).toBeUndefined();
    expect(posted.refused).toBeUndefined();
  });

  it("forms post: a sign-in with fields missing says which, with the widget's own messages", async () => {
    const posted = await signInFromForm(formOf({ email: 'ada@', password: '' }), context());
    expect(posted.fieldErrors).toEqual({
      email: 'Enter your e-mail address, like name@example.com.',
      password: 'Enter your password.',
    });
    expect(posted.session).toBeUndefined();
  });

  it('forms post: the registration form comes with its rules and purposes in the first HTML', async () => {
    const fallback = (await registrationFormFallback(config, context()))!;
    expect(Object.keys(fallback)).toHaveLength(2);
    expect(Object.values(fallback).every((value) => value !== undefined)).toBe(true);
  });

  it('forms post: a registration without the mandatory consent asks for it and keeps everything typed but the password', async () => {
    const posted = await registerFromForm(formOf(grace), context());
    expect(posted.fieldErrors).toEqual({
      'consents.purpose-gdpr-terms': 'Please accept this to open an account.',
    });
    expect(posted.values).toMatchObject({
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: '1986-12-09',
    });
    expect(JSON.stringify(posted)).not.toContain(grace.password);
  });

  it('forms post: a registration with the mandatory consent registers and answers the session for the page to store', async () => {
    const posted = await registerFromForm(
      formOf({ ...grace, 'consents.purpose-gdpr-terms': 'on' }),
      context(),
    );
    expect(posted.error).toBeUndefined();
    expect(posted.session).toMatchObject({ email: 'grace@example.com', firstName: 'Grace' });
  });

  it("forms post: a friend's referral code that is not valid (422) is said so on its field before any account is made", async () => {
    const posted = await registerFromForm(
      formOf({ ...grace, 'consents.purpose-gdpr-terms': 'on', referralCode: 'NOT-A-CODE' }),
      context(),
    );
    expect(posted.fieldErrors).toEqual({
      referralCode: 'This referral code is not valid. Check it with your friend, or leave the field empty.',
    });
    expect(posted.values).toMatchObject({ email: 'grace@example.com', referralCode: 'NOT-A-CODE' });
    expect(posted.session).toBeUndefined();
  });

  it("forms post: a valid friend's referral code is sent with the registration, recorded for the new shopper", async () => {
    const posted = await registerFromForm(
      formOf({ ...grace, 'consents.purpose-gdpr-terms': 'on', referralCode: SANDBOX_FRIEND_CODE }),
      context(),
    );
    expect(posted.session).toBeDefined();
    const recorded = await fetch(`${config.backends.loyalty}/referral/customer/${posted.session!.uuid}`, {
      headers: { 'x-tenant-token': config.tenantToken, authorization: `Bearer ${posted.session!.token}` },
    });
    expect(await recorded.json()).toMatchObject({ parent_code: SANDBOX_FRIEND_CODE });
  });

  it('forms post: an address that already has an account is said so, nothing typed lost', async () => {
    const posted = await registerFromForm(
      formOf({ ...grace, email: 'ada@example.com', 'consents.purpose-gdpr-terms': 'on' }),
      context(),
    );
    expect(posted.error).toBe('An account with this e-mail address already exists.');
    expect(posted.values).toMatchObject({ email: 'ada@example.com', firstName: 'Grace' });
  });

  it('forms post: a forgotten password sends the link; the new password from its token is saved and signs in', async () => {
    expect(await forgottenPasswordFromForm(formOf({ email: 'ada@example.com' }), context())).toEqual({
      values: { email: 'ada@example.com' },
      done: true,
    });
    const token = sandboxCodeFor('ada@example.com')!;
    expect(token).toBeTruthy();
    const saved = await newPasswordFromForm(
      formOf({ password: 'Analytical!1843', confirmation: 'Analytical!1843' }),
      token,
      context(),
    );
    expect(saved).toEqual({ values: {}, done: true });
    expect(
      (await signInFromForm(formOf({ email: 'ada@example.com', password: 'Analytical!1843' }), context()))
        .session,
    ).toBeDefined();
  });

  it('reset link: an unknown, used or voided link says to ask for a new one, not to try again (both backends)', async () => {
    for (const path of [sandboxPaths.accountEvo, sandboxPaths.accountLegacy]) {
      const posted = await newPasswordFromForm(
        formOf({ password: 'Analytical!1843', confirmation: 'Analytical!1843' }),
        'no-such-token',
        {
          ...context(),
          backend: accountBackendFor(
            configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}` }, sandbox.origin),
          ),
        },
      );
      expect(posted, path).toEqual({
        values: {},
        error:
          'This password link has expired or was already used. Please ask for a new link: it only takes your e-mail address.',
      });
    }
  });

  it('forms post: two new passwords that differ are refused before any call, and neither is sent back', async () => {
    const posted = await newPasswordFromForm(
      formOf({ password: 'Analytical!1843', confirmation: 'Analytical!1844' }),
      'any-token',
      context(),
    );
    expect(posted).toEqual({
      values: {},
      fieldErrors: { confirmation: 'The two passwords are not the same.' },
    });
  });

  it('forms post: a privacy request is sent; without a request type it asks for one and keeps the names', async () => {
    const names = {
      form: 'privacy-request',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    };
    expect(isPrivacyRequestForm(formOf(names))).toBe(true);
    expect(isPrivacyRequestForm(formOf({ firstName: 'Ada' }))).toBe(false);
    const missing = await privacyRequestFromForm(formOf(names), context());
    expect(missing.fieldErrors).toEqual({ requestTypes: 'Choose at least one request.' });
    expect(missing.values).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    const sent = await privacyRequestFromForm(
      formOf({ ...names, requestTypes: ['access', 'unknown'] }),
      context(),
    );
    expect(sent).toMatchObject({ done: true, values: { requestTypes: ['access'] } });
  });

  it('forms post: with a real captcha provider the server cannot solve, a guarded form keeps what was typed and asks to be sent again', async () => {
    configureCaptchaFrom({ ...config.captcha, siteKey: 'real-site-key' });
    const posted = await forgottenPasswordFromForm(formOf({ email: 'ada@example.com' }), context());
    expect(posted).toEqual({
      values: { email: 'ada@example.com' },
      error: 'This form needs the page to finish loading first. It has now: please send it again.',
    });
  });
});

describe('the older backend phone check, on the shop server (/account/verification-status)', () => {
  const older = () => {
    const olderConfig = configFromEnv(
      { ACCOUNT_API_URL: `${sandbox.origin}${sandboxPaths.accountLegacy}` },
      sandbox.origin,
    );
    return { backend: accountBackendFor(olderConfig), t: (key: string) => translate(en, key) };
  };
  const adasSession = async () => {
    const session = await older().backend.signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD });
    return { uuid: session.uuid, token: session.token };
  };

  it('personal data only in POST bodies: the posted number of the signed-in shopper is read with /get-verified-phone on the server', async () => {
    const user = await adasSession();
    const phone = '+4917612345678';
    const { backend } = older();
    const { verificationId } = await backend.requestPhoneCode(user, phone);
    // On the server (no document) the backend reads the status itself.
    expect(
      await backend.confirmPhoneChange(user, { phone, verificationId, code: sandboxCodeFor(phone)! }),
    ).toEqual({ verified: true });
    expect(await verificationStatusFromForm(formOf({ ...user, identifier: phone }), older())).toEqual({
      status: 200,
      verified: true,
    });
  });

  it('personal data only in POST bodies: a number that is not the shopper own says not verified, so the route tells nothing about others', async () => {
    const user = await adasSession();
    const other = '+4917600000001';
    const { backend } = older();
    const { verificationId } = await backend.requestPhoneCode(user, other);
    await backend.confirmPhoneChange(user, { phone: other, verificationId, code: sandboxCodeFor(other)! });
    // Ada's number is now `other`; another shopper's session asking about it learns nothing.
    const registered = await backend.register({
      ...grace,
      email: 'grace.phone@example.com',
      consents: [{ id: 'purpose-gdpr-terms', accepted: true, one_off: true }],
      customAttributes: {},
    });
    const graceSession = await backend.signIn({ email: 'grace.phone@example.com', password: grace.password });
    expect(registered.uuid).toBe(graceSession.uuid);
    expect(
      await verificationStatusFromForm(
        formOf({ uuid: graceSession.uuid, token: graceSession.token, identifier: other }),
        older(),
      ),
    ).toEqual({ status: 200, verified: false });
  });

  it('verificationStatus on the server: the shopper own e-mail address, posted, is read with /verify/{email} once its e-mailed code is confirmed', async () => {
    const user = await adasSession();
    const { backend } = older();
    const posted = formOf({ ...user, identifier: 'ada@example.com' });
    expect(await verificationStatusFromForm(posted, older())).toEqual({ status: 200, verified: false });
    const { verificationId } = await backend.sendEmailCode('ada@example.com');
    await backend.confirmEmailCode(verificationId, sandboxCodeFor('ada@example.com')!);
    expect(await verificationStatusFromForm(posted, older())).toEqual({ status: 200, verified: true });
  });

  it('the phone check refuses a post without a session (401) or without its fields (400), in the shop words', async () => {
    const user = await adasSession();
    expect(
      await verificationStatusFromForm(
        formOf({ ...user, token: 'not-a-session', identifier: '+491' }),
        older(),
      ),
    ).toEqual({
      status: 401,
      message:
        'Your session has expired, so you were signed out. Please sign in again to go back to your account.',
    });
    expect(await verificationStatusFromForm(formOf({ ...user }), older())).toEqual({
      status: 400,
      message: 'This form needs the page to finish loading first. It has now: please send it again.',
    });
  });
});

describe.each([
  ['newer', sandboxPaths.accountEvo],
  ['older', sandboxPaths.accountLegacy],
])('the session check on the shop server (/account/session), %s backend', (_kind, path) => {
  const onBackend = () => ({
    backend: accountBackendFor(
      configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}` }, sandbox.origin),
    ),
    t: (key: string) => translate(en, key),
  });

  it('session validation: the posted token of a live session is valid, and after signing out it is not', async () => {
    const { backend } = onBackend();
    const session = await backend.signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD });
    expect(await sessionValidityFromForm(formOf({ token: session.token }), onBackend())).toEqual({
      status: 200,
      valid: true,
    });
    await backend.signOut(session);
    expect(await sessionValidityFromForm(formOf({ token: session.token }), onBackend())).toEqual({
      status: 200,
      valid: false,
    });
  });

  it('session validation: a post without a token is refused (400), in the shop words', async () => {
    expect(await sessionValidityFromForm(formOf({}), onBackend())).toEqual({
      status: 400,
      message: 'This form needs the page to finish loading first. It has now: please send it again.',
    });
  });
});

describe.each([
  ['newer', sandboxPaths.accountEvo],
  ['older', sandboxPaths.accountLegacy],
])("the age rule on the registration form's server side, %s backend", (_kind, path) => {
  const on = (language: 'en' | 'de', dictionary = en) => {
    const backendConfig = configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}` }, sandbox.origin);
    return {
      ...context(),
      backend: accountBackendFor(backendConfig),
      consents: consentsBackendFor(backendConfig),
      t: ((key, vars) =>
        translate(dictionary, key, vars, undefined, language)) satisfies FormActionContext['t'],
    };
  };
  const child = { ...grace, dateOfBirth: '2015-05-05', 'consents.purpose-gdpr-terms': 'on' };

  it("age: registration refuses a date of birth under the market's legal age, says why and keeps what was typed", async () => {
    const posted = await registerFromForm(formOf(child), on('en'));
    expect(posted.fieldErrors).toEqual({
      dateOfBirth: 'You need to be at least 18 years old to have an account with us.',
    });
    expect(posted.values).toMatchObject({
      email: 'grace@example.com',
      firstName: 'Grace',
      dateOfBirth: '2015-05-05',
    });
    expect(posted.session).toBeUndefined();
  });

  it('age: registration refuses a date of birth in the future, in the page language', async () => {
    const posted = await registerFromForm(
      formOf({ ...child, dateOfBirth: '2099-01-01' }),
      on('de', await loadDictionary('de')),
    );
    expect(posted.fieldErrors).toEqual({ dateOfBirth: 'Ein Geburtsdatum kann nicht in der Zukunft liegen.' });
    expect(posted.values).toMatchObject({ lastName: 'Hopper', dateOfBirth: '2099-01-01' });
  });

  it('age: the account service refuses a minor too, when a form is not in front of it', async () => {
    await expect(
      on('en').backend.register({
        email: 'young@example.com',
        password: grace.password,
        firstName: 'Young',
        lastName: 'Shopper',
        dateOfBirth: '2015-05-05',
        telephone: '',
        customAttributes: {},
        consents: [{ id: 'purpose-gdpr-terms', accepted: true, one_off: false }],
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
