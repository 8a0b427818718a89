/** The payment pieces' words, keyed for the platform translation dictionary. Plain data. */
export const paymentsMessages = {
  'payments.legend': 'Payment method',
  'payments.default': 'Recommended',
  'payments.none': 'No payment method is available for this order. Please contact us.',
  'payments.test': 'Test mode: {method} is connected to the payment test environment, no money is taken.',
  'payments.client.error': '{method} cannot start right now. Choose another way to pay or try again.',
  'payments.retry': 'Try again',
  'payments.change': 'Pay another way',
  'payments.change.save': 'Pay with this method',
  'payments.change.done': 'You now pay for this order with {method}.',
  'payments.error.ORDER_ALREADY_PAID': 'This order is already paid, so its payment method stays as it is.',
  'payments.error.PAYMENT_METHOD_NOT_AVAILABLE':
    '{method} is not available for this order. Please choose another way to pay.',
  'payments.error.ORDER_NOT_FOUND': 'We could not find this order.',
  'payments.error.generic': 'The payment method could not be changed. Please try again.',
  'payments.summary.method': 'Payment method:',
  'payments.status.pending':
    'Your payment of {amount} with {method} is being confirmed. This page updates by itself.',
  'payments.status.paid': 'Paid: {amount} with {method}. Thank you.',
  'payments.status.declined':
    'Your payment of {amount} with {method} was declined and nothing was charged. Please choose another way to pay.',
  'payments.card.legend': 'Which card should pay?',
  'payments.card.saved': '{brand} ending in {last4}, valid until {expiry}',
  'payments.card.expired': '{brand} ending in {last4}, expired {expiry}',
  'payments.card.new': 'A new card',
  'payments.card.save': 'Save this card for next time',
  'payments.card.save.hint': 'Our payment provider keeps it; you can pay with it in one step next time.',
  'payments.error.CARD_EXPIRED': 'This card has expired. Please choose another card or another way to pay.',
  'payments.status.other': 'Payment with {method}: {status}.',
  'payments.status.error': 'We could not read the state of your payment. Your order is placed.',
} as const;

export type PaymentsMessageKey = keyof typeof paymentsMessages;
