import type { RequestHandler } from 'msw';
import { hasTenant } from '../../../platform/sandbox/requests';
import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import { accountOfToken, sandboxAccounts } from '../../account/sandbox';
import type { components, paths as NewerPaths } from '../generated/offline-purchases-evo';
import type { paths as OlderPaths } from '../generated/offline-purchases-legacy';

type OfflinePurchase = components['schemas']['OfflinePurchase'];

/** Ada, the seeded shopper, bought in two shops; Grace (the other seeded account) never did. */
const ADA_UUID = sandboxAccounts.find((account) => account.email === 'ada@example.com')!.uuid;

export const sandboxOfflinePurchases: readonly OfflinePurchase[] = [
  {
    action_id: 'pos-20261102-0041',
    datetime: '2026-11-02T16:24:00Z',
    type: 'purchase',
    store: { id: 'store-berlin-mitte', name: 'Flagship Store Berlin Mitte', city: 'Berlin' },
    items: [
      {
        sku: 'device-pro-black',
        name: 'Device Pro, black',
        quantity: 1,
        price: { value: 79, currency: 'EUR' },
      },
      { sku: 'sticks-amber', name: 'Amber sticks', quantity: 2, price: { value: 6.5, currency: 'EUR' } },
    ],
    total: { value: 92, currency: 'EUR' },
  },
  {
    action_id: 'pos-20260914-0007',
    datetime: '2026-09-14T09:05:00Z',
    type: 'purchase',
    store: { id: 'store-hamburg-airport', name: 'Hamburg Airport kiosk', city: 'Hamburg' },
    items: [{ sku: 'sticks-teal', name: 'Teal sticks', quantity: 3, price: { value: 6.5, currency: 'EUR' } }],
    total: { value: 19.5, currency: 'EUR' },
  },
];

/** The consent link Ada's confirmation e-mail carries; validating it again still answers that it is confirmed. */
export const SANDBOX_CONSENT_HASH = '5f2b9c1e7a4d4e0b9c3f6a8d2e1b7c40';
/** What a consent hash looks like: the service refuses anything else before looking it up. */
const HASH_FORMAT = /^[a-f0-9]{32}$/;

const problem = (code: number, message: string) => ({ code, message, data: null });
const refuse = (code: number, message: string) => Response.json(problem(code, message), { status: code });

/** Tenant, then a live identity token, then a known consumer who is the token's own shopper. */
function purchasesOf(request: Request, uuid: string): readonly OfflinePurchase[] | Response {
  if (!hasTenant(request)) return refuse(403, 'Unknown tenant');
  const account = accountOfToken(request.headers.get('authorization'));
  if (!account) return refuse(401, 'Session expired or missing. Please sign in again.');
  if (!sandboxAccounts.some((known) => known.uuid === uuid) && account.uuid !== uuid)
    return refuse(404, 'Consumer not found');
  if (account.uuid !== uuid) return refuse(403, 'These purchases belong to another consumer.');
  return uuid === ADA_UUID ? sandboxOfflinePurchases : [];
}

/** Tenant, then the hash's form (422), then whether any e-mail carried it (404). */
function consentRefusal(request: Request, hash: string): Response | undefined {
  if (!hasTenant(request)) return refuse(403, 'Unknown tenant');
  if (!HASH_FORMAT.test(hash)) return refuse(422, 'The consent hash is invalid.');
  if (hash !== SANDBOX_CONSENT_HASH) return refuse(404, 'No consent request matches this link.');
  return undefined;
}

function newerHandlers(baseUrl: string) {
  const http = createOpenApiHttp<NewerPaths>({ baseUrl });
  return [
    http.get('/api/leads/{uuid}/actions/purchase', ({ request, params, response }) => {
      const purchases = purchasesOf(request, params.uuid);
      if (purchases instanceof Response) return purchases;
      return response(200).json({ code: 200, message: 'OK', data: [...purchases] });
    }),
    http.post('/api/leads/consents/validate/{hash}', ({ request, params, response }) => {
      const refused = consentRefusal(request, params.hash);
      if (refused) return refused;
      return response(200).json({
        code: 200,
        message: 'OK',
        data: { token: `lead-${params.hash.slice(0, 12)}` },
      });
    }),
  ];
}

function olderHandlers(baseUrl: string) {
  const http = createOpenApiHttp<OlderPaths>({ baseUrl });
  return [
    http.get('/consumers/{userUuid}/actions/purchase', ({ request, params, response }) => {
      const purchases = purchasesOf(request, params.userUuid);
      if (purchases instanceof Response) return purchases;
      return response(200).json([...purchases]);
    }),
    http.post('/consent/validate/{hash}', ({ request, params, response }) => {
      const refused = consentRefusal(request, params.hash);
      if (refused) return refused;
      return response(200).json({ status: 'validated' });
    }),
  ];
}

/** The newer API on the newer engagement base (the default), the older one at the older base's root. */
export const handlers: RequestHandler[] = [
  ...newerHandlers(`*${sandboxPaths.engagementEvo}`),
  ...olderHandlers(`*${sandboxPaths.engagement}`),
];
