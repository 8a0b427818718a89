/** The legacy payment service's answers (spec section 3); it publishes no contract of its own. */

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

/** A card the shopper kept with a tokenizable method (newer service only, see payments-evo.openapi.yaml). */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  expired: boolean;
}

/** Spec section 3, "Payment method". The newer service adds the asking customer's kept cards. */
export interface PaymentMethod {
  code: string;
  description: string;
  icon: string;
  tokenizable: boolean;
  title: string;
  saved_cards?: SavedCard[];
}

/** What a payment method's browser SDK needs to start. */
export interface PaymentClient {
  payment_method_code: string;
  locale: string;
  client_key: string;
  environment: string;
}
