import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import { hasCaptcha, hasTenant, jsonBody, plainRefusal } from '../../../platform/sandbox/requests';
import { consumerRefusal } from '../../account/sandbox';
import { sandboxReferralStatsOf } from '../../loyalty/sandbox';
import type { paths } from '../generated/referral';
import type { paths as NewerPaths } from '../generated/referral-evo';
import { applyCode, customerOf, isKnownCode } from './store';

/**
 * The referral service lives under the loyalty base URL, so it answers under both loyalty backends' bases: the older
 * loyalty configuration (LOYALTY_API_URL at loyalty-legacy) reaches it there, over the same store.
 */
const referralBases = [sandboxPaths.loyalty, sandboxPaths.loyaltyLegacy] as const;
/** The newer backend's two referral calls live on the newer account backend (spec section 7). */
const newerHttp = createOpenApiHttp<NewerPaths>({ baseUrl: `*${sandboxPaths.accountEvo}` });

export { resetReferralSandbox, SANDBOX_ADA_UUID, SANDBOX_FRIEND_CODE, SANDBOX_REFERRAL_CODE } from './store';

const problem = (code: number, message: string) => ({ code, message, data: null });

/**
 * The referral service's own calls under one loyalty base; the tenant is checked on every call, on the shopper's own
 * that the identity token is the customer's the call names (in the path, or in the body of the update).
 */
function referralServiceHandlers(base: (typeof referralBases)[number]): RequestHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl: `*${base}` });
  const guard = http.untyped.all(`*${base}/referral/*`, ({ request }) => {
    if (!hasTenant(request)) return Response.json(problem(403, 'Unknown tenant'), { status: 403 });
    const path = new URL(request.url).pathname;
    const isPublic = path.endsWith('/referral/status') || path.endsWith('/referral/verify');
    return isPublic ? undefined : consumerRefusal(request, null, plainRefusal);
  });
  return [
    guard,
    http.get('/referral/status', ({ response }) => response(200).json({ isActive: true })),
    http.get(
      '/referral/customer/{id}',
      ({ request, params, response }) =>
        consumerRefusal(request, params.id, plainRefusal) ?? response(200).json(customerOf(params.id)),
    ),
    http.get(
      '/referral/referrer/{id}/stats',
      ({ request, params, response }) =>
        consumerRefusal(request, params.id, plainRefusal) ??
        response(200).json(sandboxReferralStatsOf(params.id)),
    ),
    http.post('/referral/verify', async ({ request, response }) => {
      if (!hasCaptcha(request))
        return response('default').json(problem(403, 'Captcha verification failed'), { status: 403 });
      const { code } = await jsonBody(request);
      if (!isKnownCode(code)) return response(422).json(problem(422, 'The referral code is not valid'));
      return response(200).json({ is_valid: true });
    }),
    http.put('/referral/customer', async ({ request, response }) => {
      const body = await jsonBody(request);
      if (typeof body.uuid !== 'string' || !body.uuid || !body.referral_code || !body.source)
        return response('default').json(problem(400, 'uuid, referral_code and source are required'), {
          status: 400,
        });
      const refused = consumerRefusal(request, body.uuid, plainRefusal);
      if (refused) return refused;
      const outcome = applyCode(body.uuid, body.referral_code);
      return 'customer' in outcome
        ? response(200).json(outcome.customer)
        : response('default').json(problem(outcome.status, outcome.message), { status: outcome.status });
    }),
  ];
}

export const handlers: RequestHandler[] = [
  ...referralBases.flatMap(referralServiceHandlers),
  newerHttp.get('/api/users/referrals/{code}/verify', ({ request, params, response }) => {
    if (!hasTenant(request)) return response('default').json(problem(403, 'Unknown tenant'), { status: 403 });
    if (!hasCaptcha(request))
      return response('default').json(problem(403, 'Captcha verification failed'), { status: 403 });
    if (!isKnownCode(params.code)) return response(422).json(problem(422, 'The referral code is not valid'));
    return response(200).json({ code: 200, message: 'OK', data: { is_valid: true } });
  }),
  newerHttp.patch('/api/users/{uuid}/profile/referrer-code', async ({ request, params, response }) => {
    if (!hasTenant(request)) return response('default').json(problem(403, 'Unknown tenant'), { status: 403 });
    const refused = consumerRefusal(request, params.uuid, plainRefusal);
    if (refused) return refused;
    const body = await jsonBody(request);
    if (!body.referrer_code || !body.source)
      return response('default').json(problem(400, 'referrer_code and source are required'), { status: 400 });
    const outcome = applyCode(params.uuid, body.referrer_code);
    return 'customer' in outcome
      ? response(200).json({
          code: 200,
          message: 'OK',
          data: { referrer_code: outcome.customer.parent_code! },
        })
      : response('default').json(problem(outcome.status, outcome.message), { status: outcome.status });
  }),
];
