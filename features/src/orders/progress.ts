/** The steps an order goes through, in order, as the order page's progress shows them. */
export const orderProgressSteps = ['placed', 'paid', 'shipped', 'delivered'] as const;
export type OrderProgressStep = (typeof orderProgressSteps)[number];

/** Magento's statuses of an order that waits for its payment or a check of it. */
const awaitingPayment = new Set(['pending', 'pending_payment', 'payment_review']);

/**
 * Where an order stands on placed → paid → shipped → delivered. Magento has no shipped or delivered status: a paid
 * order (`processing`) counts as shipped once it has a shipment, and `complete` (invoiced and every item shipped) is
 * the last step. An order off that road (canceled, closed, on hold, suspected fraud, a cancellation requested) has
 * no step: its status says where it is.
 */
export function progressStepOf(order: { status: string; shipped: boolean }): OrderProgressStep | undefined {
  if (awaitingPayment.has(order.status)) return 'placed';
  if (order.status === 'processing') return order.shipped ? 'shipped' : 'paid';
  if (order.status === 'complete') return 'delivered';
  return undefined;
}
