import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { hasTenant, jsonBody } from '../../../platform/sandbox/requests';
import { signedInAs } from '../../account/sandbox';
import type { components as Newer, paths as NewerPaths } from '../generated/coupons-evo';
import type { paths as OlderPaths } from '../generated/coupons-legacy';
import { OUT_OF_COUPONS_MESSAGE, sandboxCouponProviders } from './seed';

export { OUT_OF_COUPONS_MESSAGE, sandboxCouponProviders } from './seed';

type Coupon = Newer['schemas']['Coupon'];

/** The coupons each shopper holds, by provider (both sides share them, as the one real service would). */
let held = new BoundedMap<string, Map<string, Coupon>>();
/** Providers that refuse every request (the out-of-coupons tests). */
const exhausted = new Set<string>();
/** Stories fix the clock and number the codes, so the dates and codes they photograph hold still. */
let fixedAt: Date | null = null;
let drawn = 0;
const now = () => (fixedAt ? new Date(fixedAt) : new Date());

/** Fixes the clock and numbers the codes from 1 (stories); returns the way back to real time and random codes. */
export function fixCouponsSandbox(at: Date): () => void {
  fixedAt = at;
  drawn = 0;
  return () => {
    fixedAt = null;
  };
}

/** Back to the seed: nobody holds a coupon, every provider has some. */
export function resetCouponsSandbox(): void {
  held = new BoundedMap();
  exhausted.clear();
  fixedAt = null;
  drawn = 0;
}

/** The provider runs out: every request to it fails with 409 and the provider's message. */
export function exhaustCouponProvider(providerId: string): void {
  exhausted.add(providerId);
}

type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A partner-style code: the partner's first letters and eight hex digits, unguessable outside a fixed story. */
function couponCode(providerId: string): string {
  drawn += 1;
  const letters = fixedAt
    ? drawn.toString(16).padStart(8, '0').toUpperCase()
    : crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
  return `${providerId.slice(0, 3).toUpperCase()}-${letters}`;
}

function providersFor(request: Request, uuid: string): Outcome<Newer['schemas']['Provider'][]> {
  if (!hasTenant(request)) return { ok: false, status: 403, message: 'Unknown tenant.' };
  const me = signedInAs(request.headers.get('authorization'), uuid);
  if (!me.ok) return me;
  const mine = held.get(uuid);
  return {
    ok: true,
    value: sandboxCouponProviders.map(({ validDays: _validDays, ...provider }) => ({
      ...provider,
      coupon: mine?.get(provider.id) ?? null,
    })),
  };
}

function request(request: Request, uuid: unknown, providerId: unknown): Outcome<Coupon> {
  if (!hasTenant(request)) return { ok: false, status: 403, message: 'Unknown tenant.' };
  if (typeof uuid !== 'string' || !uuid) return { ok: false, status: 400, message: 'The uuid is required.' };
  const me = signedInAs(request.headers.get('authorization'), uuid);
  if (!me.ok) return me;
  const provider = sandboxCouponProviders.find((candidate) => candidate.id === providerId);
  if (!provider) return { ok: false, status: 404, message: 'This coupon partner does not exist.' };
  const mine = held.get(uuid) ?? new Map<string, Coupon>();
  if (mine.has(provider.id))
    return { ok: false, status: 409, message: 'You already have a coupon from this partner.' };
  if (exhausted.has(provider.id)) return { ok: false, status: 409, message: OUT_OF_COUPONS_MESSAGE };
  const at = now().getTime();
  const coupon: Coupon = {
    code: couponCode(provider.id),
    provider_id: provider.id,
    requested_at: new Date(at).toISOString(),
    expires_at: provider.validDays === null ? null : new Date(at + provider.validDays * DAY_MS).toISOString(),
  };
  mine.set(provider.id, coupon);
  held.set(uuid, mine);
  return { ok: true, value: coupon };
}

function newerHandlers(): RequestHandler[] {
  const http = createOpenApiHttp<NewerPaths>({ baseUrl: `*${sandboxPaths.accountEvo}` });
  const failure = (outcome: { status: number; message: string }) =>
    Response.json({ code: outcome.status, message: outcome.message, data: null }, { status: outcome.status });
  return [
    http.get('/coupons/external/providers/{id}', ({ request: incoming, params, response }) => {
      const outcome = providersFor(incoming, params.id);
      if (!outcome.ok) return failure(outcome);
      return response(200).json({ code: 200, message: 'OK', data: outcome.value });
    }),
    http.post('/users/{uuid}/coupons', async ({ request: incoming, params, response }) => {
      const outcome = request(incoming, params.uuid, (await jsonBody(incoming)).provider_id);
      if (!outcome.ok) return failure(outcome);
      return response(201).json({ code: 201, message: 'Created', data: outcome.value });
    }),
  ];
}

function olderHandlers(): RequestHandler[] {
  const http = createOpenApiHttp<OlderPaths>({ baseUrl: `*${sandboxPaths.accountLegacy}` });
  const failure = (outcome: { status: number; message: string }) =>
    Response.json({ message: outcome.message }, { status: outcome.status });
  return [
    http.get('/coupons/external/providers/{id}', ({ request: incoming, params, response }) => {
      const outcome = providersFor(incoming, params.id);
      if (!outcome.ok) return failure(outcome);
      return response(200).json(outcome.value);
    }),
    http.post('/coupons/external/request', async ({ request: incoming, response }) => {
      const body = await jsonBody(incoming);
      const outcome = request(incoming, body.uuid, body.provider_id);
      if (!outcome.ok) return failure(outcome);
      return response(200).json(outcome.value);
    }),
  ];
}

/** Both sides of the pair, on the two account sandboxes. */
export const handlers: RequestHandler[] = [...newerHandlers(), ...olderHandlers()];
