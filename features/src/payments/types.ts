import type { PaymentBackend, PaymentMethod, SavedCard } from '../backends/payments';

export type {
  PaymentBackend,
  PaymentClient,
  PaymentMethod,
  PaymentOrderResult,
  SavedCard,
} from '../backends/payments';

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
  /** The shopper's kept cards for this method (newer service, signed-in shopper); expired ones included, marked. */
  savedCards: SavedCard[];
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
      savedCards: details?.saved_cards ?? [],
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

/** The checkout's card choice for a tokenizable method: a kept card's id (empty for a new card), and whether to save a new one. */
export interface CardChoice {
  savedCardId: string;
  save: boolean;
}

export const NO_CARD_CHOICE: CardChoice = { savedCardId: '', save: false };

/** The radio value of "a new card" beside the kept ones. */
export const NEW_CARD = 'new-card';

/**
 * Save this card: offered for a tokenizable method only, on the newer payment service (the legacy one keeps no cards)
 * and to a signed-in shopper (a card is kept for a customer_uuid). Answers the kept cards to choose from, or undefined
 * when no card choice applies.
 */
export function savedCardOffer(
  option: PaymentOption,
  backend: PaymentBackend,
  signedIn: boolean,
): { cards: SavedCard[] } | undefined {
  if (!option.tokenizable || backend !== 'newer' || !signedIn) return undefined;
  return { cards: option.savedCards };
}

/**
 * What PUT /api/payments/generate-token is asked beyond the order: pay with a kept, unexpired card, or tokenize a new
 * one when the shopper ticked "save this card". Nothing for a method or a service where no card choice applies.
 */
export function cardRequestOf(
  option: PaymentOption | undefined,
  backend: PaymentBackend,
  customerUuid: string | undefined,
  choice: CardChoice,
): { cardId?: string; tokenize?: boolean } {
  const offer = option && savedCardOffer(option, backend, Boolean(customerUuid));
  if (!offer) return {};
  const kept = offer.cards.find((candidate) => candidate.id === choice.savedCardId && !candidate.expired);
  if (kept) return { cardId: kept.id };
  return choice.save ? { tokenize: true } : {};
}
