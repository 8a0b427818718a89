import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import type { components, paths } from '../generated/account-evo';
import { answerPurposes, purposesOf } from './purposes';
import { sandboxCustomAttributesIn, sandboxPasswordSettings, type SandboxAccount } from './seed';
import { CAPTCHA_FAILED, UNKNOWN_TENANT } from './guards';
import { hasCaptcha, hasTenant, jsonBody } from '../../../platform/sandbox/requests';
import * as store from './store';

const http = createOpenApiHttp<paths>({ baseUrl: `*${sandboxPaths.accountEvo}` });

type Problem = components['schemas']['Error'];
const problem = (code: number, message: string, errors?: Record<string, string>): Problem => ({
  code,
  message,
  data: null,
  ...(errors ? { errors } : {}),
});
const failed = (outcome: { status: number; message: string; errors?: Record<string, string> }) =>
  problem(outcome.status, outcome.message, outcome.errors);
const done = (message = 'OK') => ({ code: 200, message });

function profileOf(account: SandboxAccount): components['schemas']['Profile'] {
  return {
    is_age_verified: account.isAgeVerified,
    is_pending_email_verification: account.pendingEmail !== undefined,
    personalInfo: {
      email: account.email,
      firstname: account.firstName,
      lastname: account.lastName,
      ...(account.dateOfBirth ? { dob: account.dateOfBirth } : {}),
      ...(account.telephone ? { telephone: account.telephone } : {}),
      ...(account.gender ? { gender: account.gender } : {}),
    },
    addresses: account.addresses,
    extra: account.extra,
    meta: { allow_date_of_birth_update: true },
  };
}

/** The newer account backend, typed by its OpenAPI document: a handler that answers off-contract does not compile. */
export const evoHandlers = [
  http.post('/users/authentication/sessions', async ({ request, response }) => {
    if (!hasTenant(request)) return response(403).json(problem(403, UNKNOWN_TENANT));
    const body = await jsonBody(request);
    if (!body?.strategy_data?.identifier || !body.strategy_data.password) {
      return response(400).json(
        problem(400, 'identifier and password are required', { identifier: 'Required' }),
      );
    }
    const opened = store.openSession(body.strategy_data.identifier, body.strategy_data.password);
    if (!opened) return response(401).json(problem(401, 'Invalid credentials'));
    return response(200).json({
      code: 200,
      message: 'OK',
      data: {
        user_uuid: opened.account.uuid,
        token: opened.token,
        magento_token: opened.magentoToken,
        profile: profileOf(opened.account),
      },
    });
  }),
  http.delete('/users/authentication/sessions', ({ request, response }) => {
    if (!store.closeSession(request.headers.get('authorization')))
      return response(401).json(problem(401, 'Session expired'));
    return response(204).empty();
  }),
  http.post('/users/authentication/sessions/validate', async ({ request, response }) => {
    const { token } = await jsonBody(request);
    if (!store.isOpenSession(token)) return response(401).json(problem(401, 'Session expired'));
    return response(200).json({ code: 200, message: 'OK', data: { valid: true } });
  }),
  http.post('/users/register', async ({ request, response }) => {
    if (!hasTenant(request)) return response(403).json(problem(403, UNKNOWN_TENANT));
    if (!hasCaptcha(request)) return response(403).json(problem(403, CAPTCHA_FAILED));
    const body = await jsonBody(request);
    const outcome = store.register({
      email: body.email,
      password: body.password,
      firstName: body.firstname,
      lastName: body.lastname,
      dateOfBirth: body.dob ?? '',
      telephone: body.telephone ?? '',
      consents: body.consents,
      customAttributes: body.custom_attributes ?? {},
    });
    if (!outcome.ok) return response(outcome.status === 409 ? 409 : 400).json(failed(outcome));
    return response(201).json({ code: 201, message: 'Registered', data: { user_uuid: outcome.value.uuid } });
  }),
  http.get('/api/users/configuration', ({ request, response }) =>
    response(200).json({
      code: 200,
      message: 'OK',
      data: {
        custom_attributes: sandboxCustomAttributesIn(request.headers.get('Accept-Language')),
        password: sandboxPasswordSettings,
        auth: { default_strategy: 'email', strategies: ['email'] },
      },
    }),
  ),
  http.post('/users/authentication/password/forget', async ({ request, response }) => {
    if (!hasTenant(request)) return response(403).json(problem(403, UNKNOWN_TENANT));
    if (!hasCaptcha(request)) return response(403).json(problem(403, CAPTCHA_FAILED));
    const { email } = await jsonBody(request);
    if (!email) return response(400).json(problem(400, 'email is required', { email: 'Required' }));
    store.forgetPassword(email);
    return response(200).json(done('If the address has an account, a reset link is on its way.'));
  }),
  http.post('/users/authentication/password/change/{token}', async ({ params, request, response }) => {
    const body = await jsonBody(request);
    const outcome = store.resetPassword(params.token, body.password, body.password_confirmation);
    if (!outcome.ok) return response(outcome.status === 404 ? 404 : 400).json(failed(outcome));
    return response(200).json(done('Password changed'));
  }),
  http.post('/users/authentication/password/change', async ({ request, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'));
    if (!me.ok) return response(401).json(failed(me));
    const body = await jsonBody(request);
    const outcome = store.changePassword(
      me.value,
      body.current_password,
      body.new_password,
      body.new_password_confirmation,
    );
    if (!outcome.ok) return response(400).json(failed(outcome));
    return response(200).json(done('Password changed'));
  }),
  http.get('/users/{uuid}/profile', ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    return response(200).json({ code: 200, message: 'OK', data: profileOf(me.value) });
  }),
  http.post('/users/{uuid}/profile', async ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const body = await jsonBody(request);
    const outcome = store.updateProfile(me.value, {
      firstName: body.firstname,
      lastName: body.lastname,
      dateOfBirth: body.dob,
      telephone: body.telephone,
      gender: body.gender,
      extra: body.extra,
    });
    if (!outcome.ok) return response(400).json(failed(outcome));
    return response(200).json({ code: 200, message: 'Saved', data: profileOf(outcome.value) });
  }),
  http.post('/users/{uuid}/addresses', async ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const outcome = store.createAddress(me.value, await jsonBody(request));
    if (!outcome.ok) return response(400).json(failed(outcome));
    return response(201).json({ code: 201, message: 'Created', data: outcome.value });
  }),
  http.put('/users/{uuid}/addresses/{id}', async ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const outcome = store.updateAddress(me.value, params.id, await jsonBody(request));
    if (!outcome.ok) return response(outcome.status === 404 ? 404 : 400).json(failed(outcome));
    return response(200).json({ code: 200, message: 'Saved', data: outcome.value });
  }),
  http.delete('/users/{uuid}/addresses/{id}', ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const outcome = store.deleteAddress(me.value, params.id);
    if (!outcome.ok) return response(404).json(failed(outcome));
    return response(204).empty();
  }),
  ...(['billing', 'shipping'] as const).map((use) =>
    http.put(`/users/{uuid}/addresses/${use}/{id}`, ({ request, params, response }) => {
      const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
      if (!me.ok) return response(401).json(failed(me));
      const outcome = store.setDefaultAddress(me.value, params.id, use);
      if (!outcome.ok) return response(404).json(failed(outcome));
      return response(200).json(done());
    }),
  ),
  http.post('/users/{uuid}/profile/email/request-update', async ({ request, params, response }) => {
    if (!hasCaptcha(request)) return response(403).json(problem(403, CAPTCHA_FAILED));
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const outcome = store.requestEmailChange(me.value, (await jsonBody(request)).email);
    if (!outcome.ok) return response(outcome.status === 409 ? 409 : 400).json(failed(outcome));
    return response(200).json(done('A code is on its way to the new address.'));
  }),
  http.patch('/users/profile/email', async ({ request, response }) => {
    const body = await jsonBody(request);
    const me = store.signedInAs(request.headers.get('authorization'), body.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const outcome = store.confirmEmailChange(me.value, body.code);
    if (!outcome.ok) return response(400).json(failed(outcome));
    return response(200).json(done('E-mail address changed'));
  }),
  http.post('/api/action-verifications/items', async ({ request, response }) => {
    if (!hasTenant(request)) return response(403).json(problem(403, UNKNOWN_TENANT));
    if (!hasCaptcha(request)) return response(403).json(problem(403, CAPTCHA_FAILED));
    const { identifier, channel } = await jsonBody(request);
    const outcome = store.startVerification(identifier, channel);
    if (!outcome.ok) return response(400).json(failed(outcome));
    return response(201).json({ code: 201, message: 'Code sent', data: { uuid: outcome.value } });
  }),
  http.get('/api/action-verifications/items/{uuid}', ({ params, response }) => {
    const verification = store.verificationOf(params.uuid);
    if (!verification) return response(404).json(problem(404, 'Verification not found.'));
    return response(200).json({
      code: 200,
      message: 'OK',
      data: {
        uuid: params.uuid,
        channel: 'sms',
        identifier: verification.identifier,
        status: verification.status,
      },
    });
  }),
  http.patch('/api/action-verifications/items/{uuid}/verify', async ({ params, request, response }) => {
    const outcome = store.verifyCode(params.uuid, (await jsonBody(request)).code);
    if (!outcome.ok) return response(outcome.status === 404 ? 404 : 400).json(failed(outcome));
    return response(200).json(done('Verified'));
  }),
  http.patch('/users/{uuid}/profile/phone', async ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const body = await jsonBody(request);
    const outcome = store.changePhone(me.value, body.phone, body.action_verification_uuid);
    if (!outcome.ok) return response(400).json(failed(outcome));
    return response(200).json(done('Phone number changed'));
  }),
  ...(['cancel', 'deactivate'] as const).map((action) =>
    http.post(`/users/{uuid}/${action}`, ({ request, params, response }) => {
      const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
      if (!me.ok) return response(401).json(failed(me));
      store.closeAccount(me.value, action === 'cancel' ? 'cancelled' : 'deactivated');
      return response(200).json(done(action === 'cancel' ? 'Account cancelled' : 'Account deactivated'));
    }),
  ),
  http.post('/users/privacy', async ({ request, response }) => {
    if (!hasTenant(request)) return response(403).json(problem(403, UNKNOWN_TENANT));
    if (!hasCaptcha(request)) return response(403).json(problem(403, CAPTCHA_FAILED));
    const outcome = store.privacyRequest(await jsonBody(request));
    if (!outcome.ok) return response(400).json(failed(outcome));
    return response(200).json(done('Request received'));
  }),
  http.get('/users/{uuid}/consents', ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const language = new URL(request.url).searchParams.get('language');
    return response(200).json({ code: 200, message: 'OK', data: purposesOf(me.value.uuid, language) });
  }),
  http.patch('/users/{uuid}/consents', async ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const { consents } = await jsonBody(request);
    if (!answerPurposes(me.value.uuid, consents)) return response(400).json(problem(400, 'Unknown purpose'));
    return response(200).json(done('Saved'));
  }),
  http.get('/consents', ({ request, response }) =>
    response(200).json({
      code: 200,
      message: 'OK',
      data: purposesOf(undefined, new URL(request.url).searchParams.get('language')),
    }),
  ),
  http.patch('/api/users/{uuid}/custom-attributes', async ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const outcome = store.setCustomAttributes(me.value, (await jsonBody(request)).custom_attributes);
    if (!outcome.ok) return response(400).json(failed(outcome));
    const account = outcome.value;
    return response(200).json({
      code: 200,
      message: 'Saved',
      data: {
        date_of_birth: account.dateOfBirth || null,
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
      },
    });
  }),
  http.put('/api/users/{uuid}/custom-attributes/{customAttribute}', async ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const { value } = await jsonBody(request);
    const outcome = store.setCustomAttributes(me.value, { [params.customAttribute]: value });
    if (!outcome.ok) return response(400).json(failed(outcome));
    return response(200).json(done('Saved'));
  }),
  http.get('/api/users/{uuid}/consents', ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    if (!new URL(request.url).searchParams.get('context'))
      return response(400).json(problem(400, 'context is required', { context: 'Required' }));
    const language = new URL(request.url).searchParams.get('language');
    return response(200).json({ code: 200, message: 'OK', data: purposesOf(me.value.uuid, language) });
  }),
  http.patch('/api/consents/users/{uuid}', async ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const { consents } = await jsonBody(request);
    if (!answerPurposes(me.value.uuid, consents)) return response(400).json(problem(400, 'Unknown purpose'));
    return response(200).json(done('Saved'));
  }),
  http.get('/api/users/{uuid}/complaints', ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    return response(200).json({
      code: 200,
      message: 'OK',
      data: { has_complaints: me.value.hasComplaints === true },
    });
  }),
  http.post('/users/{uuid}/av', async ({ request, params, response }) => {
    const me = store.signedInAs(request.headers.get('authorization'), params.uuid);
    if (!me.ok) return response(401).json(failed(me));
    const outcome = store.recordAgeVerification(me.value, (await jsonBody(request)).age_verification_uuid);
    if (!outcome.ok) return response(400).json(failed(outcome));
    return response(200).json(done('Age verification recorded'));
  }),
  http.get('/users/verify/{identifier}', ({ params, response }) =>
    response(200).json({
      code: 200,
      message: 'OK',
      data: { status: store.verificationStatusOf(params.identifier) },
    }),
  ),
];
