import { describe, expect, it } from 'vitest';
import { failureWords } from '../platform';
import { paymentChangeFailureOf } from './hooks';
import { paymentsMessages, type PaymentsMessageKey } from './messages';
import { seedPaymentMethods } from '../backends/payments/sandbox';
import {
  cardRequestOf,
  initialPaymentMethodOf,
  needsPaymentService,
  paymentOptionsOf,
  savedCardOffer,
  type PaymentOption,
} from './types';

const words = (key: PaymentsMessageKey, vars: Record<string, string | number> = {}) =>
  paymentsMessages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));

const cartMethods = [
  { code: 'banktransfer', title: 'Bank transfer' },
  { code: 'jtipayment', title: 'Card or wallet' },
];

describe('payment methods', () => {
  it('payment methods: jtipayment is the default when the backend offers it', () => {
    expect(initialPaymentMethodOf(cartMethods)).toBe('jtipayment');
    expect(paymentOptionsOf(cartMethods, seedPaymentMethods).find((option) => option.isDefault)?.code).toBe(
      'jtipayment',
    );
  });

  it('payment methods: a method the shopper chose before stays chosen', () => {
    expect(initialPaymentMethodOf(cartMethods, 'banktransfer')).toBe('banktransfer');
  });

  it('payment methods: without jtipayment on offer, the first offered method is preselected', () => {
    expect(initialPaymentMethodOf([{ code: 'banktransfer' }], 'checkmo')).toBe('banktransfer');
    expect(initialPaymentMethodOf([])).toBeUndefined();
  });

  it("payment methods: the backend's list and order, with the payment service's description", () => {
    expect(paymentOptionsOf(cartMethods, seedPaymentMethods)).toEqual([
      {
        code: 'banktransfer',
        title: 'Bank transfer',
        description: 'Pay within 7 days; we ship once the money arrives.',
        tokenizable: false,
        savedCards: [],
        isDefault: false,
      },
      {
        code: 'jtipayment',
        title: 'Card or wallet',
        description: 'Visa, Mastercard, Apple Pay or Google Pay.',
        tokenizable: true,
        savedCards: [],
        isDefault: true,
      },
    ]);
    // The payment service being unreachable leaves the backend's titles.
    expect(paymentOptionsOf([{ code: 'checkmo', title: 'Check / Money order' }], [])).toEqual([
      { code: 'checkmo', title: 'Check / Money order', tokenizable: false, savedCards: [], isDefault: false },
    ]);
  });

  it("updatePaymentMethod: a refusal's error data is said in the shop's words", () => {
    const paid = {
      success: false,
      message: 'The payment method of a paid order cannot be changed.',
      errors: [
        { message: 'The payment method of a paid order cannot be changed.', code: 'ORDER_ALREADY_PAID' },
      ],
    };
    expect(
      failureWords(words as (key: string) => string, paymentChangeFailureOf(paid, 'Bank transfer')),
    ).toBe('This order is already paid, so its payment method stays as it is.');
    const unavailable = { success: false, errors: [{ message: 'x', code: 'PAYMENT_METHOD_NOT_AVAILABLE' }] };
    expect(
      failureWords(words as (key: string) => string, paymentChangeFailureOf(unavailable, 'Bank transfer')),
    ).toBe('Bank transfer is not available for this order. Please choose another way to pay.');
  });

  it("updatePaymentMethod: an error code the shop has no words for shows the server's message", () => {
    const odd = {
      success: false,
      message: 'first',
      errors: [{ message: 'Payment gateway is closed.', code: 'UNDEFINED' }],
    };
    expect(failureWords(words as (key: string) => string, paymentChangeFailureOf(odd, 'Bank transfer'))).toBe(
      'Payment gateway is closed.',
    );
    expect(
      failureWords(
        words as (key: string) => string,
        paymentChangeFailureOf({ success: false }, 'Bank transfer'),
      ),
    ).toBe('The payment method could not be changed. Please try again.');
  });
});

describe('methods that need the payment service', () => {
  it('payment rule: only offline methods (free, cash on delivery, cheque) may be placed without the payment service', () => {
    expect(['free', 'cashondelivery', 'checkmo'].map(needsPaymentService)).toEqual([false, false, false]);
    expect(['jtipayment', 'banktransfer', 'unknown-psp'].map(needsPaymentService)).toEqual([
      true,
      true,
      true,
    ]);
  });

  const visa = {
    id: 'card-1',
    brand: 'Visa',
    last4: '4242',
    expiry_month: 12,
    expiry_year: 2030,
    expired: false,
  };
  const old = { ...visa, id: 'card-2', last4: '0005', expired: true };
  const card: PaymentOption = {
    code: 'jtipayment',
    title: 'Card',
    tokenizable: true,
    isDefault: true,
    savedCards: [visa, old],
  };
  const bank: PaymentOption = { ...card, code: 'banktransfer', tokenizable: false, savedCards: [] };

  it('save this card: offered only for a tokenizable method, on the newer service, to a signed-in shopper', () => {
    expect(savedCardOffer(card, 'newer', true)).toEqual({ cards: [visa, old] });
    expect(savedCardOffer(bank, 'newer', true)).toBeUndefined();
    expect(savedCardOffer(card, 'legacy', true)).toBeUndefined();
    expect(savedCardOffer(card, 'newer', false)).toBeUndefined();
  });

  it('save this card: generate-token asks tokenize for a new card only when the shopper ticked the box', () => {
    expect(cardRequestOf(card, 'newer', 'c-1', { savedCardId: '', save: true })).toEqual({ tokenize: true });
    expect(cardRequestOf(card, 'newer', 'c-1', { savedCardId: '', save: false })).toEqual({});
    expect(cardRequestOf(bank, 'newer', 'c-1', { savedCardId: '', save: true })).toEqual({});
    expect(cardRequestOf(card, 'legacy', 'c-1', { savedCardId: '', save: true })).toEqual({});
    expect(cardRequestOf(card, 'newer', undefined, { savedCardId: '', save: true })).toEqual({});
  });

  it('saved card: pays with a kept card that has not expired, never with an expired or unknown one', () => {
    expect(cardRequestOf(card, 'newer', 'c-1', { savedCardId: 'card-1', save: false })).toEqual({
      cardId: 'card-1',
    });
    expect(cardRequestOf(card, 'newer', 'c-1', { savedCardId: 'card-2', save: false })).toEqual({});
    expect(cardRequestOf(card, 'newer', 'c-1', { savedCardId: 'card-9', save: false })).toEqual({});
  });
});
