import { storedIdentity, type StorefrontConfig } from '../platform';
import { createSubscriptionsClient, type WireCard } from '../backends/subscriptions';
import {
  cardFrom,
  subscriptionFrom,
  type SavedCard,
  type Subscription,
  type SubscriptionAction,
  type SubscriptionProductChange,
} from './types';

export type SubscriptionsConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** The signed-in shopper's identity token (the service knows the shopper by it), or none for a guest. */
export const storedIdentityToken = (): string | undefined => storedIdentity()?.token;

/** The shopper's subscriptions in the shop's shape: named by their configuration, with the card they are charged to. */
export function createSubscriptionsApi(
  config: SubscriptionsConfig,
  identityToken: () => string | undefined = storedIdentityToken,
) {
  const client = createSubscriptionsClient({
    baseUrl: config.backends.subscriptions,
    tenantToken: config.tenantToken,
    identityToken,
  });

  /** Each card once, however many subscriptions are charged to it. */
  async function cardsOf(ids: string[]): Promise<Map<string, SavedCard>> {
    const unique = [...new Set(ids)];
    const cards = await Promise.all(unique.map((id) => client.card(id)));
    return new Map(cards.map((card: WireCard) => [card.id, cardFrom(card)]));
  }

  async function shaped(wire: Awaited<ReturnType<typeof client.act>>): Promise<Subscription> {
    const [configurations, cards] = await Promise.all([
      client.configurations(),
      cardsOf(wire.card_id ? [wire.card_id] : []),
    ]);
    return subscriptionFrom(wire, configurations, wire.card_id ? (cards.get(wire.card_id) ?? null) : null);
  }

  return {
    async list(): Promise<Subscription[]> {
      const [subscriptions, configurations] = await Promise.all([
        client.userSubscriptions(),
        client.configurations(),
      ]);
      const cards = await cardsOf(subscriptions.flatMap((subscription) => subscription.card_id ?? []));
      return subscriptions.map((subscription) =>
        subscriptionFrom(
          subscription,
          configurations,
          subscription.card_id ? (cards.get(subscription.card_id) ?? null) : null,
        ),
      );
    },
    /** Spec section 4's pause, resume and cancel. */
    async act(id: string, action: SubscriptionAction): Promise<Subscription> {
      return shaped(await client.act(id, action));
    },
    /** Spec section 4's update: the products and quantities delivered from now on. */
    async update(id: string, products: SubscriptionProductChange[]): Promise<Subscription> {
      return shaped(
        await client.update(
          id,
          products.map(({ sku, options, quantity }) => ({ sku, options, qty: quantity })),
        ),
      );
    },
  };
}

export type SubscriptionsApi = ReturnType<typeof createSubscriptionsApi>;
