import { HttpResponse, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { readRequestNumber, sandboxPaths } from '../../../platform';
import { hasTenant, jsonBody, ownValue, type Refusal } from '../../../platform/sandbox/requests';
import { consumerRefusal } from '../../account/sandbox';
import type { components as NewerComponents } from '../generated/loyalty';
import type { components, paths } from '../generated/loyalty-legacy';
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

/**
 * The older loyalty backend over the same programme as the newer one (one store, so a shopper's points agree on
 * both): plain camelCase JSON, no envelope, failures as `{ message, error_code? }` (its contract, the project's
 * assumption).
 */
type Older = components['schemas'];
type Newer = NewerComponents['schemas'];

const http = createOpenApiHttp<paths>({ baseUrl: `*${sandboxPaths.loyaltyLegacy}` });

export const refuse: Refusal = (status, message) => HttpResponse.json({ message }, { status });
const failure = (status: number, message: string, errorCode?: string) =>
  HttpResponse.json<Older['Error']>({ message, ...(errorCode ? { error_code: errorCode } : {}) }, { status });

const tier = (wire: Newer['Tier']): Older['Tier'] => ({ name: wire.name, imageUrl: wire.image_url });
const article = (wire: Newer['Article'], read?: boolean): Older['Article'] => ({
  id: wire.article_id,
  points: wire.value,
  available: wire.is_available,
  levels: wire.levels,
  ...(read === undefined ? {} : { read }),
});
const prize = (wire: Newer['Prize']): Older['Prize'] => ({
  uuid: wire.prize_uuid,
  name: wire.name,
  brandName: wire.brand_name ?? '',
  subtitle: wire.subtitle ?? '',
  points: wire.points,
  images: wire.images,
  color: wire.color ?? '',
  hasCoupons: wire.has_coupons ?? false,
  createdAt: wire.created_at,
  levels: wire.levels,
  locations: wire.locations,
  slug: wire.slug,
  addressRequired: wire.is_address_required ?? false,
  type: wire.prize_type,
});

/** A delivery address under the older API's names, renamed for the one check; anything else stays unreadable. */
const newerDelivery = (value: unknown): unknown => {
  if (!value || typeof value !== 'object') return value;
  const older = value as Record<string, unknown>;
  return {
    first_name: older.firstName,
    last_name: older.lastName,
    street: older.street,
    house_number: older.houseNumber,
    addition: older.addition,
    postcode: older.postcode,
    city: older.city,
    country_code: older.countryCode,
    phone: older.phone,
  };
};
const olderDelivery = (wire: Newer['DeliveryAddress']): Older['DeliveryAddress'] => ({
  firstName: wire.first_name,
  lastName: wire.last_name,
  street: wire.street,
  postcode: wire.postcode,
  city: wire.city,
  countryCode: wire.country_code,
  ...(wire.house_number === undefined ? {} : { houseNumber: wire.house_number }),
  ...(wire.addition === undefined ? {} : { addition: wire.addition }),
  ...(wire.phone === undefined ? {} : { phone: wire.phone }),
});

/** The older backend's page: `page`, `perPage` (default 10, at most 100) in; `items`, `page`, `lastPage`, `total` out. */
function pageOf<T>(items: T[], url: URL) {
  const perPage = readRequestNumber(url.searchParams.get('perPage'), {
    min: 1,
    max: 100,
    fallback: 10,
  }).value;
  const lastPage = Math.max(Math.ceil(items.length / perPage), 1);
  const page = readRequestNumber(url.searchParams.get('page'), { min: 1, max: lastPage, fallback: 1 }).value;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, lastPage, total: items.length };
}

const ORDER_KEYS = { points: 'points', created_at: 'created_at', name: 'name' } as const;

const publicHandlers = [
  http.get('/status', ({ response }) => response(200).json({ isActive: true })),
  http.get('/tiers', ({ response }) => response(200).json(sandboxTiers.map(tier))),
  http.get('/points', ({ query, response }) =>
    response(200).json({ points: ownValue(sandboxProductPoints, query.get('identifier') ?? '') ?? 0 }),
  ),
  http.get('/articles', ({ response }) => response(200).json(sandboxArticles.map((item) => article(item)))),
  http.get('/prizes', ({ request, query, response }) => {
    const orderBy = ownValue(ORDER_KEYS, query.get('orderBy') ?? 'points');
    if (!orderBy) return failure(422, 'orderBy must be points, created_at or name');
    let prizes = [...sandboxPrizes];
    const virtual = query.get('virtual');
    if (virtual !== null)
      prizes = prizes.filter((item) => (item.prize_type === 'virtual') === (virtual === 'true'));
    const locations = query.get('locations')?.split(',').filter(Boolean);
    if (locations?.length)
      prizes = prizes.filter((item) => item.locations.some((id) => locations.includes(id)));
    const direction = query.get('sort') === 'desc' ? -1 : 1;
    prizes.sort((a, b) => (a[orderBy] < b[orderBy] ? -direction : a[orderBy] > b[orderBy] ? direction : 0));
    const page = pageOf(prizes, new URL(request.url));
    return response(200).json({ ...page, items: page.items.map(prize) });
  }),
  http.get('/earningRules/{event}', ({ params, response }) => {
    const points = ownValue(sandboxEarningRules, params.event);
    return points === undefined ? failure(404, 'No such earning rule') : response(200).json({ points });
  }),
];

/** Calls for one signed-in customer: the buy, QR codes and everything under /customers/{uuid}. */
const customerHandlers = [
  http.get('/prizes/{uuid}', ({ params, response }) => {
    // `/prizes/buy` is a POST; a GET on it finds no prize like any other unknown uuid.
    const found = sandboxPrizes.find((candidate) => candidate.prize_uuid === params.uuid);
    return found ? response(200).json(prize(found)) : failure(404, 'Prize not found');
  }),
  http.post('/prizes/buy', async ({ request, response }) => {
    const body = await jsonBody(request, refuse);
    if (typeof body.customerUuid !== 'string' || typeof body.prizeUuid !== 'string')
      return failure(400, 'customerUuid and prizeUuid are required');
    const otherCustomer = consumerRefusal(request, body.customerUuid, refuse);
    if (otherCustomer) return otherCustomer;
    const found = sandboxPrizes.find((candidate) => candidate.prize_uuid === body.prizeUuid);
    if (!found) return failure(404, 'Prize not found');
    const quantity = body.quantity;
    if (!Number.isInteger(quantity) || quantity < 1) return failure(422, 'quantity must be at least 1');
    const address = found.is_address_required ? deliveryAddressOf(newerDelivery(body.address)) : null;
    if (found.is_address_required && !address)
      return failure(422, 'This prize is delivered: give the address it goes to', 'ADDRESS_REQUIRED');
    const state = consumerOf(body.customerUuid);
    const cost = found.points * quantity;
    if (state.points < cost) return failure(422, 'Not enough points', 'INSUFFICIENT_POINTS');
    const coupon = found.has_coupons ? `${found.slug.toUpperCase().slice(0, 6)}-LEGACY` : null;
    spend(state, cost, 'reward', coupon, found.has_coupons ? found.prize_type : null);
    return response(200).json({
      prizeUuid: found.prize_uuid,
      quantity,
      pointsSpent: cost,
      balance: state.points,
      coupon,
      address: address ? olderDelivery(address) : null,
    });
  }),
  http.get('/qr-code/{code}', ({ request, params, query, response }) => {
    const customer = query.get('customerUuid');
    if (!customer) return failure(400, 'customerUuid is required');
    const otherCustomer = consumerRefusal(request, customer, refuse);
    if (otherCustomer) return otherCustomer;
    const points = ownValue(sandboxQrCodes, params.code);
    if (points === undefined) return failure(404, 'QR code not found');
    return response(200).json({
      code: params.code,
      points,
      used: consumerOf(customer).scannedQrCodes.has(params.code),
    });
  }),
  http.post('/qr-code', async ({ request, response }) => {
    const body = await jsonBody(request, refuse);
    if (typeof body.customerUuid !== 'string' || typeof body.code !== 'string')
      return failure(400, 'customerUuid and code are required');
    const otherCustomer = consumerRefusal(request, body.customerUuid, refuse);
    if (otherCustomer) return otherCustomer;
    const points = ownValue(sandboxQrCodes, body.code);
    if (points === undefined) return failure(404, 'QR code not found');
    const state = consumerOf(body.customerUuid);
    if (state.scannedQrCodes.has(body.code)) return failure(409, 'QR code already used', 'QR_CODE_USED');
    state.scannedQrCodes.add(body.code);
    earn(state, points, 'qr_code');
    return response(200).json({ points });
  }),
  http.get('/customers/{uuid}', ({ params, response }) => {
    const state = consumerOf(params.uuid);
    return response(200).json({
      balance: state.points,
      pendingPoints: state.pendingPoints,
      pointsToExpire: state.pointsToExpire,
      expireAt: SANDBOX_POINTS_EXPIRE_AT,
    });
  }),
  http.get('/customers/{uuid}/history', ({ request, params, query, response }) => {
    const url = new URL(request.url);
    if (query.get('kind') === 'referral') {
      const page = pageOf(consumerOf(params.uuid).referrals, url);
      return response(200).json({
        ...page,
        items: page.items.map((item) => ({
          points: item.points,
          event: item.event,
          date: item.date,
        })),
      });
    }
    const page = pageOf(consumerOf(params.uuid).history, url);
    return response(200).json({
      ...page,
      items: page.items.map((item) => ({
        kind: item.type as Older['HistoryEntry']['kind'],
        points: item.points,
        event: item.event,
        date: item.date,
        balance: item.balance,
        orderId: item.order_id ?? null,
        coupon: item.coupon ?? null,
        couponType: item.coupon_type ?? null,
      })),
    });
  }),
  http.get('/customers/{uuid}/articles', ({ params, response }) => {
    const state = consumerOf(params.uuid);
    return response(200).json(
      sandboxArticles.map((item) => article(item, state.readArticles.has(item.article_id))),
    );
  }),
  http.post('/customers/{uuid}/articles', async ({ params, request, response }) => {
    const { articleId } = await jsonBody(request, refuse);
    const state = consumerOf(params.uuid);
    const found = sandboxArticles.find((candidate) => candidate.article_id === articleId);
    if (!found || !found.is_available) return failure(404, 'Article not found');
    if (state.readArticles.has(found.article_id))
      return failure(409, 'Article already read', 'ARTICLE_ALREADY_READ');
    state.readArticles.add(found.article_id);
    earn(state, found.value, 'article_read');
    return response(200).json({ points: found.value });
  }),
  http.get('/customers/{uuid}/tier', ({ params, response }) =>
    response(200).json(tier(consumerOf(params.uuid).tier)),
  ),
  http.get('/customers/{uuid}/orders/{orderId}', ({ params, response }) => {
    const entry = consumerOf(params.uuid).history.find((item) => item.order_id === params.orderId);
    return entry ? response(200).json({ points: entry.points }) : failure(404, 'Order not found');
  }),
  http.get('/customers/{uuid}/campaigns', ({ params, response }) =>
    response(200).json(
      campaignsOf(params.uuid).map((item) => ({
        id: item.campaign_id,
        points: item.points,
        price: item.price,
        eligible: item.is_eligible,
      })),
    ),
  ),
  http.get('/customers/{uuid}/contest', ({ params, response }) => {
    const { contest } = consumerOf(params.uuid);
    return response(200).json({
      open: contest.is_open,
      participated: contest.has_participated,
      questions: sandboxContestQuestions,
    });
  }),
  http.post('/customers/{uuid}/contest', async ({ params, request, response }) => {
    const form = await request.formData().catch(() => null);
    if (!form) return failure(400, 'The contest entry must be sent as multipart/form-data');
    const refusal = contestEntryRefusal(form);
    if (refusal) return failure(422, refusal);
    if (!form.has('contest[0][question]')) return failure(422, 'The contest needs at least one answer');
    const state = consumerOf(params.uuid);
    if (state.contest.has_participated) return failure(409, 'Already entered', 'CONTEST_ALREADY_ENTERED');
    state.contest = { is_open: true, has_participated: true };
    return response(200).json({ open: true, participated: true, questions: sandboxContestQuestions });
  }),
];

const base = `*${sandboxPaths.loyaltyLegacy}`;
/** Every call names the tenant; customer calls also carry the customer's own identity token. */
const tenantGuard = http.untyped.all(`${base}/*`, ({ request }) =>
  hasTenant(request) ? undefined : failure(403, 'Unknown tenant'),
);
/** The customer in the path must be the token's; the buy and QR calls name theirs in the body or query (above). */
const customerGuards = ['/customers/:uuid', '/customers/:uuid/*'].map((path) =>
  http.untyped.all(`${base}${path}`, ({ request, params }) =>
    consumerRefusal(request, String(params.uuid), refuse),
  ),
);
const identityGuards = ['/prizes/buy', '/qr-code', '/qr-code/*'].map((path) =>
  http.untyped.all(`${base}${path}`, ({ request }) => consumerRefusal(request, null, refuse)),
);

export const legacyHandlers: RequestHandler[] = [
  tenantGuard,
  ...customerGuards,
  ...identityGuards,
  ...publicHandlers,
  ...customerHandlers,
];
