/** Placed order (spec section 3, "Order placed"). */
export interface PlacedOrder {
  entity_id: string;
  order_number: string;
  /** What happened to the order's payment, which the confirmation always says. */
  payment: PaymentOutcome;
}

/**
 * An order's payment as the checkout left it: opened at the payment service (followed by its uuid), not needed (a
 * method the commerce backend settles itself), or not started because the service failed after the order was placed.
 */
export type PaymentOutcome =
  | { state: 'started'; uuid: string }
  | { state: 'not-needed' }
  | { state: 'not-started'; /** The payment service's error code, when it refused. */ reason?: string };

export interface PlaceOrderProblem {
  code: string;
  /** The commerce service's words for it (spec section 8), when it gave some. */
  message?: string;
}
