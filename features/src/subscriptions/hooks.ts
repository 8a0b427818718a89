import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useAddToCart } from '../cart';
import {
  track,
  useConfig,
  failureOf,
  useStoredUser,
  type ShopperFailure,
  type TrackedProduct,
} from '../platform';
import { createSubscriptionsApi } from './api';
import type { Subscription, SubscriptionAction, SubscriptionLine, SubscriptionProductChange } from './types';

/** Spec section 9's tracking names for the subscription actions. */
const actionEvents = {
  pause: 'tracking:commerce:subscription_pause',
  resume: 'tracking:commerce:subscription_resume',
  cancel: 'tracking:commerce:subscription_stop',
} as const;

const trackedLine = (
  line: Pick<SubscriptionLine, 'sku' | 'name' | 'unitPrice'>,
  quantity: number,
): TrackedProduct => ({
  sku: line.sku,
  name: line.name,
  price: line.unitPrice.value,
  quantity,
});

/**
 * What changed between the products before and after an update, as add_to_subscription and remove_from_subscription
 * items: a quantity up adds the difference, down removes it; a product switched for another removes one, adds the other.
 */
function productChanges(before: Subscription, after: Subscription) {
  const added: TrackedProduct[] = [];
  const removed: TrackedProduct[] = [];
  const quantityIn = (subscription: Subscription, sku: string) =>
    subscription.lines.filter((line) => line.sku === sku).reduce((sum, line) => sum + line.quantity, 0);
  const lines = [...before.lines, ...after.lines];
  for (const sku of new Set(lines.map((line) => line.sku))) {
    const line = lines.find((candidate) => candidate.sku === sku)!;
    const difference = quantityIn(after, sku) - quantityIn(before, sku);
    if (difference > 0) added.push(trackedLine(line, difference));
    if (difference < 0) removed.push(trackedLine(line, -difference));
  }
  return { added, removed };
}

/** A change made (which, to which subscription) or the failure: the widget words either in the page's language. */
export type SubscriptionOutcome =
  { ok: true; change: SubscriptionAction | 'update'; name: string } | { ok: false; failure: ShopperFailure };

/** The signed-in shopper's subscriptions and what they can do to them; every change is tracked once it succeeded. */
export function useSubscriptions() {
  const config = useConfig();
  const user = useStoredUser();
  const token = user?.ciam_token || user?.session_token;
  const signedIn = Boolean(user?.uuid && token);
  const api = useMemo(() => createSubscriptionsApi(config, () => token || undefined), [config, token]);
  const { data, error, mutate } = useSWR(
    signedIn ? ['subscriptions', config.backends.subscriptions, user?.uuid, token] : null,
    () => api.list(),
  );
  const [busy, setBusy] = useState<string | undefined>();

  const replace = useCallback(
    (updated: Subscription) =>
      mutate(
        (current) =>
          current?.map((subscription) => (subscription.id === updated.id ? updated : subscription)),
        { revalidate: false },
      ),
    [mutate],
  );

  const act = useCallback(
    async (subscription: Subscription, action: SubscriptionAction): Promise<SubscriptionOutcome> => {
      setBusy(subscription.id);
      try {
        const updated = await api.act(subscription.id, action);
        await replace(updated);
        track(actionEvents[action], {
          subscription_id: subscription.id,
          currency: subscription.price.currency,
          items: subscription.lines.map((line) => trackedLine(line, line.quantity)),
        });
        return { ok: true, change: action, name: subscription.name };
      } catch (failure) {
        return { ok: false, failure: failureOf(failure) };
      } finally {
        setBusy(undefined);
      }
    },
    [api, replace],
  );

  const update = useCallback(
    async (
      subscription: Subscription,
      products: SubscriptionProductChange[],
    ): Promise<SubscriptionOutcome> => {
      setBusy(subscription.id);
      try {
        const updated = await api.update(subscription.id, products);
        await replace(updated);
        const { added, removed } = productChanges(subscription, updated);
        const currency = updated.price.currency;
        if (added.length > 0)
          track('tracking:commerce:add_to_subscription', {
            subscription_id: subscription.id,
            currency,
            items: added,
          });
        if (removed.length > 0)
          track('tracking:commerce:remove_from_subscription', {
            subscription_id: subscription.id,
            currency,
            items: removed,
          });
        return { ok: true, change: 'update', name: subscription.name };
      } catch (failure) {
        return { ok: false, failure: failureOf(failure) };
      } finally {
        setBusy(undefined);
      }
    },
    [api, replace],
  );

  return {
    signedIn,
    subscriptions: data,
    loadFailed: error !== undefined,
    retry: () => void mutate(),
    busy,
    act,
    update,
  };
}

/**
 * Starts a subscription from a product: it goes into the cart, where it is a subscription line. Once the cart took it,
 * add_to_subscription is raised beside the cart's add_to_cart (no subscription_id: it exists once the order does).
 */
export function useStartSubscription() {
  const { addToCart, isAdding, error } = useAddToCart();
  const start = useCallback(
    async (product: {
      sku: string;
      name: string;
      currentPrice: number;
      currency: string;
    }): Promise<boolean> => {
      const added = await addToCart({ kind: 'simple', sku: product.sku, quantity: 1 });
      if (added)
        track('tracking:commerce:add_to_subscription', {
          currency: product.currency,
          items: [{ sku: product.sku, name: product.name, price: product.currentPrice, quantity: 1 }],
        });
      return added;
    },
    [addToCart],
  );
  return { start, isStarting: isAdding, error };
}
