import { z } from 'zod';
import { createApiClient, validAnswer, tenantAndIdentityHeaders } from '../../platform';
import type { components, paths } from './generated/subscriptions';

export type WireSubscription = components['schemas']['Subscription'];
export type WireSubscriptionProduct = components['schemas']['SubscriptionProduct'];
export type WireConfiguration = components['schemas']['Configuration'];
export type WireCard = components['schemas']['Card'];

const price = z.object({ value: z.number(), currency: z.string() });
const frequency = z.object({ unit: z.enum(['week', 'month']), every: z.number().int().positive() });
const product = z.object({
  sku: z.string(),
  options: z.array(z.object({ code: z.string(), value: z.string() })),
  qty: z.number().int(),
});
const subscription = z.object({
  id: z.string(),
  configuration_id: z.string(),
  status: z.enum(['active', 'paused', 'cancelled']),
  products: z.array(product),
  price,
  frequency,
  next_delivery_date: z.string().nullable(),
  card_id: z.string().nullable(),
}) satisfies z.ZodType<WireSubscription>;
const configuration = z.object({
  id: z.string(),
  name: z.string(),
  frequency,
  products: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      unit_price: price,
      min_qty: z.number().int(),
      max_qty: z.number().int(),
      options: z.array(z.object({ code: z.string(), label: z.string(), values: z.array(z.string()) })),
    }),
  ),
}) satisfies z.ZodType<WireConfiguration>;
const card = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expiry_month: z.number().int(),
  expiry_year: z.number().int(),
  holder: z.string(),
}) satisfies z.ZodType<WireCard>;

const dataOf = <T>(schema: z.ZodType<T>) => z.object({ data: schema });

export interface SubscriptionsClientOptions {
  baseUrl: string;
  tenantToken: string;
  /** The signed-in shopper's identity token, read at call time; the service knows the shopper by it. */
  identityToken: () => string | undefined;
}

export type SubscriptionAction = 'pause' | 'resume' | 'cancel';

/**
 * The subscriptions service (spec section 7, subscriptions pair) through its OpenAPI contract, with the HTTP core's
 * timeout, error mapping and monitoring; every answer is checked before it is believed.
 */
export function createSubscriptionsClient(options: SubscriptionsClientOptions) {
  const service = 'subscriptions';
  const api = createApiClient<paths>({
    service,
    baseUrl: options.baseUrl,
    headers: tenantAndIdentityHeaders(options.tenantToken, options.identityToken),
  });
  const checked = <T>(schema: z.ZodType<T>, data: unknown) => validAnswer(dataOf(schema), data, service).data;
  const path = (id: string) => ({ params: { path: { id } } });

  return {
    /** GET /api/subscriptions/configurations */
    async configurations(): Promise<WireConfiguration[]> {
      return checked(z.array(configuration), (await api.GET('/api/subscriptions/configurations')).data);
    },
    /** GET /api/subscriptions/user */
    async userSubscriptions(): Promise<WireSubscription[]> {
      return checked(z.array(subscription), (await api.GET('/api/subscriptions/user')).data);
    },
    /** PUT /api/subscriptions/{id}: the products (sku, options of the sku, qty) it delivers from now on. */
    async update(id: string, products: WireSubscriptionProduct[]): Promise<WireSubscription> {
      return checked(
        subscription,
        (await api.PUT('/api/subscriptions/{id}', { ...path(id), body: { products } })).data,
      );
    },
    /** PUT /api/subscriptions/{id}/pause, /resume or /cancel (spec section 4's subscription actions). */
    async act(id: string, action: SubscriptionAction): Promise<WireSubscription> {
      const answer =
        action === 'pause'
          ? await api.PUT('/api/subscriptions/{id}/pause', path(id))
          : action === 'resume'
            ? await api.PUT('/api/subscriptions/{id}/resume', path(id))
            : await api.PUT('/api/subscriptions/{id}/cancel', path(id));
      return checked(subscription, answer.data);
    },
    /** GET /api/payments/cards/{id}: the saved card a subscription is charged to. */
    async card(id: string): Promise<WireCard> {
      return checked(card, (await api.GET('/api/payments/cards/{id}', path(id))).data);
    },
  };
}

export type SubscriptionsClient = ReturnType<typeof createSubscriptionsClient>;
