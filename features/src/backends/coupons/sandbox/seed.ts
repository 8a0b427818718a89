import type { components } from '../generated/coupons-evo';

export type SandboxProvider = Omit<components['schemas']['Provider'], 'coupon'> & {
  /** How long a coupon from this provider stays valid, in days (null: no end). */
  validDays: number | null;
};

/** The two partners the sandbox shop offers coupons from. */
export const sandboxCouponProviders: readonly SandboxProvider[] = [
  {
    id: 'city-cinema',
    name: 'City Cinema',
    description: 'Two cinema tickets for the price of one.',
    terms_url: null,
    validDays: 30,
  },
  {
    id: 'green-rides',
    name: 'Green Rides',
    description: '10 EUR off your next e-scooter ride.',
    terms_url: null,
    validDays: null,
  },
];

/** A provider that has run out of coupons: requesting one fails with its own message (tests set it). */
export const OUT_OF_COUPONS_MESSAGE = 'This partner has no coupons left right now.';
