import type { PaymentMethod } from '../backends/payments';

export type { PaymentMethod, PaymentOrderResult } from '../backends/payments';

/** What a payment method's browser SDK needs to start. */
export interface PaymentClient {
  payment_method_code: string;
  locale: string;
  client_key: string;
  environment: string;
}

/** The legacy service or its newer replacement; the newer one also takes customer_uuid and tokenize. */
export type PaymentBackend = 'legacy' | 'newer';

/** Spec section 7: the payment method placeOrder uses unless the shopper picks another. */
export const DEFAULT_PAYMENT_METHOD = 'jtipayment';

/**
 * Offline methods the commerce backend settles by itself (a zero total, cash on delivery, a cheque): they open no
 * payment at the payment service, so an order with one may be placed while that service is down. Every other method
 * needs the service, and its order waits until its payment can start.
 */
export const METHODS_WITHOUT_PAYMENT_SERVICE: readonly string[] = ['free', 'cashondelivery', 'checkmo'];

export const needsPaymentService = (code: string): boolean => !METHODS_WITHOUT_PAYMENT_SERVICE.includes(code);

/** A way to pay as the shopper sees it: the commerce backend's code and title, the payment service's description. */
export interface PaymentOption {
  code: string;
  title: string;
  description?: string;
  tokenizable: boolean;
  isDefault: boolean;
}

/**
 * The methods the commerce backend offers (available_payment_methods), in its order, each with what the payment
 * service says about it; a method the service does not describe is still offered under the backend's title.
 */
export function paymentOptionsOf(
  available: ReadonlyArray<{ code: string; title: string }>,
  described: readonly PaymentMethod[],
): PaymentOption[] {
  return available.map((method) => {
    const details = described.find((candidate) => candidate.code === method.code);
    return {
      code: method.code,
      title: method.title || details?.title || method.code,
      ...(details?.description ? { description: details.description } : {}),
      tokenizable: details?.tokenizable ?? false,
      isDefault: method.code === DEFAULT_PAYMENT_METHOD,
    };
  });
}

/** The method to preselect: the one already chosen, else jtipayment when offered, else the first offered. */
export function initialPaymentMethodOf(
  available: ReadonlyArray<{ code: string }>,
  selected?: string,
): string | undefined {
  if (selected && available.some((method) => method.code === selected)) return selected;
  return available.find((method) => method.code === DEFAULT_PAYMENT_METHOD)?.code ?? available[0]?.code;
}
