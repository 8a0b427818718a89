import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { CAPTCHA_HEADER, SANDBOX_CAPTCHA_TOKEN, SANDBOX_TENANT_TOKEN, sandboxPaths, TENANT_HEADER } from '../../platform';
import type { components, paths } from '../contract/generated/referral';

type ReferralCustomer = components['schemas']['ReferralCustomer'];

const http = createOpenApiHttp<paths>({ baseUrl: `*${sandboxPaths.loyalty}` });

/** The demo shopper Ada (the account sandbox's ada@example.com) and the code she shares. */
export const SANDBOX_ADA_UUID = 'a1d4c0de-0000-4000-8000-000000000001';
export const SANDBOX_REFERRAL_CODE = 'ADA-2026';
/** A second shopper's code, for joining with a friend's code. */
export const SANDBOX_FRIEND_CODE = 'FRIEND-7Q4K';

const seedCustomers = (): Map<string, ReferralCustomer> =>
  new Map([
    [SANDBOX_ADA_UUID, { uuid: SANDBOX_ADA_UUID, code: SANDBOX_REFERRAL_CODE, parent_code: null, has_first_purchase: true, tenant_code: 'DE', id: 'ref-1001' }],
    ['friend', { uuid: 'friend', code: SANDBOX_FRIEND_CODE, parent_code: null, has_first_purchase: true, tenant_code: 'DE', id: 'ref-1002' }],
  ]);

let customers = seedCustomers();

/** Back to the seed (tests, stories). */
export function resetReferralSandbox(): void {
  customers = seedCustomers();
}

/** Every other uuid gets a code made from its own letters, so any signed-in shopper has one to share. */
function customerOf(uuid: string): ReferralCustomer {
  let customer = customers.get(uuid);
  if (!customer) {
    const code = `${uuid.replace(/[^a-z0-9]/gi, '').slice(-6).toUpperCase() || 'SHOP'}-REF`;
    customer = { uuid, code, parent_code: null, has_first_purchase: false, tenant_code: 'DE', id: `ref-${customers.size + 1001}` };
    customers.set(uuid, customer);
  }
  return customer;
}

const isKnownCode = (code: string) => [...customers.values()].some((customer) => customer.code === code.trim().toUpperCase());

const problem = (code: number, message: string) => ({ code, message, data: null });
const knownTenant = (request: Request) => request.headers.get(TENANT_HEADER) === SANDBOX_TENANT_TOKEN;
const hasIdentity = (request: Request) => /^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '');

/** Checks the tenant on every referral call, and the identity token on the shopper's own ones. */
const guard = http.untyped.all(`*${sandboxPaths.loyalty}/referral/*`, ({ request }) => {
  if (!knownTenant(request)) return Response.json(problem(403, 'Unknown tenant'), { status: 403 });
  const path = new URL(request.url).pathname;
  const isPublic = path.endsWith('/referral/status') || path.endsWith('/referral/verify');
  if (!isPublic && !hasIdentity(request)) return Response.json(problem(401, 'Unauthorized'), { status: 401 });
  return undefined;
});

export const handlers: RequestHandler[] = [
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
    if (request.headers.get(CAPTCHA_HEADER) !== SANDBOX_CAPTCHA_TOKEN) return response('default').json(problem(403, 'Captcha verification failed'), { status: 403 });
    const code = (await request.json())?.code ?? '';
    if (!isKnownCode(code)) return response(422).json(problem(422, 'The referral code is not valid'));
    return response(200).json({ is_valid: true });
  }),
  http.put('/referral/customer', async ({ request, response }) => {
    const body = await request.json();
    if (!body?.uuid || !body.referral_code || !body.source) return response('default').json(problem(400, 'uuid, referral_code and source are required'), { status: 400 });
    const customer = customerOf(body.uuid);
    if (!isKnownCode(body.referral_code) || customer.code === body.referral_code.trim().toUpperCase()) {
      return response('default').json(problem(422, 'The referral code is not valid'), { status: 422 });
    }
    if (customer.parent_code) return response('default').json(problem(409, 'A referral code was applied already'), { status: 409 });
    const updated = { ...customer, parent_code: body.referral_code.trim().toUpperCase() };
    customers.set(body.uuid, updated);
    return response(200).json(updated);
  }),
];
