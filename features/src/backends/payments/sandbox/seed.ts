import { sandboxPaths } from '../../../platform';
import type { PaymentMethod, SavedCard } from '../contract/wire';

/** The card method, the commerce backend's default: the one whose payments the sandbox settles. */
export const CARD_METHOD = 'jtipayment';

/** Where the sandbox serves its methods' icons: a path of the shop, as a real service gives an https address. */
export const sandboxIconUrl = (name: string) => `${sandboxPaths.payments}/icons/${name}.svg`;

/** The payment methods the demo shop offers. */
export const seedPaymentMethods: PaymentMethod[] = [
  {
    code: CARD_METHOD,
    title: 'Card or wallet',
    description: 'Visa, Mastercard, Apple Pay or Google Pay.',
    icon: sandboxIconUrl('card'),
    tokenizable: true,
  },
  {
    code: 'banktransfer',
    title: 'Bank transfer',
    description: 'Pay within 7 days; we ship once the money arrives.',
    icon: sandboxIconUrl('bank'),
    tokenizable: false,
  },
];

/** The account sandbox's seeded shopper (ada@example.com); a backend reads no other backend, so the id is repeated. */
export const SANDBOX_SHOPPER_UUID = 'a1d4c0de-0000-4000-8000-000000000001';

/** The seeded shopper's kept cards: one that pays, one whose expiry date has passed. */
export const SANDBOX_SAVED_CARD_ID = 'card-visa-4242';
export const SANDBOX_EXPIRED_CARD_ID = 'card-mastercard-0005';

export const seedSavedCards = (): Array<Omit<SavedCard, 'expired'>> => [
  { id: SANDBOX_SAVED_CARD_ID, brand: 'Visa', last4: '4242', expiry_month: 12, expiry_year: 2030 },
  { id: SANDBOX_EXPIRED_CARD_ID, brand: 'Mastercard', last4: '0005', expiry_month: 1, expiry_year: 2024 },
];

/** Card payments from this amount up are declined by the sandbox's bank, as a card over its limit is. */
export const SANDBOX_DECLINED_FROM = 1000;
