import * as z from 'zod/mini';
import type { CheckoutStep } from '../steps';
import type { CheckoutMessageKey } from '../messages';
import { emptyAddress, MAX_STREET_LINES, type Address } from '../../address';
import { orderAttributeProblem, type OrderAttribute, type OrderAttributePlacement } from '../orderAttributes';
import { postcodeProblem, type PostcodeRules } from '../postcodeRules';
import { STORE_PICKUP_METHOD_ID } from '../storePickup';
import { readRawCheckoutDraft, type CheckoutDraft } from './checkoutDraft';

const addressShape = {
  firstname: z.string(),
  lastname: z.string(),
  streetName: z.string(),
  streetNumber: z.string(),
  streetAdditional: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  telephone: z.string(),
};

export const checkoutFormSchema = z.object({
  email: z.string(),
  /** A signed-in shopper's choice from the address book: an address's id, `new` (typed below), empty until chosen. */
  shippingAddressId: z.string(),
  billingAddressId: z.string(),
  shipping: z.object({ ...addressShape, save_in_address_book: z.boolean() }),
  billingSameAsShipping: z.boolean(),
  billing: z.object(addressShape),
  shippingMethod: z.string(),
  pickupStore: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      street: z.string(),
      postcode: z.string(),
      city: z.string(),
      countryCode: z.string(),
    }),
  ),
  /** The town or postcode the shopper searched stores by, kept like every other typed value. */
  pickupSearch: z.string(),
  paymentMethod: z.string(),
  /** The kept card that pays (empty for a new one) and whether to save a new card (tokenizable methods only). */
  paymentCard: z.object({ savedCardId: z.string(), save: z.boolean() }),
  attributes: z.record(z.string(), z.string()),
});

export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

export const emptyCheckoutForm: CheckoutFormValues = {
  email: '',
  shippingAddressId: '',
  billingAddressId: '',
  shipping: { ...emptyAddress, save_in_address_book: false },
  billingSameAsShipping: true,
  billing: { ...emptyAddress },
  shippingMethod: '',
  pickupStore: null,
  pickupSearch: '',
  paymentMethod: '',
  paymentCard: { savedCardId: '', save: false },
  attributes: {},
};

type Words = (key: CheckoutMessageKey, vars?: Record<string, string | number>) => string;

const requiredAddressFields = [
  'firstname',
  'lastname',
  'streetName',
  'streetNumber',
  'city',
  'countryCode',
  'telephone',
] as const;
const addressFieldLabel: Record<(typeof requiredAddressFields)[number], CheckoutMessageKey> = {
  firstname: 'checkout.field.firstname',
  lastname: 'checkout.field.lastname',
  streetName: 'checkout.field.streetName',
  streetNumber: 'checkout.field.streetNumber',
  city: 'checkout.field.city',
  countryCode: 'checkout.field.country',
  telephone: 'checkout.field.telephone',
};

/**
 * The checkout form's rules: the shape above plus the store's postcode rules and each order attribute's own
 * rules, every message in the shopper's words. Built per render because both come from the backend.
 */
export function checkoutFormRules(options: {
  words: Words;
  postcodeRules?: PostcodeRules;
  attributes: OrderAttribute[];
  isGuest: boolean;
}) {
  const { words, postcodeRules, attributes, isGuest } = options;
  const checkAddress = (
    address: CheckoutFormValues['billing'],
    path: 'shipping' | 'billing',
    context: z.core.$RefinementCtx,
  ) => {
    for (const field of requiredAddressFields) {
      if (!address[field].trim()) {
        context.addIssue({
          code: 'custom',
          path: [path, field],
          message: words('checkout.error.required', { field: words(addressFieldLabel[field]).toLowerCase() }),
        });
      }
    }
    if (address.streetAdditional.split('\n').filter((line) => line.trim()).length > MAX_STREET_LINES - 1) {
      context.addIssue({
        code: 'custom',
        path: [path, 'streetAdditional'],
        message: words('checkout.error.street.lines'),
      });
    }
    const problem = postcodeRules ? postcodeProblem(address.postcode, postcodeRules) : undefined;
    if (problem) {
      context.addIssue({
        code: 'custom',
        path: [path, 'postcode'],
        message: words(`checkout.error.postcode.${problem}`, {
          min: postcodeRules?.minLength ?? 0,
          max: postcodeRules?.maxLength ?? 0,
        }),
      });
    }
  };
  return checkoutFormSchema.check(
    z.superRefine((values, context) => {
      if (isGuest && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email.trim())) {
        context.addIssue({ code: 'custom', path: ['email'], message: words('checkout.error.email') });
      }
      checkAddress(values.shipping, 'shipping', context);
      if (!values.billingSameAsShipping) checkAddress(values.billing, 'billing', context);
      if (!values.shippingMethod)
        context.addIssue({
          code: 'custom',
          path: ['shippingMethod'],
          message: words('checkout.error.shippingMethod'),
        });
      if (values.shippingMethod === STORE_PICKUP_METHOD_ID && !values.pickupStore) {
        context.addIssue({
          code: 'custom',
          path: ['pickupStore'],
          message: words('checkout.error.pickupStore'),
        });
      }
      for (const attribute of attributes) {
        const problem = orderAttributeProblem(attribute, values.attributes[attribute.code] ?? '');
        if (problem) {
          context.addIssue({
            code: 'custom',
            path: ['attributes', attribute.code],
            message: words(`checkout.error.attribute.${problem}`, {
              label: attribute.label,
              min: attribute.minLength ?? 0,
              max: attribute.maxLength ?? 0,
            }),
          });
        }
      }
    }),
  );
}

export function toProductAddress(
  address: CheckoutFormValues['billing'],
  extra: Partial<Address> = {},
): Address {
  return { ...address, ...extra };
}

/** Which placements' attributes belong to which step, so a step checks only its own fields. */
export const placementsOfStep: Record<CheckoutStep, OrderAttributePlacement[]> = {
  contact: ['contactDetails_before', 'contactDetails_after'],
  age: [],
  shipping: [
    'shippingAddress_before',
    'shippingAddress_after',
    'billingaddress_before',
    'billingaddress_after',
  ],
  delivery: ['buttonDelivery_before'],
  payment: [],
  review: ['buttonPlaceOrder_before'],
};

/** The shopper's typed values and step from this tab's session, checked against the form's shape; else nothing. */
export function readCheckoutDraft(): CheckoutDraft<CheckoutFormValues> | undefined {
  const draft = readRawCheckoutDraft();
  if (!draft) return undefined;
  const parsed = checkoutFormSchema.safeParse({ ...emptyCheckoutForm, ...draft.values });
  return parsed.success ? { values: parsed.data, step: draft.step } : undefined;
}
