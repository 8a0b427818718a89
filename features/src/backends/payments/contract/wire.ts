/** The payment service's answers (spec section 3). */

/** Spec section 3, "Payment order result". The amount is a decimal string, as the payment service sends it. */
export interface PaymentOrderResult {
  status: string;
  order_id: string;
  currency: string;
  icon: string;
  payment_token: string;
  title: string;
  payment_method: string;
  amount: string;
  /** The payment's id, for reading its status later. */
  uuid: string;
}

/** Spec section 3, "Payment method". */
export interface PaymentMethod {
  code: string;
  description: string;
  icon: string;
  tokenizable: boolean;
  title: string;
}
