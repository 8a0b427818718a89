import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import {
  CAPTCHA_HEADER,
  SANDBOX_CAPTCHA_TOKEN,
  SANDBOX_TENANT_TOKEN,
  sandboxPaths,
  TENANT_HEADER,
} from '../../../platform';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { jsonBody } from '../../../platform/sandbox/requests';
import type { components, paths } from '../generated/referral';
import type { paths as NewerPaths } from '../generated/referral-evo';

type ReferralCustomer = components['schemas']['ReferralCustomer'];

/**
 * The referral service lives under the loyalty base URL, so it answers under both loyalty backends' bases: the older
 * loyalty configuration (LOYALTY_API_URL at loyalty-legacy) reaches it there, over the same store.
 */
const referralBases = [sandboxPaths.loyalty, sandboxPaths.loyaltyLegacy] as const;
/** The newer backend's two referral calls live on the newer account backend (spec section 7). */
const newerHttp = createOpenApiHttp<NewerPaths>({ baseUrl: `*${sandboxPaths.accountEvo}` });

/** The demo shopper Ada (the account sandbox's ada@example.com) and the code she shares. */
export const SANDBOX_ADA_UUID = 'a1d4c0de-0000-4000-8000-000000000001';
export const SANDBOX_REFERRAL_CODE = 'ADA-2026';
/** A second shopper's code, for joining with a friend's code. */
export const SANDBOX_FRIEND_CODE = 'FRIEND-7Q4K';

const SEEDED = [
  {
    uuid: SANDBOX_ADA_UUID,
    code: SANDBOX_REFERRAL_CODE,
    parent_code: null,
    has_first_purchase: true,
    tenant_code: 'DE',
    id: 'ref-1001',
  },
  {
    uuid: 'friend',
    code: SANDBOX_FRIEND_CODE,
    parent_code: null,
    has_first_purchase: true,
    tenant_code: 'DE',
    id: 'ref-1002',
  },
] satisfies ReferralCustomer[];
const seededUuids = new Set(SEEDED.map((customer) => customer.uuid));

/** Any uuid makes a customer, so the newest SANDBOX_STORE_LIMIT are kept; the two seeded ones always stay. */
function seedCustomers(): BoundedMap<string, ReferralCustomer> {
  const map = new BoundedMap<string, ReferralCustomer>(undefined, (uuid) => seededUuids.has(uuid));
  for (const customer of SEEDED) map.set(customer.uuid, { ...customer });
  return map;
}
let nextId = 1003;

let customers = seedCustomers();

/** Back to the seed (tests, stories). */
export function resetReferralSandbox(): void {
  customers = seedCustomers();
  nextId = 1003;
}

/** Every other uuid gets a code made from its own letters, so any signed-in shopper has one to share. */
function customerOf(uuid: string): ReferralCustomer {
  let customer = customers.get(uuid);
  if (!customer) {
    const code = `${
      uuid
        .replace(/[^a-z0-9]/gi, '')
        .slice(-6)
        .toUpperCase() || 'SHOP'
    }-REF`;
    customer = {
      uuid,
      code,
      parent_code: null,
      has_first_purchase: false,
      tenant_code: 'DE',
      id: `ref-${nextId++}`,
    };
    customers.set(uuid, customer);
  }
  return customer;
}

const codeOf = (code: unknown) => (typeof code === 'string' ? code.trim().toUpperCase() : '');
const isKnownCode = (code: unknown) =>
  codeOf(code) !== '' && [...customers.values()].some((customer) => customer.code === codeOf(code));

/** The friend's code a shopper joined with, recorded once (both backends' update calls share this). */
function applyCode(
  uuid: string,
  code: unknown,
): { customer: ReferralCustomer } | { status: 409 | 422; message: string } {
  const customer = customerOf(uuid);
  if (!isKnownCode(code) || customer.code === codeOf(code))
    return { status: 422, message: 'The referral code is not valid' };
  if (customer.parent_code) return { status: 409, message: 'A referral code was applied already' };
  const updated = { ...customer, parent_code: codeOf(code) };
  customers.set(uuid, updated);
  return { customer: updated };
}

const problem = (code: number, message: string) => ({ code, message, data: null });
const knownTenant = (request: Request) => request.headers.get(TENANT_HEADER) === SANDBOX_TENANT_TOKEN;
const hasIdentity = (request: Request) => /^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '');

/** The referral service's own calls under one loyalty base; the tenant is checked on every call, the identity on the shopper's own. */
function referralServiceHandlers(base: (typeof referralBases)[number]): RequestHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl: `*${base}` });
  const guard = http.untyped.all(`*${base}/referral/*`, ({ request }) => {
    if (!knownTenant(request)) return Response.json(problem(403, 'Unknown tenant'), { status: 403 });
    const path = new URL(request.url).pathname;
    const isPublic = path.endsWith('/referral/status') || path.endsWith('/referral/verify');
    if (!isPublic && !hasIdentity(request))
      return Response.json(problem(401, 'Unauthorized'), { status: 401 });
    return undefined;
  });
  return [
    guard,
    http.get('/referral/status', ({ response }) => response(200).json({ isActive: true })),
    http.get('/referral/customer/{id}', ({ params, response }) => response(200).json(customerOf(params.id))),
    http.get('/referral/referrer/{id}/stats', ({ params, response }) =>
      response(200).json(
        params.id === SANDBOX_ADA_UUID
          ? { referees_count: 4, completed_first_order_count: 3, earned_points: 750 }
          : { referees_count: 0, completed_first_order_count: 0, earned_points: 0 },
      ),
    ),
    http.post('/referral/verify', async ({ request, response }) => {
      if (request.headers.get(CAPTCHA_HEADER) !== SANDBOX_CAPTCHA_TOKEN)
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
    if (!knownTenant(request))
      return response('default').json(problem(403, 'Unknown tenant'), { status: 403 });
    if (request.headers.get(CAPTCHA_HEADER) !== SANDBOX_CAPTCHA_TOKEN)
      return response('default').json(problem(403, 'Captcha verification failed'), { status: 403 });
    if (!isKnownCode(params.code)) return response(422).json(problem(422, 'The referral code is not valid'));
    return response(200).json({ code: 200, message: 'OK', data: { is_valid: true } });
  }),
  newerHttp.patch('/api/users/{uuid}/profile/referrer-code', async ({ request, params, response }) => {
    if (!knownTenant(request))
      return response('default').json(problem(403, 'Unknown tenant'), { status: 403 });
    if (!hasIdentity(request)) return response('default').json(problem(401, 'Unauthorized'), { status: 401 });
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
