import { useEffect, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { track, useStoredUser } from '../../platform';
import { useCommerceClient } from '../../backends/commerce';
import { useAddressRules } from '../../address';
import { useCart } from '../../cart';
import { getCheckoutCart, getDeliveryLimits, getOrderAttributes } from '../api';
import { toCheckoutView, type CheckoutView } from '../checkoutView';
import { choosableShippingMethods } from '../shippingMethods';
import { checkoutFailureOf } from '../failures';

/**
 * What the checkout reads: the shopper's cart as the checkout needs it (and its cache key, which each step's
 * answer replaces), a signed-in shopper's e-mail address, the store's address rules (postcode, countries), order attributes and delivery
 * limits. Tracks begin_checkout once a cart with items is there.
 */
export function useCheckoutData() {
  const client = useCommerceClient();
  const shopperCart = useCart();
  const cartId = shopperCart.cart?.id;
  const storeCode = client.storeCode;
  const key = useMemo(
    () => (cartId ? (['checkout:cart', storeCode, cartId] as const) : null),
    [storeCode, cartId],
  );
  const checkout = useSWR(key, () => getCheckoutCart(client, cartId ?? ''));
  const attributes = useSWR(cartId ? ['checkout:order-attributes', client.storeCode, cartId] : null, () =>
    getOrderAttributes(client, cartId ?? ''),
  );
  const address = useAddressRules();
  const limits = useSWR(cartId ? ['checkout:delivery-limits', client.storeCode, cartId] : null, () =>
    getDeliveryLimits(client, cartId ?? ''),
  );
  // The signed-in shopper's current e-mail address (the cart may hold one changed since): the stored user follows a
  // confirmed change, so the checkout's first chunk needs no account code (its budget is 180 KB).
  const accountEmail = useStoredUser()?.email;
  const view: CheckoutView | undefined = useMemo(() => {
    if (!checkout.data) return undefined;
    const cartView = toCheckoutView(checkout.data);
    return accountEmail ? { ...cartView, email: accountEmail } : cartView;
  }, [checkout.data, accountEmail]);

  const began = useRef(false);
  useEffect(() => {
    if (!view || view.isEmpty || began.current) return;
    began.current = true;
    track('tracking:commerce:begin_checkout', {
      currency: view.currency,
      items: view.items,
      ...(view.coupon ? { coupon: view.coupon } : {}),
    });
  }, [view]);

  return {
    cartId,
    key,
    checkout: view,
    isLoading: shopperCart.isLoading || (Boolean(key) && checkout.isLoading),
    loadError: shopperCart.error ?? (checkout.error ? checkoutFailureOf(checkout.error) : undefined),
    retryLoad: () => {
      shopperCart.retry();
      void checkout.mutate();
    },
    shippingMethods: view ? choosableShippingMethods(view.shippingMethods, view.hasSubscription) : [],
    addressRules: address.rules,
    orderAttributes: attributes.data ?? {},
    deliveryLimits: limits.data,
    countries: address.countries,
  };
}
