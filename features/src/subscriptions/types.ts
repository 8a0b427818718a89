import { toMoney, type Money } from '../platform';
import type { WireCard, WireConfiguration, WireSubscription } from '../backends/subscriptions';

/** Spec section 4: what a shopper can do to a subscription besides changing its products (update). */
export type SubscriptionAction = 'pause' | 'resume' | 'cancel';
export type SubscriptionStatus = WireSubscription['status'];

/** A product the subscription's configuration offers, with the quantities it allows. */
export interface SubscriptionChoice {
  sku: string;
  name: string;
  unitPrice: Money;
  minQuantity: number;
  maxQuantity: number;
}

export interface SubscriptionLine {
  sku: string;
  name: string;
  /** Options of the sku, e.g. a colour, kept as they are when only the quantity changes. */
  options: Array<{ code: string; value: string }>;
  quantity: number;
  minQuantity: number;
  maxQuantity: number;
  unitPrice: Money;
}

export interface SavedCard {
  brand: string;
  last4: string;
  /** MM/YYYY */
  expiry: string;
}

export interface Subscription {
  id: string;
  /** The configuration's name: what the shopper subscribed to. */
  name: string;
  status: SubscriptionStatus;
  lines: SubscriptionLine[];
  price: Money;
  frequency: { unit: 'week' | 'month'; every: number };
  /** ISO date; none while paused or cancelled. */
  nextDelivery: string | null;
  card: SavedCard | null;
  /** Every product the configuration offers (a line may switch to another). */
  choices: SubscriptionChoice[];
}

/** What the shopper wants delivered from now on: sku, its options and quantity (spec section 3). */
export interface SubscriptionProductChange {
  sku: string;
  options: Array<{ code: string; value: string }>;
  quantity: number;
}

export const cardFrom = (card: WireCard): SavedCard => ({
  brand: card.brand,
  last4: card.last4,
  expiry: `${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}`,
});

function choicesOf(configuration: WireConfiguration | undefined): SubscriptionChoice[] {
  return (configuration?.products ?? []).map((product) => ({
    sku: product.sku,
    name: product.name,
    unitPrice: toMoney(product.unit_price),
    minQuantity: product.min_qty,
    maxQuantity: product.max_qty,
  }));
}

/** The shop's subscription from the service's, named and limited by its configuration. */
export function subscriptionFrom(
  wire: WireSubscription,
  configurations: WireConfiguration[],
  card: SavedCard | null,
): Subscription {
  const configuration = configurations.find((candidate) => candidate.id === wire.configuration_id);
  const choices = choicesOf(configuration);
  return {
    id: wire.id,
    name: configuration?.name ?? wire.id,
    status: wire.status,
    lines: wire.products.map((product) => {
      const choice = choices.find((candidate) => candidate.sku === product.sku);
      return {
        sku: product.sku,
        name: choice?.name ?? product.sku,
        options: product.options,
        quantity: product.qty,
        // Outside the configuration a line keeps its quantity: the service decides.
        minQuantity: choice?.minQuantity ?? product.qty,
        maxQuantity: choice?.maxQuantity ?? product.qty,
        unitPrice: choice?.unitPrice ?? toMoney({ value: 0, currency: wire.price.currency }),
      };
    }),
    price: toMoney(wire.price),
    frequency: wire.frequency,
    nextDelivery: wire.next_delivery_date,
    card,
    choices,
  };
}

/** The actions a subscription in this status allows (pausing a paused one is refused by the service). */
export function actionsFor(status: SubscriptionStatus): SubscriptionAction[] {
  if (status === 'active') return ['pause', 'cancel'];
  if (status === 'paused') return ['resume', 'cancel'];
  return [];
}
