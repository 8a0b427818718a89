import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ConnectionError, getStoredUser, HttpError, track, useTranslation } from '../platform';
import { getStoreConfig, isCommerceError, useCommerceClient } from '../commerce';
import { useCart, useClearCartAfterOrder } from '../cart';
import { needsPaymentService, usePaymentService, usePaymentStartCheck } from '../payments';
import {
  getCheckoutCart,
  getCountries,
  getDeliveryLimits,
  getOrderAttributes,
  placeOrder as sendPlaceOrder,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
  DEFAULT_PAYMENT_METHOD,
  type CheckoutCart,
} from './api';
import { checkoutMessages, type CheckoutMessageKey } from './messages';
import type { Address } from '../address';
import { toCheckoutView, type CheckoutView } from './checkoutView';
import type { PlacedOrder } from './placedOrder';
import { postcodeRulesOf } from './postcodeRules';
import { choosableShippingMethods, type ShippingMethod } from './shippingMethods';

/** The checkout's words through the platform translator, falling back to the checkout's own English. */
export function useCheckoutWords() {
  const { t } = useTranslation();
  return useCallback(
    (key: CheckoutMessageKey, vars?: Record<string, string | number>) => t(key, vars, checkoutMessages[key]),
    [t],
  );
}

type Words = ReturnType<typeof useCheckoutWords>;

/** What the shopper reads when a checkout call failed: the server's own words where it gave some, never a stack trace. */
export function checkoutFailureText(error: unknown, words: Words): string {
  if (error instanceof ConnectionError)
    return words(error.timedOut ? 'checkout.error.timeout' : 'checkout.error.connection');
  if (error instanceof HttpError) return words('checkout.error.server');
  if (isCommerceError(error)) return error.errors[0]?.message ?? words('checkout.error.generic');
  if (error instanceof Error && error.cause && isCommerceError(error.cause)) return error.message;
  return words('checkout.error.generic');
}

export type CheckoutStep = 'contact' | 'shipping' | 'delivery' | 'payment' | 'review';
export const checkoutSteps: readonly CheckoutStep[] = [
  'contact',
  'shipping',
  'delivery',
  'payment',
  'review',
];

/**
 * The checkout talon: the shopper's cart as the checkout needs it, the store's postcode rules, order
 * attributes and delivery limits, and one action per step. Every failure becomes `error` text; the cart and
 * whatever the shopper typed stay where they are.
 */
export function useCheckout() {
  const client = useCommerceClient();
  const words = useCheckoutWords();
  const { mutate } = useSWRConfig();
  const payments = usePaymentService();
  const paymentCanStart = usePaymentStartCheck();
  const shopperCart = useCart();
  const clearCartAfterOrder = useClearCartAfterOrder();
  const cartId = shopperCart.cart?.id;
  const key = cartId ? (['checkout:cart', client.storeView, cartId] as const) : null;
  const checkout = useSWR(key, () => getCheckoutCart(client, cartId ?? ''));
  const storeConfig = useSWR(['commerce:storeConfig', client.storeView], () => getStoreConfig(client));
  const attributes = useSWR(cartId ? ['checkout:order-attributes', client.storeView, cartId] : null, () =>
    getOrderAttributes(client, cartId ?? ''),
  );
  const countries = useSWR(['commerce:countries', client.storeView], () => getCountries(client));
  const limits = useSWR(cartId ? ['checkout:delivery-limits', client.storeView, cartId] : null, () =>
    getDeliveryLimits(client, cartId ?? ''),
  );
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [placed, setPlaced] = useState<PlacedOrder>();
  const placing = useRef<Promise<PlacedOrder | undefined> | undefined>(undefined);
  const view: CheckoutView | undefined = useMemo(
    () => (checkout.data ? toCheckoutView(checkout.data) : undefined),
    [checkout.data],
  );
  // Actions read the latest checkout through a ref, so a double click's second call sees what the first saw.
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  }, [view]);

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

  /** Runs one step's call; the cart it returns replaces the cached one. */
  const run = useCallback(
    async (
      operation: (cartId: string) => Promise<CheckoutCart | undefined>,
    ): Promise<CheckoutCart | undefined> => {
      if (!cartId || !key) return undefined;
      setPending(true);
      setError(undefined);
      try {
        const cart = await operation(cartId);
        if (cart) await mutate(key, cart, { revalidate: false });
        return cart;
      } catch (failure) {
        setError(checkoutFailureText(failure, words));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    // key is derived from cartId and the store view
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cartId, client, mutate, words],
  );

  const pricedItems = () => ({
    currency: viewRef.current?.currency ?? 'EUR',
    items: viewRef.current?.items ?? [],
  });
  const coupon = () => (viewRef.current?.coupon ? { coupon: viewRef.current.coupon } : {});

  /** A guest gives an e-mail address; a signed-in customer's cart already has one. */
  const saveContact = useCallback(
    async (email: string) => {
      if (client.hasCustomerToken) return true;
      return Boolean(await run((id) => setGuestEmail(client, id, email.trim())));
    },
    [client, run],
  );

  const saveShippingAddress = useCallback(
    async (address: Address) => Boolean(await run((id) => setShippingAddress(client, id, address))),
    [client, run],
  );

  const saveBillingAddress = useCallback(
    async (address: Address | 'same_as_shipping') =>
      Boolean(await run((id) => setBillingAddress(client, id, address))),
    [client, run],
  );

  const chooseShippingMethod = useCallback(
    async (method: ShippingMethod) => {
      const cart = await run((id) => setShippingMethod(client, id, method));
      if (cart)
        track('tracking:commerce:add_shipping_info', {
          ...pricedItems(),
          ...coupon(),
          shipping_tier: method.carrierTitle,
        });
      return Boolean(cart);
    },
    [client, run],
  );

  /** The shopper's words for a method that cannot start, naming it as the checkout shows it. */
  const cannotStart = useCallback(
    (code: string) => {
      const method =
        viewRef.current?.paymentMethods.find((candidate) => candidate.code === code)?.title || code;
      return words('checkout.error.paymentCannotStart', { method });
    },
    [words],
  );

  /** The payment step goes on only with a method whose payment can start (or one that needs no payment service). */
  const choosePaymentMethod = useCallback(
    async (code: string = DEFAULT_PAYMENT_METHOD) => {
      setPending(true);
      setError(undefined);
      const canStart = await paymentCanStart(code);
      setPending(false);
      if (!canStart) {
        setError(cannotStart(code));
        return false;
      }
      const cart = await run((id) => setPaymentMethod(client, id, code));
      if (cart)
        track('tracking:commerce:add_payment_info', { ...pricedItems(), ...coupon(), payment_type: code });
      return Boolean(cart);
    },
    [cannotStart, client, paymentCanStart, run],
  );

  /** Spec section 9's checkout_progress, raised by the widget each time the shopper reaches a step. */
  const reportStep = useCallback((step: CheckoutStep) => {
    track('tracking:commerce:checkout_progress', { ...pricedItems(), ...coupon(), step });
  }, []);

  /**
   * Places the order once: a second call while the first is on its way (a double click) gets the same answer
   * instead of a second order. Returns the placed order, or undefined with `error` set.
   */
  const placeOrder = useCallback(
    (attributeValues: Record<string, string> = {}): Promise<PlacedOrder | undefined> => {
      if (placing.current) return placing.current;
      const attempt = (async () => {
        const current = viewRef.current;
        if (!cartId || !current) return undefined;
        setPending(true);
        setError(undefined);
        try {
          if (!client.hasCustomerToken && !current.email) {
            setError(words('checkout.error.GUEST_EMAIL_MISSING'));
            return undefined;
          }
          // Spec rule: never an order whose payment could not start. Asked again here, as the service may have gone
          // down since the payment step.
          const method = current.selectedPaymentMethod ?? DEFAULT_PAYMENT_METHOD;
          if (!(await paymentCanStart(method))) {
            setError(cannotStart(method));
            return undefined;
          }
          const result = await sendPlaceOrder(client, cartId, attributeValues);
          if (!result.placed) {
            const [first] = result.errors;
            setError(
              first?.code === 'GUEST_EMAIL_MISSING' || !first?.message
                ? words('checkout.error.GUEST_EMAIL_MISSING')
                : first.message,
            );
            return undefined;
          }
          track('tracking:commerce:purchase', {
            currency: current.currency,
            items: current.items,
            transaction_id: result.placed.order_number,
            ...(current.coupon ? { coupon: current.coupon } : {}),
            ...(current.selectedShippingMethod
              ? { shipping: current.selectedShippingMethod.amount.value }
              : {}),
            tax: current.tax,
          });
          // The payment service answered a moment ago; should it fail now, the order stands and the confirmation
          // says its payment did not start (nothing charged), rather than saying nothing about it.
          const customerUuid = getStoredUser()?.uuid;
          const payment: PlacedOrder['payment'] = !needsPaymentService(method)
            ? { state: 'not-needed' }
            : await payments
                .createPaymentOrder({
                  orderId: result.placed.order_number,
                  paymentMethodCode: method,
                  amount: current.grandTotal.value.toFixed(2),
                  currency: current.grandTotal.currency,
                  ...(customerUuid ? { customerUuid } : {}),
                })
                .then((opened): PlacedOrder['payment'] => ({ state: 'started', uuid: opened.uuid }))
                .catch((): PlacedOrder['payment'] => ({ state: 'not-started' }));
          const placedOrder: PlacedOrder = { ...result.placed, payment };
          setPlaced(placedOrder);
          clearCartAfterOrder(cartId);
          return placedOrder;
        } catch (failure) {
          setError(checkoutFailureText(failure, words));
          return undefined;
        } finally {
          setPending(false);
          placing.current = undefined;
        }
      })();
      placing.current = attempt;
      return attempt;
    },
    [cannotStart, cartId, clearCartAfterOrder, client, paymentCanStart, payments, words],
  );

  const cartHasSubscription = view?.hasSubscription ?? false;
  return {
    checkout: view,
    isLoading: shopperCart.isLoading || (Boolean(key) && checkout.isLoading),
    loadError: shopperCart.error ?? (checkout.error ? checkoutFailureText(checkout.error, words) : undefined),
    retryLoad: () => {
      shopperCart.retry();
      void checkout.mutate();
    },
    isGuest: !client.hasCustomerToken,
    shippingMethods: view ? choosableShippingMethods(view.shippingMethods, cartHasSubscription) : [],
    postcodeRules: storeConfig.data ? postcodeRulesOf(storeConfig.data) : undefined,
    orderAttributes: attributes.data ?? {},
    deliveryLimits: limits.data,
    countries: countries.data ?? [],
    saveContact,
    saveShippingAddress,
    saveBillingAddress,
    chooseShippingMethod,
    choosePaymentMethod,
    reportStep,
    placeOrder,
    placed,
    isPending: pending,
    error,
    clearError: () => setError(undefined),
  };
}
