import * as z from 'zod/mini';
import type { CheckoutStep } from '../steps';
import type { CheckoutMessageKey } from '../messages';
import {
  addressProblems,
  emptyAddress,
  MAX_STREET_LINES,
  type Address,
  type AddressRules,
  type CheckedAddressField,
} from '../../address';
import { isEmailAddress, textProblem, textProblemMessage, type Words as FieldWords } from '../../platform';
import { orderAttributeRules, type OrderAttribute, type OrderAttributePlacement } from '../orderAttributes';
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

const addressFieldLabel: Record<CheckedAddressField, CheckoutMessageKey> = {
  firstname: 'checkout.field.firstname',
  lastname: 'checkout.field.lastname',
  streetName: 'checkout.field.streetName',
  streetNumber: 'checkout.field.streetNumber',
  postcode: 'checkout.field.postcode',
  city: 'checkout.field.city',
  countryCode: 'checkout.field.country',
  telephone: 'checkout.field.telephone',
};

/**
 * The checkout form's rules: the shape above plus the address rules every address form shares (the store's postcode
 * rules and countries among them) and each order attribute's own rules, every message in the shopper's words. Built
 * per render because the store's rules and the attributes come from the backend.
 */
export function checkoutFormRules(options: {
  words: Words;
  addressRules?: AddressRules;
  attributes: OrderAttribute[];
  isGuest: boolean;
}) {
  const { words, addressRules, attributes, isGuest } = options;
  // The shared rules take any key (the platform's own words among them).
  const t = words as FieldWords;
  const checkAddress = (
    address: CheckoutFormValues['billing'],
    path: 'shipping' | 'billing',
    context: z.core.$RefinementCtx,
  ) => {
    const problems = addressProblems(address, {
      t,
      label: (field) => words(addressFieldLabel[field]),
      rules: addressRules,
      requirePhone: true,
      requireStreetNumber: true,
    });
    for (const [field, message] of Object.entries(problems))
      context.addIssue({ code: 'custom', path: [path, field], message });
    if (address.streetAdditional.split('\n').filter((line) => line.trim()).length > MAX_STREET_LINES - 1) {
      context.addIssue({
        code: 'custom',
        path: [path, 'streetAdditional'],
        message: words('checkout.error.street.lines'),
      });
    }
  };
  return checkoutFormSchema.check(
    z.superRefine((values, context) => {
      if (isGuest && !isEmailAddress(values.email)) {
        context.addIssue({ code: 'custom', path: ['email'], message: t('field.email') });
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
        const rules = orderAttributeRules(attribute);
        const problem = textProblem(values.attributes[attribute.code] ?? '', rules);
        if (problem) {
          context.addIssue({
            code: 'custom',
            path: ['attributes', attribute.code],
            message: textProblemMessage(t, problem, attribute.label, rules),
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
