import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { onSandboxEvent } from '../../../platform/sandbox/events';
import { hasTenant, jsonBody } from '../../../platform/sandbox/requests';
import { accountOfToken, sandboxAccounts } from '../../account/sandbox';
import { sandboxCatalogueProduct } from '../../commerce/sandbox';
import type { components, paths } from '../generated/subscriptions';

type Subscription = components['schemas']['Subscription'];
type Configuration = components['schemas']['Configuration'];
type Card = components['schemas']['Card'];

const http = createOpenApiHttp<paths>({ baseUrl: `*${sandboxPaths.subscriptions}` });

const ADA_UUID = sandboxAccounts.find((account) => account.email === 'ada@example.com')!.uuid;

/** The card both of Ada's subscriptions are charged to. */
export const SANDBOX_CARD_ID = 'card-4242';
/** Ada's active subscription and her paused one. */
export const SANDBOX_ACTIVE_SUBSCRIPTION_ID = 'sub-1001';
export const SANDBOX_PAUSED_SUBSCRIPTION_ID = 'sub-1002';

const eur = (value: number) => ({ value, currency: 'EUR' });

type Offer = Configuration['products'][number];

/** A product of a configuration, named and priced as the shop's catalogue sells it (one price for one product). */
function offer(
  sku: string,
  limits: Pick<Offer, 'min_qty' | 'max_qty'>,
  options: Offer['options'] = [],
): Offer {
  const product = sandboxCatalogueProduct(sku);
  if (!product)
    throw new Error(`The subscriptions sandbox offers ${sku}, which the catalogue does not sell.`);
  return { sku, name: product.name, unit_price: eur(product.price), ...limits, options };
}

/** The subscription product the shop sells (its order starts a Monthly sticks subscription). */
const SUBSCRIPTION_PRODUCT = 'STICKS-SUBSCRIPTION';

export const sandboxConfigurations: Configuration[] = [
  {
    id: 'sticks-monthly',
    name: 'Monthly sticks',
    frequency: { unit: 'month', every: 1 },
    products: [
      offer('STICKS-AMBER', { min_qty: 1, max_qty: 5 }),
      offer('STICKS-MINT', { min_qty: 1, max_qty: 5 }),
      offer('STICKS-RUBY', { min_qty: 1, max_qty: 5 }),
      offer(SUBSCRIPTION_PRODUCT, { min_qty: 1, max_qty: 1 }),
    ],
  },
  {
    id: 'device-care',
    name: 'Device care',
    frequency: { unit: 'month', every: 3 },
    products: [
      offer('CASE', { min_qty: 1, max_qty: 2 }, [
        { code: 'colour', label: 'Colour', values: ['Cognac', 'Black'] },
      ]),
      offer('CHARGER', { min_qty: 1, max_qty: 2 }),
    ],
  },
];

const round = (value: number) => Math.round(value * 100) / 100;

const configurationOf = (id: string) => sandboxConfigurations.find((candidate) => candidate.id === id)!;

const seededSubscriptions = (): Subscription[] => [
  {
    id: SANDBOX_ACTIVE_SUBSCRIPTION_ID,
    configuration_id: 'sticks-monthly',
    status: 'active',
    products: [{ sku: 'STICKS-AMBER', options: [], qty: 2 }],
    price: priceOf([{ sku: 'STICKS-AMBER', options: [], qty: 2 }], configurationOf('sticks-monthly')),
    frequency: { unit: 'month', every: 1 },
    next_delivery_date: '2026-12-15',
    card_id: SANDBOX_CARD_ID,
  },
  {
    id: SANDBOX_PAUSED_SUBSCRIPTION_ID,
    configuration_id: 'device-care',
    status: 'paused',
    products: [{ sku: 'CASE', options: [{ code: 'colour', value: 'Cognac' }], qty: 1 }],
    price: priceOf([{ sku: 'CASE', options: [], qty: 1 }], configurationOf('device-care')),
    frequency: { unit: 'month', every: 3 },
    next_delivery_date: null,
    card_id: SANDBOX_CARD_ID,
  },
];

const cards: Record<string, { owner: string; card: Card }> = {
  [SANDBOX_CARD_ID]: {
    owner: ADA_UUID,
    card: {
      id: SANDBOX_CARD_ID,
      brand: 'Visa',
      last4: '4242',
      expiry_month: 12,
      expiry_year: 2028,
      holder: 'Ada Lovelace',
    },
  },
};

/** Subscriptions per shopper uuid: Ada's seeded ones, and one per subscription product a customer orders. */
const seed = () =>
  new BoundedMap<string, Subscription[]>(undefined, (uuid) => uuid === ADA_UUID).set(
    ADA_UUID,
    seededSubscriptions(),
  );
let byShopper = seed();
let nextSubscription = 1;

/** Back to the seed (tests, stories). */
export function resetSubscriptionsSandbox(): void {
  byShopper = seed();
  nextSubscription = 1;
}

/**
 * The commerce backend tells the service of every placed order, as the real one does: each subscription product
 * ordered starts a subscription of its configuration, at the catalogue's price, charged to nothing yet (the shopper
 * paid the first delivery with the order), its first repeat one period after today.
 */
onSandboxEvent('orderPlaced', ({ shopperUuid, items }) => {
  const configuration = configurationOf('sticks-monthly');
  for (const item of items) {
    if (item.sku !== SUBSCRIPTION_PRODUCT) continue;
    const products: Products = [{ sku: item.sku, options: [], qty: 1 }];
    const started: Subscription = {
      id: `sub-${String(2000 + nextSubscription++)}`,
      configuration_id: configuration.id,
      status: 'active',
      products,
      price: priceOf(products, configuration),
      frequency: configuration.frequency,
      next_delivery_date: nextDeliveryFrom(new Date(), configuration.frequency),
      card_id: null,
    };
    byShopper.set(shopperUuid, [...(byShopper.get(shopperUuid) ?? []), started]);
  }
});

const problem = (code: number, message: string) => Response.json({ code, message }, { status: code });

/** The shopper the identity token names, or the refusal a real service gives. */
function shopperOf(request: Request): string | Response {
  if (!hasTenant(request)) return problem(403, 'Unknown tenant');
  const account = accountOfToken(request.headers.get('authorization'));
  return account ? account.uuid : problem(401, 'Session expired or missing. Please sign in again.');
}

function subscriptionOf(request: Request, id: string): Subscription | Response {
  const shopper = shopperOf(request);
  if (shopper instanceof Response) return shopper;
  return (
    byShopper.get(shopper)?.find((subscription) => subscription.id === id) ??
    problem(404, 'Subscription not found')
  );
}

/** The first delivery after today, one period on (a resumed subscription starts a new period). */
function nextDeliveryFrom(today: Date, frequency: Subscription['frequency']): string {
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  if (frequency.unit === 'week') next.setUTCDate(next.getUTCDate() + 7 * frequency.every);
  else next.setUTCMonth(next.getUTCMonth() + frequency.every);
  return next.toISOString().slice(0, 10);
}

type Products = Subscription['products'];

/** The products as the configuration allows them, or why not (422, as the real service answers). */
function checkedProducts(body: Record<string, unknown>, configuration: Configuration): Products | Response {
  const products = body.products;
  if (!Array.isArray(products) || products.length === 0)
    return problem(422, 'A subscription needs at least one product.');
  const checked: Products = [];
  for (const item of products as unknown[]) {
    const { sku, qty, options = [] } = (item ?? {}) as Record<string, unknown>;
    const allowed = configuration.products.find((product) => product.sku === sku);
    if (!allowed) return problem(422, 'This product is not part of the subscription.');
    if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < allowed.min_qty || qty > allowed.max_qty)
      return problem(
        422,
        `The quantity of ${allowed.name} must be between ${allowed.min_qty} and ${allowed.max_qty}.`,
      );
    if (!Array.isArray(options)) return problem(422, 'Options must be a list.');
    const chosen: Products[number]['options'] = [];
    for (const option of options as unknown[]) {
      const { code, value } = (option ?? {}) as Record<string, unknown>;
      const known = allowed.options.find((candidate) => candidate.code === code);
      if (!known || typeof value !== 'string' || !known.values.includes(value))
        return problem(422, `This option is not offered for ${allowed.name}.`);
      chosen.push({ code: known.code, value });
    }
    checked.push({ sku: allowed.sku, options: chosen, qty });
  }
  return checked;
}

function priceOf(products: Products, configuration: Configuration): Subscription['price'] {
  const lines = products.map((item) => {
    const unit = configuration.products.find((product) => product.sku === item.sku)!.unit_price;
    return { value: unit.value * item.qty, currency: unit.currency };
  });
  return { value: round(lines.reduce((sum, line) => sum + line.value, 0)), currency: lines[0]!.currency };
}

function replace(updated: Subscription): Subscription {
  for (const list of byShopper.values()) {
    const index = list.findIndex((subscription) => subscription.id === updated.id);
    if (index >= 0) list[index] = updated;
  }
  return updated;
}

/** Pause, resume and cancel take no body; one that is sent must still be JSON, as for any call (400 otherwise). */
async function refuseBrokenBody(request: Request): Promise<void> {
  if ((await request.clone().text()) !== '') await jsonBody(request);
}

const cancelledRefusal = () => problem(409, 'A cancelled subscription cannot be changed.');

export const handlers: RequestHandler[] = [
  http.get('/api/subscriptions/configurations', ({ request, response }) => {
    const shopper = shopperOf(request);
    if (shopper instanceof Response) return shopper;
    return response(200).json({ data: sandboxConfigurations });
  }),
  http.get('/api/subscriptions/user', ({ request, response }) => {
    const shopper = shopperOf(request);
    if (shopper instanceof Response) return shopper;
    return response(200).json({ data: byShopper.get(shopper) ?? [] });
  }),
  http.put('/api/subscriptions/{id}', async ({ request, params, response }) => {
    // The body is read first: a broken one is refused (400) before anything else is looked at.
    const body = await jsonBody(request);
    const subscription = subscriptionOf(request, params.id);
    if (subscription instanceof Response) return subscription;
    if (subscription.status === 'cancelled') return cancelledRefusal();
    const configuration = configurationOf(subscription.configuration_id);
    const products = checkedProducts(body, configuration);
    if (products instanceof Response) return products;
    return response(200).json({
      data: replace({ ...subscription, products, price: priceOf(products, configuration) }),
    });
  }),
  http.put('/api/subscriptions/{id}/pause', async ({ request, params, response }) => {
    await refuseBrokenBody(request);
    const subscription = subscriptionOf(request, params.id);
    if (subscription instanceof Response) return subscription;
    if (subscription.status === 'cancelled') return cancelledRefusal();
    if (subscription.status === 'paused') return problem(409, 'This subscription is already paused.');
    return response(200).json({
      data: replace({ ...subscription, status: 'paused', next_delivery_date: null }),
    });
  }),
  http.put('/api/subscriptions/{id}/resume', async ({ request, params, response }) => {
    await refuseBrokenBody(request);
    const subscription = subscriptionOf(request, params.id);
    if (subscription instanceof Response) return subscription;
    if (subscription.status === 'cancelled') return cancelledRefusal();
    if (subscription.status === 'active') return problem(409, 'This subscription is not paused.');
    const next = nextDeliveryFrom(new Date(), subscription.frequency);
    return response(200).json({
      data: replace({ ...subscription, status: 'active', next_delivery_date: next }),
    });
  }),
  http.put('/api/subscriptions/{id}/cancel', async ({ request, params, response }) => {
    await refuseBrokenBody(request);
    const subscription = subscriptionOf(request, params.id);
    if (subscription instanceof Response) return subscription;
    if (subscription.status === 'cancelled') return problem(409, 'This subscription is already cancelled.');
    return response(200).json({
      data: replace({ ...subscription, status: 'cancelled', next_delivery_date: null }),
    });
  }),
  http.get('/api/payments/cards/{id}', ({ request, params, response }) => {
    const shopper = shopperOf(request);
    if (shopper instanceof Response) return shopper;
    const saved = Object.hasOwn(cards, params.id) ? cards[params.id] : undefined;
    if (!saved || saved.owner !== shopper) return problem(404, 'Card not found');
    return response(200).json({ data: saved.card });
  }),
];
