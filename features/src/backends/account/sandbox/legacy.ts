import { http, HttpResponse } from 'msw';
import { sandboxRoute } from '../../../platform';
import type { ConsentAnswer, LegacyProfile } from '../contract/wire';
import { CAPTCHA_FAILED, UNKNOWN_TENANT } from './guards';
import { answerPurposes, purposesOf } from './purposes';
import { sandboxPasswordSettings, type SandboxAccount } from './seed';
import { hasCaptcha, hasTenant, jsonBody } from '../../../platform/sandbox/requests';
import * as store from './store';

/** The older backend's error body: flat, with the field errors beside the message. */
export const problem = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ message, ...(errors ? { errors } : {}) }, { status });
const failed = (outcome: { status: number; message: string; errors?: Record<string, string> }) =>
  problem(outcome.status, outcome.message, outcome.errors);
const noContent = () => new HttpResponse(null, { status: 204 });
const route = (path: string) => sandboxRoute('accountLegacy', path);

/** DD/MM/YYYY on this backend; the store keeps ISO. */
const toIso = (date: string | undefined) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date;
};
const fromIso = (date: string) => (date ? date.split('-').reverse().join('/') : undefined);

function profileOf(account: SandboxAccount): LegacyProfile {
  const birth = fromIso(account.dateOfBirth);
  return {
    uuid: account.uuid,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    ...(birth ? { birth_date: birth } : {}),
    phone: account.telephone,
    gender: account.gender,
    is_age_verified: account.isAgeVerified,
    is_pending_email_verification: account.pendingEmail !== undefined,
    addresses: account.addresses,
    extra: account.extra,
    allow_date_of_birth_update: true,
  };
}

type Json = Record<string, unknown>;
const body = async <T = Json>(request: Request) => (await jsonBody(request, problem)) as T;
const me = (request: Request, uuid?: string) => store.signedInAs(request.headers.get('authorization'), uuid);
const uuidOf = (params: Record<string, string | readonly string[] | undefined>) => String(params.uuid);

interface LegacyRegistration {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  birth_date?: string;
  phone?: string;
  consents: ConsentAnswer[];
  custom_attributes?: Record<string, string>;
}

const registerOn = (path: string) =>
  http.post(route(path), async ({ request }) => {
    if (!hasTenant(request)) return problem(403, UNKNOWN_TENANT);
    if (!hasCaptcha(request)) return problem(403, CAPTCHA_FAILED);
    const input = await body<LegacyRegistration>(request);
    const outcome = store.register({
      email: input.email,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
      dateOfBirth: toIso(input.birth_date) ?? '',
      telephone: input.phone ?? '',
      consents: input.consents ?? [],
      customAttributes: input.custom_attributes ?? {},
    });
    return outcome.ok ? HttpResponse.json({ uuid: outcome.value.uuid }, { status: 201 }) : failed(outcome);
  });

/** The older account backend: its own paths, flat answers, the same shoppers. */
export const legacyHandlers = [
  http.all(route('/*'), ({ request }) => (hasTenant(request) ? undefined : problem(403, UNKNOWN_TENANT))),
  http.post(route('/login'), async ({ request }) => {
    const { email, password } = await body<{ email?: string; password?: string }>(request);
    if (!email || !password) return problem(400, 'email and password are required', { email: 'Required' });
    const opened = store.openSession(email, password);
    if (!opened) return problem(401, 'Wrong e-mail or password');
    const { account, token, magentoToken } = opened;
    return HttpResponse.json({
      uuid: account.uuid,
      session_token: token,
      magento_token: magentoToken,
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      is_age_verified: account.isAgeVerified,
    });
  }),
  http.post(route('/logout'), ({ request }) =>
    store.closeSession(request.headers.get('authorization')) ? noContent() : problem(401, 'Session expired'),
  ),
  http.post(route('/validate-session'), async ({ request }) => {
    const { token } = await body<{ token?: string }>(request);
    return token && store.isOpenSession(token)
      ? HttpResponse.json({ valid: true })
      : problem(401, 'Session expired');
  }),
  registerOn('/register'),
  registerOn('/register-cdp-user'),
  http.get(route('/password-requirements'), () => HttpResponse.json(sandboxPasswordSettings)),
  http.post(route('/forgot-password'), async ({ request }) => {
    if (!hasCaptcha(request)) return problem(403, CAPTCHA_FAILED);
    const { email } = await body<{ email?: string }>(request);
    if (!email) return problem(400, 'email is required', { email: 'Required' });
    store.forgetPassword(email);
    return noContent();
  }),
  http.put(route('/reset-consumer-password'), async ({ request }) => {
    const input = await body<{ token: string; password: string; password_confirmation: string }>(request);
    const outcome = store.resetPassword(input.token, input.password, input.password_confirmation);
    return outcome.ok ? noContent() : failed(outcome);
  }),
  http.post(route('/consumers/:uuid/change-password'), async ({ request, params }) => {
    const account = me(request, uuidOf(params));
    if (!account.ok) return failed(account);
    const input = await body<{ current_password: string; new_password: string }>(request);
    const outcome = store.changePassword(account.value, input.current_password, input.new_password);
    return outcome.ok ? noContent() : failed(outcome);
  }),
  http.get(route('/profile/:uuid'), ({ request, params }) => {
    const account = me(request, uuidOf(params));
    return account.ok ? HttpResponse.json(profileOf(account.value)) : failed(account);
  }),
  http.post(route('/update-profile/:uuid'), async ({ request, params }) => {
    const account = me(request, uuidOf(params));
    if (!account.ok) return failed(account);
    const input = await body<{
      first_name?: string;
      last_name?: string;
      birth_date?: string;
      phone?: string;
      gender?: string;
      extra?: Record<string, string>;
    }>(request);
    const outcome = store.updateProfile(account.value, {
      firstName: input.first_name,
      lastName: input.last_name,
      dateOfBirth: toIso(input.birth_date),
      telephone: input.phone,
      gender: input.gender,
      extra: input.extra,
    });
    return outcome.ok ? HttpResponse.json(profileOf(outcome.value)) : failed(outcome);
  }),
  http.post(route('/update-profile/:uuid/addresses'), async ({ request, params }) => {
    const account = me(request, uuidOf(params));
    if (!account.ok) return failed(account);
    const outcome = store.createAddress(account.value, (await body(request)) as never);
    return outcome.ok ? HttpResponse.json(outcome.value, { status: 201 }) : failed(outcome);
  }),
  http.put(route('/update-profile/:uuid/addresses/:id'), async ({ request, params }) => {
    const account = me(request, uuidOf(params));
    if (!account.ok) return failed(account);
    const outcome = store.updateAddress(account.value, String(params.id), (await body(request)) as never);
    return outcome.ok ? HttpResponse.json(outcome.value) : failed(outcome);
  }),
  http.delete(route('/update-profile/:uuid/addresses/:id'), ({ request, params }) => {
    const account = me(request, uuidOf(params));
    if (!account.ok) return failed(account);
    const outcome = store.deleteAddress(account.value, String(params.id));
    return outcome.ok ? noContent() : failed(outcome);
  }),
  http.put(route('/update-profile/:uuid/addresses/:id/default/:use'), ({ request, params }) => {
    const account = me(request, uuidOf(params));
    if (!account.ok) return failed(account);
    if (params.use !== 'billing' && params.use !== 'shipping')
      return problem(400, 'Default must be billing or shipping');
    const outcome = store.setDefaultAddress(account.value, String(params.id), params.use);
    return outcome.ok ? noContent() : failed(outcome);
  }),
  http.post(route('/update-profile/:uuid/phone'), async ({ request, params }) => {
    const account = me(request, uuidOf(params));
    if (!account.ok) return failed(account);
    const input = await body<{ phone: string; verification_uuid: string; code?: string }>(request);
    // Without a code the verification must already be validated (the legacy trio checked it).
    if (input.code !== undefined) {
      const verified = store.verifyCode(input.verification_uuid, input.code);
      if (!verified.ok) return failed(verified);
    }
    const outcome = store.changePhone(account.value, input.phone, input.verification_uuid);
    return outcome.ok ? noContent() : failed(outcome);
  }),
  http.post(route('/request-update-email/:uuid'), async ({ request, params }) => {
    if (!hasCaptcha(request)) return problem(403, CAPTCHA_FAILED);
    const account = me(request, uuidOf(params));
    if (!account.ok) return failed(account);
    const outcome = store.requestEmailChange(account.value, (await body<{ email: string }>(request)).email);
    return outcome.ok ? noContent() : failed(outcome);
  }),
  http.post(route('/verify-email-update'), async ({ request }) => {
    const input = await body<{ uuid: string; code: string }>(request);
    const account = me(request, input.uuid);
    if (!account.ok) return failed(account);
    const outcome = store.confirmEmailChange(account.value, input.code);
    return outcome.ok ? noContent() : failed(outcome);
  }),
  http.post(route('/send-otc'), async ({ request }) => {
    if (!hasCaptcha(request)) return problem(403, CAPTCHA_FAILED);
    const outcome = store.startVerification((await body<{ phone: string }>(request)).phone);
    return outcome.ok ? HttpResponse.json({ uuid: outcome.value }) : failed(outcome);
  }),
  http.get(route('/get-verified-phone/:phone'), ({ params }) =>
    HttpResponse.json({ status: store.verificationStatusOf(String(params.phone)) }),
  ),
  http.post(route('/send-email-otc'), async ({ request }) => {
    if (!hasCaptcha(request)) return problem(403, CAPTCHA_FAILED);
    const outcome = store.startVerification((await body<{ email: string }>(request)).email, 'email');
    return outcome.ok ? HttpResponse.json({ uuid: outcome.value }) : failed(outcome);
  }),
  http.get(route('/verify/:email'), ({ params }) =>
    HttpResponse.json({ status: store.verificationStatusOf(String(params.email)) }),
  ),
  http.put(route('/cancel-account/:uuid'), ({ request, params }) => {
    const account = me(request, uuidOf(params));
    if (!account.ok) return failed(account);
    store.closeAccount(account.value, 'cancelled');
    return noContent();
  }),
  http.post(route('/dsar-request'), async ({ request }) => {
    if (!hasCaptcha(request)) return problem(403, CAPTCHA_FAILED);
    const outcome = store.privacyRequest(await body(request));
    return outcome.ok ? noContent() : failed(outcome);
  }),
  http.get(route('/purposes'), ({ request }) => {
    const url = new URL(request.url);
    // Registration asks before there is an account: the tenant's purposes, none accepted.
    const language = url.searchParams.get('language');
    if (url.searchParams.get('context') === 'registration')
      return HttpResponse.json(purposesOf(undefined, language));
    const account = me(request);
    return account.ok ? HttpResponse.json(purposesOf(account.value.uuid, language)) : failed(account);
  }),
  http.patch(route('/purposes'), async ({ request }) => {
    const account = me(request);
    if (!account.ok) return failed(account);
    const { consents } = await body<{ consents: ConsentAnswer[] }>(request);
    return answerPurposes(account.value.uuid, consents) ? noContent() : problem(400, 'Unknown purpose');
  }),
];

/**
 * The legacy phone verification trio (spec section 7's service pairs), on the account service's base path of either
 * backend: POST /init-phone-validation {phone} answers {uuid}; PUT /verify-by-uuid/{uuid} {code}; GET
 * /status/{uuid}/{channel} answers {status}. The payloads are the project's assumption (docs/architecture.md).
 */
export const legacyPhoneHandlers = (['accountLegacy', 'accountEvo'] as const).flatMap((backend) => {
  const at = (path: string) => sandboxRoute(backend, path);
  return [
    http.post(at('/init-phone-validation'), async ({ request }) => {
      if (!hasTenant(request)) return problem(403, UNKNOWN_TENANT);
      if (!hasCaptcha(request)) return problem(403, CAPTCHA_FAILED);
      const outcome = store.startVerification((await body<{ phone: string }>(request)).phone);
      return outcome.ok ? HttpResponse.json({ uuid: outcome.value }) : failed(outcome);
    }),
    http.put(at('/verify-by-uuid/:uuid'), async ({ request, params }) => {
      if (!hasTenant(request)) return problem(403, UNKNOWN_TENANT);
      const outcome = store.verifyCode(uuidOf(params), (await body<{ code: string }>(request)).code);
      return outcome.ok ? noContent() : failed(outcome);
    }),
    http.get(at('/status/:uuid/:channel'), ({ request, params }) => {
      if (!hasTenant(request)) return problem(403, UNKNOWN_TENANT);
      if (params.channel !== 'sms') return problem(400, 'Channel must be sms');
      const verification = store.verificationOf(uuidOf(params));
      return verification
        ? HttpResponse.json({ status: verification.status })
        : problem(404, 'Verification not found.');
    }),
  ];
});
