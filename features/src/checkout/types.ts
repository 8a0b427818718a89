import type { CartAddressInput, CheckoutCartFieldsFragment as CheckoutCart } from '../backends/commerce';
import { toMoney, type Money, type TrackedProduct } from '../platform';

/** Spec section 3, "Address (product form)": the address as the shop's forms hold it. */
export interface ProductAddress {
  id?: string;
  firstname: string;
  lastname: string;
  streetName: string;
  streetNumber: string;
  /** The address's further lines (flat, floor, c/o); with the first line at most three lines in all. */
  streetAdditional: string;
  city: string;
  postcode: string;
  countryCode: string;
  telephone: string;
  isDefaultBilling?: boolean;
  isDefaultShipping?: boolean;
  provinceName?: string;
  districtName?: string;
  isSubscription?: boolean;
  district?: string;
  buildingNumber?: string;
  neighborhood?: string;
  premise?: string;
  landmark?: string;
  regionCode?: string;
  region?: string;
  /** Pickup in store: the store's id and name; the order then ships to the store. */
  pickup?: { storeId: string; storeName: string };
  is_pickup_address?: boolean;
  save_in_address_book?: boolean;
}

/** What an address form starts from, in checkout and in the account's address book: blank, in Germany. */
export const emptyAddress = {
  firstname: '',
  lastname: '',
  streetName: '',
  streetNumber: '',
  streetAdditional: '',
  postcode: '',
  city: '',
  countryCode: 'DE',
  telephone: '',
} satisfies ProductAddress;

/** Spec section 3, "Address (backend form)": the account backend's address. */
export interface BackendAddress {
  country_code: string;
  street: string[];
  phone: string;
  post_code: string;
  city: string;
  first_name: string;
  last_name: string;
  default_shipping: boolean;
  default_billing: boolean;
  administrative_area_level_2: string;
  sublocality_level_2: string;
  district: string;
  building_number: string;
  neighborhood: string;
  landmark: string;
  premise: string;
  region?: string;
}

export const MAX_STREET_LINES = 3;

/** The street as lines: "name number" first, then each additional line; never more than three. */
export function streetLinesOf(
  address: Pick<ProductAddress, 'streetName' | 'streetNumber' | 'streetAdditional'>,
): string[] {
  const first = [address.streetName.trim(), address.streetNumber.trim()].filter(Boolean).join(' ');
  const additional = address.streetAdditional
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const lines = [first, ...additional].filter(Boolean);
  if (lines.length > MAX_STREET_LINES)
    throw new RangeError(`A street has at most ${MAX_STREET_LINES} lines.`);
  return lines;
}

/** Splits a first street line into name and house number ("Unter den Linden 5a" -> "Unter den Linden", "5a"). */
function splitFirstLine(line: string): { streetName: string; streetNumber: string } {
  const match = /^(.*\S)\s+(\d+\s?[a-zA-Z]?(?:[-/]\d+[a-zA-Z]?)?)$/.exec(line.trim());
  return match
    ? { streetName: match[1] ?? '', streetNumber: match[2] ?? '' }
    : { streetName: line.trim(), streetNumber: '' };
}

export function toBackendAddress(address: ProductAddress): BackendAddress {
  const region = address.region || address.regionCode;
  return {
    country_code: address.countryCode,
    street: streetLinesOf(address),
    phone: address.telephone,
    post_code: address.postcode,
    city: address.city,
    first_name: address.firstname,
    last_name: address.lastname,
    default_shipping: Boolean(address.isDefaultShipping),
    default_billing: Boolean(address.isDefaultBilling),
    administrative_area_level_2: address.provinceName ?? '',
    sublocality_level_2: address.districtName ?? '',
    district: address.district ?? '',
    building_number: address.buildingNumber ?? '',
    neighborhood: address.neighborhood ?? '',
    landmark: address.landmark ?? '',
    premise: address.premise ?? '',
    ...(region ? { region } : {}),
  };
}

export function fromBackendAddress(address: BackendAddress, id?: string): ProductAddress {
  const [first = '', ...rest] = address.street.slice(0, MAX_STREET_LINES);
  return {
    ...(id ? { id } : {}),
    firstname: address.first_name,
    lastname: address.last_name,
    ...splitFirstLine(first),
    streetAdditional: rest.join('\n'),
    city: address.city,
    postcode: address.post_code,
    countryCode: address.country_code,
    telephone: address.phone,
    isDefaultBilling: address.default_billing,
    isDefaultShipping: address.default_shipping,
    provinceName: address.administrative_area_level_2,
    districtName: address.sublocality_level_2,
    district: address.district,
    buildingNumber: address.building_number,
    neighborhood: address.neighborhood,
    landmark: address.landmark,
    premise: address.premise,
    ...(address.region ? { region: address.region } : {}),
  };
}

/** The address as Magento's cart takes it. */
export function toCartAddressInput(address: ProductAddress): CartAddressInput {
  const region = address.regionCode || address.region;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: streetLinesOf(address),
    city: address.city,
    postcode: address.postcode,
    country_code: address.countryCode,
    telephone: address.telephone,
    save_in_address_book: Boolean(address.save_in_address_book),
    ...(region ? { region } : {}),
  };
}

// ---------------------------------------------------------------- shipping methods

export interface ShippingMethod {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  description: string;
  amount: Money;
  priceInclTax: Money;
  priceExclTax: Money;
  available: boolean;
  disableForSubscription: boolean;
}

/** Spec section 9: shipping methods sorted by ascending price. */
export function sortByPrice(methods: readonly ShippingMethod[]): ShippingMethod[] {
  return [...methods].sort((a, b) => a.amount.value - b.amount.value);
}

/** Methods the shopper may choose: available ones, without those disabled for subscriptions when the cart has one, cheapest first. */
export function choosableShippingMethods(
  methods: readonly ShippingMethod[],
  cartHasSubscription: boolean,
): ShippingMethod[] {
  return sortByPrice(
    methods.filter((method) => method.available && !(cartHasSubscription && method.disableForSubscription)),
  );
}

export const shippingMethodId = (method: Pick<ShippingMethod, 'carrierCode' | 'methodCode'>) =>
  `${method.carrierCode}:${method.methodCode}`;

/** Magento's in-store pickup (carrier `instore`, method `pickup`): the order goes to a store the shopper chooses. */
export const STORE_PICKUP_METHOD_ID = 'instore:pickup';

/** The store an order is collected from, as the checkout keeps it. */
export interface PickupStore {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryCode: string;
}

/**
 * The shipping address of a pickup order: the store's address under the shopper's name and phone, marked as a
 * pickup address so the store's id goes to Magento as the pickup location code.
 */
export function pickupAddressOf(
  store: PickupStore,
  shopper: Pick<ProductAddress, 'firstname' | 'lastname' | 'telephone'>,
): ProductAddress {
  return {
    firstname: shopper.firstname,
    lastname: shopper.lastname,
    telephone: shopper.telephone,
    streetName: store.street,
    streetNumber: '',
    streetAdditional: '',
    postcode: store.postcode,
    city: store.city,
    countryCode: store.countryCode,
    is_pickup_address: true,
    pickup: { storeId: store.id, storeName: store.name },
    save_in_address_book: false,
  };
}

// ---------------------------------------------------------------- order attributes

/** Spec section 5: the only places an order attribute may be rendered. */
export const orderAttributePlacements = [
  'contactDetails_before',
  'contactDetails_after',
  'shippingAddress_before',
  'shippingAddress_after',
  'billingaddress_before',
  'billingaddress_after',
  'buttonDelivery_before',
  'buttonPlaceOrder_before',
] as const;
export type OrderAttributePlacement = (typeof orderAttributePlacements)[number];

export interface OrderAttribute {
  code: string;
  label: string;
  inputType: string;
  isRequired: boolean;
  minLength?: number;
  maxLength?: number;
  validateRegex?: string;
  value: string;
  description?: string;
  placeholder?: string;
  placement: OrderAttributePlacement;
  sortOrder: number;
}

const isPlacement = (placement: string): placement is OrderAttributePlacement =>
  (orderAttributePlacements as readonly string[]).includes(placement);

interface WireOrderAttribute {
  code: string;
  label: string;
  input_type: string;
  is_required: boolean;
  min_length?: number | null;
  max_length?: number | null;
  validate_regex?: string | null;
  value?: string | null;
  description?: string | null;
  placeholder?: string | null;
  placement: string;
  sort_order: number;
}

/** Order attributes by placement, each list in sort order; an attribute with another placement is dropped with a warning. */
export function orderAttributesByPlacement(
  attributes: readonly WireOrderAttribute[],
): Partial<Record<OrderAttributePlacement, OrderAttribute[]>> {
  const grouped: Partial<Record<OrderAttributePlacement, OrderAttribute[]>> = {};
  for (const attribute of [...attributes].sort((a, b) => a.sort_order - b.sort_order)) {
    if (!isPlacement(attribute.placement)) {
      console.warn(
        `[checkout] order attribute ${attribute.code} has the unknown placement "${attribute.placement}" and is not shown`,
      );
      continue;
    }
    (grouped[attribute.placement] ??= []).push({
      code: attribute.code,
      label: attribute.label,
      inputType: attribute.input_type,
      isRequired: attribute.is_required,
      ...(attribute.min_length ? { minLength: attribute.min_length } : {}),
      ...(attribute.max_length ? { maxLength: attribute.max_length } : {}),
      ...(attribute.validate_regex ? { validateRegex: attribute.validate_regex } : {}),
      value: attribute.value ?? '',
      ...(attribute.description ? { description: attribute.description } : {}),
      ...(attribute.placeholder ? { placeholder: attribute.placeholder } : {}),
      placement: attribute.placement,
      sortOrder: attribute.sort_order,
    });
  }
  return grouped;
}

export type OrderAttributeProblem = 'required' | 'too_short' | 'too_long' | 'format';

export function orderAttributeProblem(
  attribute: OrderAttribute,
  value: string,
): OrderAttributeProblem | undefined {
  const text = value.trim();
  if (!text) return attribute.isRequired ? 'required' : undefined;
  if (attribute.minLength && text.length < attribute.minLength) return 'too_short';
  if (attribute.maxLength && text.length > attribute.maxLength) return 'too_long';
  if (attribute.validateRegex && !new RegExp(attribute.validateRegex).test(text)) return 'format';
  return undefined;
}

// ---------------------------------------------------------------- postcode rules

export interface PostcodeRules {
  required: boolean;
  validationEnabled: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export function postcodeRulesOf(storeConfig: {
  postcode_is_required?: boolean | null;
  postcode_validation_enabled?: boolean | null;
  postcode_min_length?: number | null;
  postcode_max_length?: number | null;
  postcode_validate_regex?: string | null;
}): PostcodeRules {
  return {
    required: Boolean(storeConfig.postcode_is_required),
    validationEnabled: Boolean(storeConfig.postcode_validation_enabled),
    ...(storeConfig.postcode_min_length ? { minLength: storeConfig.postcode_min_length } : {}),
    ...(storeConfig.postcode_max_length ? { maxLength: storeConfig.postcode_max_length } : {}),
    ...(storeConfig.postcode_validate_regex ? { pattern: storeConfig.postcode_validate_regex } : {}),
  };
}

export type PostcodeProblem = 'required' | 'too_short' | 'too_long' | 'format';

/** Whether a postcode passes the store view's rules; length and pattern apply only when validation is enabled. */
export function postcodeProblem(postcode: string, rules: PostcodeRules): PostcodeProblem | undefined {
  const value = postcode.trim();
  if (!value) return rules.required ? 'required' : undefined;
  if (!rules.validationEnabled) return undefined;
  if (rules.minLength && value.length < rules.minLength) return 'too_short';
  if (rules.maxLength && value.length > rules.maxLength) return 'too_long';
  if (rules.pattern && !new RegExp(rules.pattern).test(value)) return 'format';
  return undefined;
}

// ---------------------------------------------------------------- delivery limits

export interface DeliveryLimits {
  mode: string;
  limits: Array<{
    sku?: string;
    periodDays: number;
    maxQuantity: number;
    usedQuantity: number;
    remaining: number;
  }>;
}

/** Placed order (spec section 3, "Order placed"). */
export interface PlacedOrder {
  entity_id: string;
  order_number: string;
  /** What happened to the order's payment, which the confirmation always says. */
  payment: PaymentOutcome;
}

/**
 * An order's payment as the checkout left it: opened at the payment service (followed by its uuid), not needed (a
 * method the commerce backend settles itself), or not started because the service failed after the order was placed.
 */
export type PaymentOutcome =
  { state: 'started'; uuid: string } | { state: 'not-needed' } | { state: 'not-started' };

export interface PlaceOrderProblem {
  code: string;
  message: string;
}

// ---------------------------------------------------------------- the checkout as the shop shows it

export interface CheckoutView {
  cartId: string;
  email: string;
  isVirtual: boolean;
  hasSubscription: boolean;
  isEmpty: boolean;
  currency: string;
  items: TrackedProduct[];
  grandTotal: Money;
  subtotal: Money;
  tax: number;
  coupon?: string;
  shippingAddressSet: boolean;
  billingAddressSet: boolean;
  /** Every method the backend offers for the address; `choosableShippingMethods` picks what is shown. */
  shippingMethods: ShippingMethod[];
  selectedShippingMethod?: ShippingMethod;
  paymentMethods: Array<{ code: string; title: string }>;
  selectedPaymentMethod?: string;
}

export function toCheckoutView(cart: CheckoutCart): CheckoutView {
  const currency = cart.prices?.grand_total?.currency ?? 'EUR';
  const items = (cart.items ?? []).flatMap((item) => {
    if (!item) return [];
    const variantSku = item.__typename === 'ConfigurableCartItem' ? item.configured_variant.sku : undefined;
    const category = item.product.categories?.[0]?.name;
    return [
      {
        sku: variantSku ?? item.product.sku ?? '',
        name: item.product.name ?? '',
        price: item.prices?.price.value ?? 0,
        quantity: item.quantity,
        ...(category ? { category } : {}),
        ...(variantSku ? { variant: variantSku } : {}),
      },
    ];
  });
  const address = cart.shipping_addresses[0];
  const shippingMethods: ShippingMethod[] = (address?.available_shipping_methods ?? []).flatMap((method) =>
    method
      ? [
          {
            carrierCode: method.carrier_code,
            methodCode: method.method_code ?? '',
            carrierTitle: method.carrier_title,
            methodTitle: method.method_title ?? '',
            description: method.description ?? '',
            amount: toMoney(method.amount, currency),
            priceInclTax: toMoney(method.price_incl_tax, currency),
            priceExclTax: toMoney(method.price_excl_tax, currency),
            available: method.available,
            disableForSubscription: method.disable_for_subscription,
          },
        ]
      : [],
  );
  const selected = address?.selected_shipping_method;
  const coupon = (cart.applied_coupons ?? []).flatMap((applied) => (applied ? [applied.code] : [])).join(',');
  return {
    cartId: cart.id,
    email: cart.email ?? '',
    isVirtual: cart.is_virtual,
    hasSubscription: (cart.items ?? []).some((item) => item?.is_subscription),
    isEmpty: (cart.items ?? []).length === 0,
    currency,
    items,
    grandTotal: toMoney(cart.prices?.grand_total, currency),
    subtotal: toMoney(cart.prices?.subtotal_including_tax, currency),
    tax: (cart.prices?.applied_taxes ?? []).reduce((sum, tax) => sum + (tax?.amount.value ?? 0), 0),
    ...(coupon ? { coupon } : {}),
    shippingAddressSet: Boolean(address),
    billingAddressSet: Boolean(cart.billing_address),
    shippingMethods,
    ...(selected
      ? {
          selectedShippingMethod: shippingMethods.find(
            (method) =>
              method.carrierCode === selected.carrier_code && method.methodCode === selected.method_code,
          ) ?? {
            carrierCode: selected.carrier_code,
            methodCode: selected.method_code,
            carrierTitle: selected.carrier_title,
            methodTitle: selected.method_title,
            description: '',
            amount: toMoney(selected.amount, currency),
            priceInclTax: toMoney(selected.amount, currency),
            priceExclTax: toMoney(selected.amount, currency),
            available: true,
            disableForSubscription: false,
          },
        }
      : {}),
    paymentMethods: (cart.available_payment_methods ?? []).flatMap((method) =>
      method ? [{ code: method.code, title: method.title }] : [],
    ),
    ...(cart.selected_payment_method?.code
      ? { selectedPaymentMethod: cart.selected_payment_method.code }
      : {}),
  };
}
