import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { readRequestNumber, sandboxPaths } from '../../../platform';
import { hasTenant, jsonBody, ownValue, plainRefusal } from '../../../platform/sandbox/requests';
import { consumerRefusal } from '../../account/sandbox';
import type { components, paths } from '../generated/loyalty';
import { campaignsOf, consumerOf, contestEntryRefusal, deliveryAddressOf, earn, spend } from './store';
import {
  sandboxArticles,
  sandboxContestQuestions,
  sandboxEarningRules,
  sandboxPrizes,
  sandboxProductPoints,
  sandboxQrCodes,
  sandboxTiers,
  SANDBOX_POINTS_EXPIRE_AT,
} from './seed';
import { legacyHandlers, refuse as legacyRefuse } from './legacy';

export { sandboxContestQuestions, sandboxPrizes, sandboxTiers, SANDBOX_START_POINTS } from './seed';
export {
  creditPoints as creditSandboxPoints,
  referralStatsOf as sandboxReferralStatsOf,
  resetLoyaltySandbox,
} from './store';

type Wire = components['schemas'];

const http = createOpenApiHttp<paths>({ baseUrl: `*${sandboxPaths.loyalty}` });

const problem = (code: number, message: string, errorCode?: string) => ({
  code,
  message,
  data: null,
  ...(errorCode ? { error_code: errorCode } : {}),
});
const ok = <T>(data: T) => ({ code: 200, message: 'OK', data });

/** The service's largest page. */
const MAX_PER_PAGE = 100;

function pageOf<T>(items: T[], url: URL, defaultPerPage: number) {
  // The service clamps what it is asked for to the pages it has.
  const perPage = readRequestNumber(url.searchParams.get('per_page'), {
    min: 1,
    max: MAX_PER_PAGE,
    fallback: defaultPerPage,
  }).value;
  const lastPage = Math.max(Math.ceil(items.length / perPage), 1);
  const page = readRequestNumber(url.searchParams.get('page'), { min: 1, max: lastPage, fallback: 1 }).value;
  return {
    ...ok(items.slice((page - 1) * perPage, page * perPage)),
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total: items.length },
  };
}

const UNKNOWN_TENANT = 'Unknown tenant';

const publicHandlers = [
  http.get('/configuration', ({ request, response }) =>
    hasTenant(request)
      ? response(200).json(ok({ is_active: true }))
      : response('default').json(problem(403, UNKNOWN_TENANT), { status: 403 }),
  ),
  http.get('/tiers', ({ request, response }) =>
    hasTenant(request)
      ? response(200).json(ok(sandboxTiers))
      : response('default').json(problem(403, UNKNOWN_TENANT), { status: 403 }),
  ),
  http.get('/rewards', ({ request, query, response }) => {
    if (!hasTenant(request)) return response('default').json(problem(403, UNKNOWN_TENANT), { status: 403 });
    let prizes = [...sandboxPrizes];
    const isVirtual = query.get('is_virtual');
    if (isVirtual !== null)
      prizes = prizes.filter((prize) => (prize.prize_type === 'virtual') === (isVirtual === 'true'));
    const locations = query.get('location_ids')?.split(',').filter(Boolean);
    if (locations?.length)
      prizes = prizes.filter((prize) => prize.locations.some((location) => locations.includes(location)));
    const orderBy = query.get('order_by') ?? 'points';
    if (orderBy !== 'points' && orderBy !== 'created_at' && orderBy !== 'name') {
      return response('default').json(problem(422, 'order_by must be points, created_at or name'), {
        status: 422,
      });
    }
    const direction = query.get('sort') === 'desc' ? -1 : 1;
    prizes.sort((a, b) => (a[orderBy] < b[orderBy] ? -direction : a[orderBy] > b[orderBy] ? direction : 0));
    return response(200).json(pageOf(prizes, new URL(request.url), 12));
  }),
  http.get('/reward/{uuid}', ({ request, params, response }) => {
    if (!hasTenant(request)) return response('default').json(problem(403, UNKNOWN_TENANT), { status: 403 });
    const prize = sandboxPrizes.find((candidate) => candidate.prize_uuid === params.uuid);
    return prize
      ? response(200).json(ok(prize))
      : response('default').json(problem(404, 'Reward not found'), { status: 404 });
  }),
  http.get('/earnings', ({ request, query, response }) => {
    if (!hasTenant(request)) return response('default').json(problem(403, UNKNOWN_TENANT), { status: 403 });
    const identifier = query.get('identifier') ?? '';
    return response(200).json(ok({ points: ownValue(sandboxProductPoints, identifier) ?? 0 }));
  }),
];

/** Consumer calls: the tenant, then the consumer's own identity token (consumerGuards); the consumer comes from the path. */
const consumerHandlers = [
  http.get('/consumers/{uuid}', ({ params, response }) => {
    const state = consumerOf(params.uuid);
    return response(200).json(
      ok({
        points: state.points,
        expire_at: SANDBOX_POINTS_EXPIRE_AT,
        pending_points: state.pendingPoints,
        points_to_expire: state.pointsToExpire,
      }),
    );
  }),
  http.get('/consumers/{uuid}/points', ({ request, params, query, response }) => {
    const state = consumerOf(params.uuid);
    const items = query.get('type') === 'referral' ? state.referrals : state.history;
    return response(200).json(
      pageOf<Wire['HistoryItem'] | Wire['ReferralItem']>(items, new URL(request.url), 10),
    );
  }),
  http.get('/consumers/{uuid}/earnings', ({ params, response }) => {
    const state = consumerOf(params.uuid);
    return response(200).json(
      ok(
        sandboxArticles.map((article) => ({
          ...article,
          is_read: state.readArticles.has(article.article_id),
        })),
      ),
    );
  }),
  http.post('/consumers/{uuid}/earnings/article', async ({ params, request, response }) => {
    const state = consumerOf(params.uuid);
    const body = await jsonBody(request);
    const article = sandboxArticles.find((candidate) => candidate.article_id === body?.article_id);
    if (!article || !article.is_available)
      return response('default').json(problem(404, 'Article not found'), { status: 404 });
    if (state.readArticles.has(article.article_id))
      return response('default').json(problem(409, 'Article already read', 'ARTICLE_ALREADY_READ'), {
        status: 409,
      });
    state.readArticles.add(article.article_id);
    earn(state, article.value, 'article_read');
    return response(200).json(ok({ points: article.value }));
  }),
  http.get('/consumers/{uuid}/earnings/qr-code/{id}', ({ params, response }) => {
    const points = ownValue(sandboxQrCodes, params.id);
    if (points === undefined)
      return response('default').json(problem(404, 'QR code not found'), { status: 404 });
    return response(200).json(
      ok({ qr_code_id: params.id, points, is_used: consumerOf(params.uuid).scannedQrCodes.has(params.id) }),
    );
  }),
  http.post('/consumers/{uuid}/earnings/qr-code', async ({ params, request, response }) => {
    const state = consumerOf(params.uuid);
    const id = String((await jsonBody(request)).qr_code_id ?? '');
    const points = ownValue(sandboxQrCodes, id);
    if (points === undefined)
      return response('default').json(problem(404, 'QR code not found'), { status: 404 });
    if (state.scannedQrCodes.has(id))
      return response('default').json(problem(409, 'QR code already used', 'QR_CODE_USED'), { status: 409 });
    state.scannedQrCodes.add(id);
    earn(state, points, 'qr_code');
    return response(200).json(ok({ points }));
  }),
  http.get('/consumers/{uuid}/orders/{order_id}', ({ params, response }) => {
    const entry = consumerOf(params.uuid).history.find((item) => item.order_id === params.order_id);
    return entry
      ? response(200).json(ok({ points: entry.points }))
      : response('default').json(problem(404, 'Order not found'), { status: 404 });
  }),
  http.get('/consumers/{uuid}/tier', ({ params, response }) =>
    response(200).json(ok(consumerOf(params.uuid).tier)),
  ),
  http.get('/consumers/{uuid}/rewards', ({ params, response }) =>
    response(200).json(ok(campaignsOf(params.uuid))),
  ),
  http.get('/consumers/{uuid}/contests/status', ({ params, response }) =>
    response(200).json(ok({ ...consumerOf(params.uuid).contest, questions: sandboxContestQuestions })),
  ),
  http.post('/consumers/{uuid}/contests', async ({ params, request, response }) => {
    const state = consumerOf(params.uuid);
    const form = await request.formData().catch(() => null);
    if (!form)
      return response('default').json(problem(400, 'The contest answers must be sent as a form'), {
        status: 400,
      });
    const refusal = contestEntryRefusal(form);
    if (refusal) return response('default').json(problem(422, refusal), { status: 422 });
    if (!form.has('contest[0][question]'))
      return response('default').json(problem(422, 'The contest needs at least one answer'), { status: 422 });
    if (state.contest.has_participated)
      return response('default').json(problem(409, 'Already entered', 'CONTEST_ALREADY_ENTERED'), {
        status: 409,
      });
    state.contest = { is_open: true, has_participated: true };
    return response(200).json(ok({ ...state.contest, questions: sandboxContestQuestions }));
  }),
  http.get('/consumers/{uuid}/earning-rule/{event_name}', ({ params, response }) => {
    const points = ownValue(sandboxEarningRules, params.event_name);
    return points === undefined
      ? response('default').json(problem(404, 'No such earning rule'), { status: 404 })
      : response(200).json(ok({ points }));
  }),
  http.post('/consumers/{uuid}/reward', async ({ params, request, response }) => {
    const state = consumerOf(params.uuid);
    const body = await jsonBody(request);
    const prize = sandboxPrizes.find((candidate) => candidate.prize_uuid === body?.reward_uuid);
    const qty = body?.qty ?? 0;
    if (!prize) return response('default').json(problem(404, 'Reward not found'), { status: 404 });
    if (!Number.isInteger(qty) || qty < 1)
      return response('default').json(problem(422, 'qty must be at least 1'), { status: 422 });
    const shippingAddress = prize.is_address_required ? deliveryAddressOf(body?.shipping_address) : null;
    if (prize.is_address_required && !shippingAddress)
      return response('default').json(
        problem(422, 'This reward is delivered: give the address it goes to', 'ADDRESS_REQUIRED'),
        { status: 422 },
      );
    const cost = prize.points * qty;
    if (state.points < cost)
      return response('default').json(
        problem(422, 'Not enough points for this reward', 'INSUFFICIENT_POINTS'),
        { status: 422 },
      );
    const coupon = prize.has_coupons
      ? `${prize.slug.toUpperCase().slice(0, 6)}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`
      : null;
    spend(state, cost, 'reward', coupon, prize.has_coupons ? prize.prize_type : null);
    return response(200).json(
      ok({
        reward_uuid: prize.prize_uuid,
        qty,
        points_spent: cost,
        balance: state.points,
        coupon,
        shipping_address: shippingAddress,
      }),
    );
  }),
];

/** Checks the tenant, then that the identity token is the consumer's own, before the consumer handlers run. */
const consumerGuards = ['/consumers/:uuid', '/consumers/:uuid/*'].map((path) =>
  http.untyped.all(`*${sandboxPaths.loyalty}${path}`, ({ request, params }) => {
    if (!hasTenant(request)) return Response.json(problem(403, UNKNOWN_TENANT), { status: 403 });
    return consumerRefusal(request, String(params.uuid), plainRefusal);
  }),
);

/** The older API refuses in its own shape (see platform/sandbox/handlers.ts). */
export const refusals = { loyaltyLegacy: legacyRefuse };

export const handlers: RequestHandler[] = [
  ...publicHandlers,
  ...consumerGuards,
  ...consumerHandlers,
  ...legacyHandlers,
];
