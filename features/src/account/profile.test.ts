import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv, configureCaptcha, HttpError, sandboxPaths } from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { AccountCallUnavailableError } from './accountBackend';
import { CDP_REGISTRATION_UNSUPPORTED_MESSAGE, DEACTIVATION_UNAVAILABLE_MESSAGE } from './backendShared';
import { accountBackendFor } from './api';
import { resetAccountSandbox, SANDBOX_PASSWORD, sandboxCodeFor } from '../backends/account/sandbox';
import type { Address } from '../address';
import type { Registration } from './types';

const sent: Array<{ path: string; body: unknown; headers: Headers }> = [];
// Records what the shop sends, then lets the sandbox answer.
const recorder = http.all('*/sandbox/account-*', async ({ request }) => {
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
  sent.push({
    path: new URL(request.url).pathname,
    body: text ? JSON.parse(text) : undefined,
    headers: request.headers,
  });
});
// When set, a profile read is answered with the sandbox's own profile, its date-of-birth permission left out or replaced.
let dateOfBirthPermission: 'omitted' | boolean | undefined;
const FROM_REWRITE = 'x-test-profile-rewrite';
const profileRewrite = http.get(
  /\/sandbox\/account-(evo\/users\/[^/]+\/profile|legacy\/profile\/[^/]+)$/,
  async ({ request }) => {
    if (dateOfBirthPermission === undefined || request.headers.has(FROM_REWRITE)) return undefined;
    const headers = new Headers(request.headers);
    headers.set(FROM_REWRITE, '1');
    const upstream = await fetch(request.url, { headers });
    const answer = (await upstream.json()) as Record<string, unknown>;
    if (!upstream.ok) return HttpResponse.json(answer, { status: upstream.status });
    const newer = answer.data as Record<string, unknown> | undefined;
    if (newer) {
      // Newer backend: the permission sits in the profile's meta.
      if (dateOfBirthPermission === 'omitted') delete newer.meta;
      else newer.meta = { allow_date_of_birth_update: dateOfBirthPermission };
    } else if (dateOfBirthPermission === 'omitted') delete answer.allow_date_of_birth_update;
    else answer.allow_date_of_birth_update = dateOfBirthPermission;
    return HttpResponse.json(answer, { status: upstream.status });
  },
);
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandboxServer([recorder, profileRewrite, ...sandboxHandlers]);
});
afterAll(() => sandbox.close());
beforeEach(() => {
  resetAccountSandbox();
  sent.length = 0;
  dateOfBirthPermission = undefined;
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

const newShopper = (extra: Partial<Registration> = {}): Registration => ({
  email: 'grace@example.com',
  password: 'Cobol!1959',
  firstName: 'Grace',
  lastName: 'Hopper',
  dateOfBirth: '1986-12-09',
  telephone: '4917000000',
  consents: [{ id: 'purpose-gdpr-terms', accepted: true, one_off: false }],
  customAttributes: { preferred_contact_time: 'mornings' },
  ...extra,
});

const homeAddress: Address = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  streetName: 'Kastanienallee',
  streetNumber: '12',
  streetAdditional: 'Hinterhaus',
  postcode: '10435',
  city: 'Berlin',
  countryCode: 'DE',
  telephone: '',
  isDefaultBilling: false,
  isDefaultShipping: false,
};

describe.each([
  ['newer', sandboxPaths.accountEvo],
  ['older', sandboxPaths.accountLegacy],
] as const)('account journeys on the %s backend', (kind, path) => {
  const backend = () =>
    accountBackendFor(configFromEnv({ ACCOUNT_API_URL: `${sandbox.origin}${path}` }, sandbox.origin));
  const signIn = async (email = 'ada@example.com') => {
    const session = await backend().signIn({ email, password: SANDBOX_PASSWORD });
    return { uuid: session.uuid, token: session.token };
  };

  it('registration: a new shopper registers with consents and custom attributes, then signs in', async () => {
    await backend().register(newShopper());
    const session = await backend().signIn({ email: 'grace@example.com', password: 'Cobol!1959' });
    const profile = await backend().getProfile(session);
    expect(profile).toMatchObject({
      firstName: 'Grace',
      dateOfBirth: '1986-12-09',
      extra: { preferred_contact_time: 'mornings' },
    });
    expect(sent.find((call) => /register$/.test(call.path))?.body).toMatchObject({
      consents: [{ id: 'purpose-gdpr-terms', accepted: true }],
    });
  });

  it('registration: the captcha token is sent and a missing one is refused', async () => {
    await backend().register(newShopper());
    expect(sent.find((call) => /register$/.test(call.path))?.headers.get('x-captcha-token')).toBe(
      'sandbox-captcha-token',
    );
    configureCaptcha({ enabled: false });
    try {
      await expect(backend().register(newShopper({ email: 'other@example.com' }))).rejects.toMatchObject({
        status: 403,
      });
    } finally {
      configureCaptcha({ enabled: true });
    }
  });

  it('registration: an e-mail address that already has an account is refused with 409', async () => {
    await expect(backend().register(newShopper({ email: 'ada@example.com' }))).rejects.toMatchObject({
      status: 409,
    });
  });

  it('registration: a password that misses the server requirements is refused with 400', async () => {
    await expect(backend().register(newShopper({ password: 'short' }))).rejects.toMatchObject({
      status: 400,
    });
  });

  it('password: the server requirements are read for the forms', async () => {
    const settings = await backend().getSettings();
    expect(settings.passwordRequirements).toEqual({
      minLength: 8,
      minLowerCase: 1,
      minUpperCase: 1,
      minNumber: 1,
      minSymbol: 1,
      excludeUsername: true,
    });
  });

  it('password forget and reset: the e-mailed token sets a new password (action reset_password)', async () => {
    await backend().forgetPassword('ada@example.com');
    const token = sandboxCodeFor('ada@example.com');
    expect(token).toBeDefined();
    await backend().resetPassword({
      token: token!,
      password: 'Analytical!1843',
      passwordConfirmation: 'Analytical!1843',
      action: 'reset_password',
    });
    await expect(
      backend().signIn({ email: 'ada@example.com', password: 'Analytical!1843' }),
    ).resolves.toMatchObject({ firstName: 'Ada' });
  });

  it('password reset: an unknown or used token is refused with 404', async () => {
    await expect(
      backend().resetPassword({
        token: 'nope',
        password: 'Analytical!1843',
        passwordConfirmation: 'Analytical!1843',
        action: 'set_password',
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('password change: needs the current password; the new one works afterwards', async () => {
    const user = await signIn();
    await expect(
      backend().changePassword(user, {
        currentPassword: 'wrong',
        newPassword: 'Engine!1837x',
        newPasswordConfirmation: 'Engine!1837x',
      }),
    ).rejects.toMatchObject({ status: 400 });
    await backend().changePassword(user, {
      currentPassword: SANDBOX_PASSWORD,
      newPassword: 'Engine!1837x',
      newPasswordConfirmation: 'Engine!1837x',
    });
    await expect(
      backend().signIn({ email: 'ada@example.com', password: 'Engine!1837x' }),
    ).resolves.toBeDefined();
  });

  it('profile: personal data, addresses and custom attributes as strings', async () => {
    const profile = await backend().getProfile(await signIn());
    expect(profile).toMatchObject({
      email: 'ada@example.com',
      dateOfBirth: '1985-12-10',
      telephone: '+4915112345678',
      extra: { preferred_contact_time: 'evenings', member_since: '2019' },
      allowDateOfBirthUpdate: true,
    });
    expect(profile.addresses[0]).toMatchObject({
      streetName: 'Unter den Linden',
      streetNumber: '77',
      isDefaultBilling: true,
    });
  });

  it('profile: the date of birth may be updated when the backend omits allow_date_of_birth_update (meta default true)', async () => {
    const user = await signIn();
    dateOfBirthPermission = 'omitted';
    expect(await backend().getProfile(user)).toMatchObject({
      dateOfBirth: '1985-12-10',
      allowDateOfBirthUpdate: true,
    });
    dateOfBirthPermission = false;
    expect((await backend().getProfile(user)).allowDateOfBirthUpdate).toBe(false);
  });

  it('profile: a save sends the date of birth in the backend format and comes back as saved', async () => {
    const user = await signIn();
    const saved = await backend().updateProfile(user, {
      firstName: 'Augusta Ada',
      lastName: 'King',
      dateOfBirth: '1815-12-10',
      telephone: '4915199999999',
      gender: 'female',
      extra: { preferred_contact_time: 'mornings' },
    });
    expect(saved).toMatchObject({
      firstName: 'Augusta Ada',
      dateOfBirth: '1815-12-10',
      extra: { preferred_contact_time: 'mornings' },
    });
    const body = sent.find((call) => /profile$|update-profile\/[^/]+$/.test(call.path) && call.body)
      ?.body as Record<string, string>;
    if (kind === 'newer') expect(body).toMatchObject({ dob: '1815-12-10', telephone: '+4915199999999' });
    else expect(body).toMatchObject({ birth_date: '10/12/1815', phone: '4915199999999' });
  });

  it('profile: an expired session (401) mid-journey is an HttpError 401, nothing is saved', async () => {
    const user = await signIn();
    await backend().signOut(user);
    await expect(backend().getProfile(user)).rejects.toMatchObject({ status: 401 });
  });

  it('addresses: create, update, default billing and shipping, delete', async () => {
    const user = await signIn();
    const created = await backend().createAddress(user, homeAddress);
    expect(created).toMatchObject({ streetAdditional: 'Hinterhaus', isDefaultShipping: false });
    await backend().updateAddress(user, {
      ...homeAddress,
      id: created.id!,
      city: 'Potsdam',
      postcode: '14467',
    });
    await backend().setDefaultAddress(user, created.id!, 'shipping');
    await backend().setDefaultAddress(user, created.id!, 'billing');
    let addresses = (await backend().getProfile(user)).addresses;
    expect(addresses.find((a) => a.id === created.id)).toMatchObject({
      city: 'Potsdam',
      isDefaultBilling: true,
      isDefaultShipping: true,
    });
    expect(addresses.find((a) => a.id === 'addr-ada-home')).toMatchObject({
      isDefaultBilling: false,
      isDefaultShipping: false,
    });
    await backend().deleteAddress(user, created.id!);
    addresses = (await backend().getProfile(user)).addresses;
    expect(addresses.map((a) => a.id)).toEqual(['addr-ada-home']);
  });

  it('addresses: an incomplete address is refused with 400 and the field errors', async () => {
    const error = await backend()
      .createAddress(await signIn(), { ...homeAddress, city: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toMatchObject({ errors: { city: 'Required' } });
  });

  it('e-mail change: a one-time code goes to the new address and confirms the change', async () => {
    const user = await signIn();
    await backend().requestEmailChange(user, 'countess@example.com');
    expect((await backend().getProfile(user)).isPendingEmailVerification).toBe(true);
    await expect(backend().confirmEmailChange(user, '000000')).rejects.toMatchObject({ status: 400 });
    await backend().confirmEmailChange(user, sandboxCodeFor('countess@example.com')!);
    expect((await backend().getProfile(user)).email).toBe('countess@example.com');
  });

  it('one-time codes: the sandbox log shows them', async () => {
    await backend().requestEmailChange(await signIn(), 'countess@example.com');
    expect(console.info).toHaveBeenCalledWith(
      expect.stringContaining('[sandbox] one-time code for countess@example.com'),
    );
  });

  it('one-time codes: the e-mail change code request carries the captcha token when captcha is enabled', async () => {
    configureCaptcha({ enabled: true });
    await backend().requestEmailChange(await signIn(), 'countess@example.com');
    const call = sent.find((c) => /email\/request-update$|request-update-email\/[^/]+$/.test(c.path));
    expect(call?.headers.get('x-captcha-token')).toBe('sandbox-captcha-token');
  });

  it('one-time codes: the text-message code request carries the captcha token when captcha is enabled', async () => {
    configureCaptcha({ enabled: true });
    await backend().requestPhoneCode(await signIn(), '+4917612345678');
    const call = sent.find((c) => /action-verifications\/items$|send-otc$/.test(c.path));
    expect(call?.headers.get('x-captcha-token')).toBe('sandbox-captcha-token');
  });

  it('phone change: a validated one-time code verifies and changes the number', async () => {
    const user = await signIn();
    const phone = kind === 'newer' ? '+4917612345678' : '4917612345678';
    const { verificationId } = await backend().requestPhoneCode(user, phone);
    const result = await backend().confirmPhoneChange(user, {
      phone,
      verificationId,
      code: sandboxCodeFor(phone)!,
    });
    expect(result.verified).toBe(true);
    expect((await backend().getProfile(user)).telephone).toBe(phone);
  });

  it('phone change: a wrong code is refused and the number stays', async () => {
    const user = await signIn();
    const { verificationId } = await backend().requestPhoneCode(user, '+4917612345678');
    await expect(
      backend().confirmPhoneChange(user, { phone: '+4917612345678', verificationId, code: '000000' }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await backend().getProfile(user)).telephone).toBe('+4915112345678');
  });

  it('cancellation: a cancelled account is signed out and cannot sign in again', async () => {
    const user = await signIn();
    await backend().cancelAccount(user);
    expect(await backend().isSessionValid(user.token)).toBe(false);
    await expect(
      backend().signIn({ email: 'ada@example.com', password: SANDBOX_PASSWORD }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('privacy request: sent with language, market and country, captcha checked', async () => {
    await backend().requestPrivacy({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      requestTypes: ['access'],
    });
    const call = sent.find((c) => /privacy|dsar-request/.test(c.path));
    expect(call?.body).toMatchObject({
      language: 'en',
      market: 'DE',
      country: 'DE',
      request_types: ['access'],
    });
    expect(call?.headers.get('x-captcha-token')).toBe('sandbox-captcha-token');
  });

  if (kind === 'newer') {
    it('deactivation: the newer backend deactivates the account and ends its sessions', async () => {
      const user = await signIn();
      expect(backend().supports.deactivateAccount).toBe(true);
      await backend().deactivateAccount(user);
      expect(await backend().isSessionValid(user.token)).toBe(false);
    });

    it('registerCdpUser: unsupported on the newer backend, with a clear error', async () => {
      expect(backend().supports.registerCdpUser).toBe(false);
      await expect(backend().registerCdpUser(newShopper())).rejects.toThrow(
        new AccountCallUnavailableError(CDP_REGISTRATION_UNSUPPORTED_MESSAGE),
      );
    });
  } else {
    it('deactivation: unavailable on the older backend, with a clear error', async () => {
      expect(backend().supports.deactivateAccount).toBe(false);
      await expect(backend().deactivateAccount(await signIn())).rejects.toThrow(
        new AccountCallUnavailableError(DEACTIVATION_UNAVAILABLE_MESSAGE),
      );
    });

    it('registerCdpUser: the older backend registers the shopper in the customer data platform', async () => {
      await expect(backend().registerCdpUser(newShopper())).resolves.toMatchObject({
        uuid: expect.any(String),
      });
    });
  }
});
