import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  configFromEnv,
  ConnectionError,
  HttpError,
  InvalidAnswerError,
  type StorefrontConfig,
} from '../platform';
import { sandboxHandlers } from '../platform/sandbox';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { accountBackendFor } from '../account';
import { SANDBOX_PASSWORD } from '../backends/account/sandbox';
import { sandboxCatalogueProduct } from '../backends/commerce/sandbox';
import {
  resetSubscriptionsSandbox,
  SANDBOX_ACTIVE_SUBSCRIPTION_ID,
  SANDBOX_CARD_ID,
  SANDBOX_PAUSED_SUBSCRIPTION_ID,
} from '../backends/subscriptions/sandbox';
import { createSubscriptionsClient } from '../backends/subscriptions';
import { createSubscriptionsApi } from './api';
import { actionsFor } from './types';

let sandbox: RunningSandbox;
let config: StorefrontConfig;
let adaToken: string;
let newToken: string;

const signIn = async (email: string) =>
  (await accountBackendFor(config).signIn({ email, password: SANDBOX_PASSWORD })).token;

beforeAll(async () => {
  sandbox = await startSandboxServer(sandboxHandlers);
  config = configFromEnv({}, sandbox.origin);
  adaToken = await signIn('ada@example.com');
  newToken = await signIn('new@example.com');
});
afterAll(() => sandbox.close());
beforeEach(() => resetSubscriptionsSandbox());

const ada = () => createSubscriptionsApi(config, () => adaToken);
const adaClient = () =>
  createSubscriptionsClient({
    baseUrl: config.backends.subscriptions,
    tenantToken: config.tenantToken,
    identityToken: () => adaToken,
  });

describe('subscriptions calls (spec section 7, subscriptions pair)', () => {
  it('GET /api/subscriptions/configurations: each configuration names its products with quantity limits', async () => {
    const configurations = await adaClient().configurations();
    const sticks = configurations.find((configuration) => configuration.id === 'sticks-monthly');
    expect(sticks?.products[0]).toMatchObject({ sku: 'STICKS-AMBER', min_qty: 1, max_qty: 5 });
  });

  it('configurations: every product is named and priced as the catalogue sells it (Amber Sticks €6.50, not a second price)', async () => {
    const configurations = await adaClient().configurations();
    for (const product of configurations.flatMap((configuration) => configuration.products))
      expect([product.sku, product.name, product.unit_price.value]).toEqual([
        product.sku,
        sandboxCatalogueProduct(product.sku)?.name,
        sandboxCatalogueProduct(product.sku)?.price,
      ]);
    const sticks = configurations.find((configuration) => configuration.id === 'sticks-monthly');
    expect(sticks?.products.find((product) => product.sku === 'STICKS-AMBER')?.unit_price).toEqual({
      value: 6.5,
      currency: 'EUR',
    });
  });

  it('GET /api/subscriptions/user: the seeded shopper has one active and one paused subscription', async () => {
    const subscriptions = await ada().list();
    expect(subscriptions.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: SANDBOX_ACTIVE_SUBSCRIPTION_ID, status: 'active' },
      { id: SANDBOX_PAUSED_SUBSCRIPTION_ID, status: 'paused' },
    ]);
    const [active] = subscriptions;
    expect(active).toMatchObject({
      name: 'Monthly sticks',
      // Two cartons of Amber Sticks at the catalogue's €6.50.
      price: { value: 13, currency: 'EUR' },
      frequency: { unit: 'month', every: 1 },
      nextDelivery: '2026-12-15',
      lines: [{ sku: 'STICKS-AMBER', name: 'Amber Sticks', quantity: 2, minQuantity: 1, maxQuantity: 5 }],
    });
  });

  it('GET /api/subscriptions/user: another shopper has none, a guest is refused (401)', async () => {
    expect(await createSubscriptionsApi(config, () => newToken).list()).toEqual([]);
    await expect(createSubscriptionsApi(config, () => undefined).list()).rejects.toMatchObject({
      status: 401,
    });
  });

  it('GET /api/payments/cards/{id}: the card a subscription is charged to, last four digits only', async () => {
    expect(await adaClient().card(SANDBOX_CARD_ID)).toEqual({
      id: SANDBOX_CARD_ID,
      brand: 'Visa',
      last4: '4242',
      expiry_month: 12,
      expiry_year: 2028,
      holder: 'Ada Lovelace',
    });
    const [active] = await ada().list();
    expect(active?.card).toEqual({ brand: 'Visa', last4: '4242', expiry: '12/2028' });
  });

  it("GET /api/payments/cards/{id}: another shopper's card is not found (404)", async () => {
    const other = createSubscriptionsClient({
      baseUrl: config.backends.subscriptions,
      tenantToken: config.tenantToken,
      identityToken: () => newToken,
    });
    await expect(other.card(SANDBOX_CARD_ID)).rejects.toMatchObject({ status: 404 });
  });

  it('PUT /api/subscriptions/{id}/pause: an active subscription pauses and has no next delivery', async () => {
    const paused = await ada().act(SANDBOX_ACTIVE_SUBSCRIPTION_ID, 'pause');
    expect(paused).toMatchObject({ status: 'paused', nextDelivery: null });
  });

  it('PUT /api/subscriptions/{id}/pause: a subscription cannot be paused twice (409, in the service words)', async () => {
    const failure = await ada()
      .act(SANDBOX_PAUSED_SUBSCRIPTION_ID, 'pause')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 409, userMessage: 'This subscription is already paused.' });
  });

  it('PUT /api/subscriptions/{id}/resume: a paused subscription is active again with a next delivery one period on', async () => {
    const resumed = await ada().act(SANDBOX_PAUSED_SUBSCRIPTION_ID, 'resume');
    expect(resumed.status).toBe('active');
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 3);
    expect(resumed.nextDelivery).toBe(next.toISOString().slice(0, 10));
  });

  it('PUT /api/subscriptions/{id}/cancel: cancelled for good; it cannot be resumed or changed afterwards', async () => {
    expect(await ada().act(SANDBOX_ACTIVE_SUBSCRIPTION_ID, 'cancel')).toMatchObject({
      status: 'cancelled',
      nextDelivery: null,
    });
    await expect(ada().act(SANDBOX_ACTIVE_SUBSCRIPTION_ID, 'resume')).rejects.toMatchObject({
      status: 409,
      userMessage: 'A cancelled subscription cannot be changed.',
    });
  });

  it('PUT /api/subscriptions/{id}: products (sku, options of the sku, qty) change and the price follows', async () => {
    const updated = await ada().update(SANDBOX_ACTIVE_SUBSCRIPTION_ID, [
      { sku: 'STICKS-RUBY', options: [], quantity: 3 },
    ]);
    expect(updated.lines).toMatchObject([{ sku: 'STICKS-RUBY', name: 'Ruby Sticks', quantity: 3 }]);
    // Ruby Sticks cost €6.90 a carton in the catalogue, so three a month are €20.70.
    expect(updated.price).toEqual({ value: 20.7, currency: 'EUR' });
    const withOption = await ada().update(SANDBOX_PAUSED_SUBSCRIPTION_ID, [
      { sku: 'CASE', options: [{ code: 'colour', value: 'Black' }], quantity: 2 },
    ]);
    expect(withOption.lines[0]).toMatchObject({ options: [{ code: 'colour', value: 'Black' }], quantity: 2 });
  });

  it("PUT /api/subscriptions/{id}: a quantity beyond the configuration's limits is refused (422) and nothing changes", async () => {
    await expect(
      ada().update(SANDBOX_ACTIVE_SUBSCRIPTION_ID, [{ sku: 'STICKS-AMBER', options: [], quantity: 6 }]),
    ).rejects.toMatchObject({
      status: 422,
      userMessage: 'The quantity of Amber Sticks must be between 1 and 5.',
    });
    const [active] = await ada().list();
    expect(active?.lines[0]?.quantity).toBe(2);
  });
});

describe('subscription rules', () => {
  it('spec section 4, subscription actions: active offers pause and cancel, paused resume and cancel, cancelled none', () => {
    expect(actionsFor('active')).toEqual(['pause', 'cancel']);
    expect(actionsFor('paused')).toEqual(['resume', 'cancel']);
    expect(actionsFor('cancelled')).toEqual([]);
  });

  it('spec section 8, statuses: a 5xx rejects and is not believed; a malformed 200 is an InvalidAnswerError', async () => {
    const failing = await startSandboxServer([
      http.get('*/sandbox/subscriptions/api/subscriptions/user', () =>
        HttpResponse.json({ code: 500, message: 'down' }, { status: 500 }),
      ),
      http.get('*/sandbox/subscriptions/api/subscriptions/configurations', () =>
        HttpResponse.json({ data: [{ id: 1 }] }),
      ),
    ]);
    try {
      const api = createSubscriptionsApi(configFromEnv({}, failing.origin), () => adaToken);
      await expect(api.list()).rejects.toBeInstanceOf(Error);
      const client = createSubscriptionsClient({
        baseUrl: configFromEnv({}, failing.origin).backends.subscriptions,
        tenantToken: 'sandbox-tenant',
        identityToken: () => adaToken,
      });
      await expect(client.userSubscriptions()).rejects.toMatchObject({ status: 500 });
      await expect(client.configurations()).rejects.toBeInstanceOf(InvalidAnswerError);
    } finally {
      await failing.close();
    }
  });

  it('spec section 8, network failure: an unreachable service rejects with a connection error', async () => {
    const api = createSubscriptionsApi(
      configFromEnv({ SUBSCRIPTIONS_API_URL: 'http://127.0.0.1:9' }, sandbox.origin),
      () => adaToken,
    );
    await expect(api.list()).rejects.toBeInstanceOf(ConnectionError);
  });
});
