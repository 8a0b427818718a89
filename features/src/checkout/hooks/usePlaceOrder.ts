import { useCallback, useRef, useState } from 'react';
import {
  countShopEvent,
  getStoredUser,
  isProductError,
  shopFailure,
  track,
  type ShopperFailure,
} from '../../platform';
import { useCommerceClient } from '../../backends/commerce';
import { useClearCartAfterOrder } from '../../cart';
import {
  NO_CARD_CHOICE,
  needsPaymentService,
  useCardRequest,
  usePaymentService,
  usePaymentStartCheck,
  type CardChoice,
} from '../../payments';
import { DEFAULT_PAYMENT_METHOD, placeOrder as sendPlaceOrder } from '../stepApi';
import type { CheckoutView } from '../checkoutView';
import type { PlacedOrder } from '../placedOrder';
import { checkoutFailureOf } from '../failures';
import { useCannotStartFailure } from './usePaymentChoice';

interface CallState {
  setPending: (pending: boolean) => void;
  setError: (error: ShopperFailure | undefined) => void;
}

/**
 * Places the order once: a second call while the first is on its way (a double click) gets the same answer
 * instead of a second order. Opens the order's payment, tracks the purchase and clears the ordered cart.
 * `placeOrder` returns the placed order, or undefined with the call's error set.
 */
export function usePlaceOrder(
  cartId: string | undefined,
  call: CallState,
  latest: () => CheckoutView | undefined,
) {
  const client = useCommerceClient();
  const payments = usePaymentService();
  const paymentCanStart = usePaymentStartCheck();
  const cardRequest = useCardRequest();
  const clearCartAfterOrder = useClearCartAfterOrder();
  const cannotStart = useCannotStartFailure(latest);
  const { setPending, setError } = call;
  const [placed, setPlaced] = useState<PlacedOrder>();
  const placing = useRef<Promise<PlacedOrder | undefined> | undefined>(undefined);

  const placeOrder = useCallback(
    (
      attributeValues: Record<string, string> = {},
      card: CardChoice = NO_CARD_CHOICE,
    ): Promise<PlacedOrder | undefined> => {
      if (placing.current) return placing.current;
      const attempt = (async () => {
        const current = latest();
        if (!cartId || !current) return undefined;
        setPending(true);
        setError(undefined);
        try {
          if (!client.hasCustomerToken && !current.email) {
            setError(shopFailure('checkout.error.GUEST_EMAIL_MISSING'));
            return undefined;
          }
          // The age rule (docs/age-rule.md): the commerce backend refuses such an order too; the shop does not send it.
          if (current.ageCheck === 'needed') {
            setError(shopFailure('checkout.error.AGE_VERIFICATION_REQUIRED'));
            return undefined;
          }
          // Spec rule: never an order whose payment could not start. Asked again here, as the service may have gone
          // down since the payment step.
          const method = current.selectedPaymentMethod ?? DEFAULT_PAYMENT_METHOD;
          if (!(await paymentCanStart(method))) {
            setError(cannotStart(method));
            return undefined;
          }
          // Counted in the server's metrics (orders placed and failed): an order sent that the commerce backend did
          // not place, refused or not answered, is a failed one; a check above that never sent it is not.
          const result = await sendPlaceOrder(client, cartId, attributeValues).catch((failure: unknown) => {
            countShopEvent({ name: 'order', outcome: 'failed' });
            throw failure;
          });
          countShopEvent({ name: 'order', outcome: result.placed ? 'placed' : 'failed' });
          if (!result.placed) {
            const [first] = result.errors;
            setError(
              first?.code === 'GUEST_EMAIL_MISSING' || first?.code === 'AGE_VERIFICATION_REQUIRED'
                ? shopFailure(`checkout.error.${first.code}`)
                : first?.message
                  ? { kind: 'said', message: first.message }
                  : shopFailure('checkout.error.generic'),
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
                  ...cardRequest(method, card),
                })
                .then((opened): PlacedOrder['payment'] => ({ state: 'started', uuid: opened.uuid }))
                // A refusal of the service's own (an expired card) keeps its code, for the confirmation to explain.
                .catch((failure: unknown): PlacedOrder['payment'] =>
                  isProductError(failure)
                    ? { state: 'not-started', reason: failure.errorCode }
                    : { state: 'not-started' },
                );
          const placedOrder: PlacedOrder = { ...result.placed, payment };
          setPlaced(placedOrder);
          clearCartAfterOrder(cartId);
          return placedOrder;
        } catch (failure) {
          setError(checkoutFailureOf(failure));
          return undefined;
        } finally {
          setPending(false);
          placing.current = undefined;
        }
      })();
      placing.current = attempt;
      return attempt;
    },
    [
      cannotStart,
      cardRequest,
      cartId,
      clearCartAfterOrder,
      client,
      latest,
      paymentCanStart,
      payments,
      setError,
      setPending,
    ],
  );

  return { placeOrder, placed };
}
