import { BoundedMap, keepNewest } from '../../../platform/sandbox/bounded';
import {
  freeGiftRule,
  SANDBOX_CUSTOMER_TOKENS,
  seedCampaign,
  seedCoupons,
  seedCustomers,
  seedProducts,
  seedStores,
  VAT_RATE,
  type SandboxStoreCode,
  type SeedCustomer,
  type SeedProduct,
  type SeedVariant,
} from './seed';
import type { StoreViewLabels } from './storeViews';

/** A GraphQL error with Magento's `extensions.category`. */
export class MagentoError extends Error {
  constructor(
    message: string,
    readonly category: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface CartAddress {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  postcode?: string | null;
  country_code: string;
  telephone?: string | null;
  pickup_location_code?: string | null;
}

export interface SandboxCartItem {
  uid: string;
  numericId: number;
  sku: string;
  parentSku?: string;
  quantity: number;
  gift?: { parentGiftSku?: string; parentGiftId?: string };
}

export interface SandboxCart {
  id: string;
  storeCode: SandboxStoreCode;
  customerId?: number;
  active: boolean;
  email?: string;
  items: SandboxCartItem[];
  coupons: string[];
  campaignUuid?: string;
  shippingAddress?: CartAddress;
  billingAddress?: CartAddress;
  shippingMethod?: { carrier_code: string; method_code: string };
  paymentMethod?: string;
  /** The passed age verification the shopper handed this cart (setAgeVerificationOnCart). */
  ageVerificationUuid?: string;
}

export interface SandboxOrderItem {
  sku: string;
  name: string;
  quantity: number;
  price: number;
  urlKey: string;
  type: string;
}

export interface SandboxOrder {
  id: string;
  entityId: string;
  uuid: string;
  number: string;
  customerId?: number;
  email: string;
  date: string;
  status: string;
  statusReason?: string;
  items: SandboxOrderItem[];
  subtotal: number;
  shipping: number;
  discount: number;
  tax: number;
  grandTotal: number;
  currency: 'EUR';
  shippingAddress: CartAddress;
  billingAddress: CartAddress;
  shippingMethod: string;
  carrier: string;
  tracking: Array<{ carrier: string; number: string; title: string }>;
  paymentMethod: { name: string; type: string };
  invoiced: boolean;
  loyalty: { points_earned: number; points_spent: number };
  attributes: Array<{ code: string; label: string; value: string }>;
}

export interface SandboxState {
  customers: SeedCustomer[];
  /** Customer tokens and whose they are: one per sign-in, as Magento's generateCustomerToken gives. */
  tokens: Map<string, number>;
  carts: Map<string, SandboxCart>;
  orders: SandboxOrder[];
  /** Stock that sells down as orders are placed. */
  stock: Map<string, number>;
  nextCartNumber: number;
  nextItemId: number;
  nextOrderNumber: number;
  nextCustomerId: number;
  /** Passed age checks the verification service reported: verification uuid to the e-mail address checked. */
  passedAgeChecks: BoundedMap<string, string>;
}

const demoAddress: CartAddress = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  // Street and number on one line, as the shop writes them (streetLinesOf).
  street: ['Unter den Linden 5'],
  city: 'Berlin',
  postcode: '10117',
  country_code: 'DE',
  telephone: '+4930123456',
};

function seedOrder(
  customer: SeedCustomer,
  number: string,
  date: string,
  status: string,
  items: SandboxOrderItem[],
  extra: Partial<SandboxOrder> = {},
): SandboxOrder {
  const subtotal = round(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const address = { ...demoAddress, firstname: customer.firstname, lastname: customer.lastname };
  return {
    id: btoa(number),
    entityId: String(1000 + Number(number.slice(-3))),
    uuid: `0rd3r000-0000-4000-8000-${number.padStart(12, '0')}`,
    number,
    customerId: customer.id,
    email: customer.email,
    date,
    status,
    items,
    subtotal,
    shipping: 0,
    discount: 0,
    tax: taxIncluded(subtotal),
    grandTotal: subtotal,
    currency: 'EUR',
    shippingAddress: address,
    billingAddress: address,
    shippingMethod: 'Free Shipping - Standard, 3-5 working days',
    carrier: 'Free Shipping',
    tracking: [],
    paymentMethod: { name: 'Card or wallet', type: 'jtipayment' },
    invoiced: status !== 'pending',
    loyalty: { points_earned: Math.floor(subtotal), points_spent: 0 },
    attributes: [],
    ...extra,
  };
}

const line = (sku: string, quantity: number): SandboxOrderItem => {
  const product = findProduct(sku);
  return {
    sku,
    name: product?.product.name ?? sku,
    quantity,
    price: product?.product.price ?? 0,
    urlKey: product?.product.urlKey ?? sku.toLowerCase(),
    type: product?.variant ? 'configurable' : (product?.product.type ?? 'simple'),
  };
};

const seededCustomerIds = new Set(seedCustomers.map((customer) => customer.id));
/** Orders numbered below this are the seed's; placed orders count on from it. */
const FIRST_PLACED_ORDER = 10;
/** The seeded customers' own carts stay whatever strangers write; guest carts go oldest first past the store limit. */
const isSeededCustomersCart = (_id: string, cart: SandboxCart) =>
  cart.customerId !== undefined && seededCustomerIds.has(cart.customerId) && cart.active;

/** Adds a customer the account sandbox signed in; past the store limit the oldest added one goes, never a seeded one. */
export function addCustomer(
  state: SandboxState,
  customer: Omit<SeedCustomer, 'id' | 'activeSubscriptionSkus'>,
): void {
  state.customers.push({ ...customer, id: state.nextCustomerId++, activeSubscriptionSkus: [] });
  keepNewest(state.customers, undefined, (known) => seededCustomerIds.has(known.id));
}

/** Keeps a placed order; past the store limit the oldest placed one goes, never a seeded one. */
export function addOrder(state: SandboxState, order: SandboxOrder): void {
  state.orders.push(order);
  keepNewest(state.orders, undefined, (known) => Number(known.number) < FIRST_PLACED_ORDER);
}

export function createSandboxState(): SandboxState {
  const [ada, newcomer] = seedCustomers as [SeedCustomer, SeedCustomer];
  const seededTokens: ReadonlySet<string> = new Set(Object.values(SANDBOX_CUSTOMER_TOKENS));
  const tokens = new BoundedMap<string, number>(undefined, (token) => seededTokens.has(token));
  tokens.set(SANDBOX_CUSTOMER_TOKENS.ada, ada.id).set(SANDBOX_CUSTOMER_TOKENS.newcomer, newcomer.id);
  const stock = new Map<string, number>();
  for (const product of seedProducts) {
    stock.set(product.sku, product.stock);
    for (const variant of product.variants ?? []) stock.set(variant.sku, variant.stock);
  }
  return {
    customers: seedCustomers.map((customer) => ({ ...customer })),
    tokens,
    carts: new BoundedMap<string, SandboxCart>(undefined, isSeededCustomersCart),
    stock,
    nextCartNumber: 1,
    nextItemId: 1,
    nextOrderNumber: FIRST_PLACED_ORDER,
    nextCustomerId: Math.max(...seedCustomers.map((customer) => customer.id)) + 1,
    passedAgeChecks: new BoundedMap<string, string>(),
    orders: [
      seedOrder(
        ada,
        '000000001',
        '2026-09-02 10:15:00',
        'complete',
        [line('AURORA-BLUE', 1), line('STICKS-AMBER', 3)],
        {
          tracking: [{ carrier: 'dhl', number: 'JD014600006281230417', title: 'DHL Paket' }],
        },
      ),
      seedOrder(ada, '000000002', '2026-10-14 18:40:00', 'processing', [line('STICKS-RUBY', 5)], {
        attributes: [
          { code: 'delivery_note', label: 'Note for the courier', value: 'Leave with the neighbour' },
        ],
      }),
      seedOrder(ada, '000000003', '2026-11-01 08:05:00', 'pending', [
        line('CASE-BROWN', 1),
        line('CHARGER', 1),
      ]),
      seedOrder(ada, '000000004', '2026-06-20 12:00:00', 'canceled', [line('STICKS-MINT', 2)], {
        statusReason: 'Cancelled at the customer’s request',
      }),
      // Paid and on its way: the one order in the "shipped" step of its progress, with a parcel to track.
      seedOrder(ada, '000000006', '2026-11-24 09:30:00', 'processing', [line('NOVA-SILVER', 1)], {
        tracking: [{ carrier: 'ups', number: '1Z999AA10123456784', title: 'UPS Standard' }],
      }),
      seedOrder(newcomer, '000000005', '2026-11-10 16:30:00', 'complete', [line('STARTER-KIT', 1)]),
    ],
  };
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Prices include VAT; this is the VAT part of a gross amount. */
export function taxIncluded(gross: number): number {
  return round(gross - gross / (1 + VAT_RATE));
}

export function findProduct(sku: string): { product: SeedProduct; variant?: SeedVariant } | undefined {
  for (const product of seedProducts) {
    if (product.sku === sku) return { product };
    const variant = product.variants?.find((candidate) => candidate.sku === sku);
    if (variant) return { product, variant };
  }
  return undefined;
}

/** Whether a store view sells the product (its catalogue lists and finds only those). */
export const soldIn = (product: SeedProduct, storeCode: SandboxStoreCode): boolean =>
  product.storeViews === undefined || product.storeViews.includes(storeCode);

export function customerByToken(state: SandboxState, token: string): SeedCustomer | undefined {
  const id = state.tokens.get(token);
  return id === undefined ? undefined : state.customers.find((customer) => customer.id === id);
}

/**
 * Signs a customer in: a fresh random token, as Magento's generateCustomerToken issues per sign-in. A shopper the
 * commerce side does not know yet (registered through the account service) becomes a customer first.
 */
export function issueCustomerToken(
  state: SandboxState,
  customer: Omit<SeedCustomer, 'id' | 'activeSubscriptionSkus'>,
): string {
  // Magento finds a customer by their e-mail address; the uuid it keeps is the account service's, which the loyalty
  // and subscriptions services are told with each order.
  let known = state.customers.find((candidate) => candidate.email === customer.email);
  if (!known) {
    addCustomer(state, customer);
    known = state.customers.at(-1) as SeedCustomer;
  } else if (customer.isAgeVerified) {
    // The account service keeps the customer in step: an account verified since is a verified customer.
    known.isAgeVerified = true;
  }
  const token = `sandbox-customer-${crypto.randomUUID()}`;
  state.tokens.set(token, known.id);
  return token;
}

export function newCartId(state: SandboxState): string {
  // Magento's masked cart ids are 32 random characters; a counter keeps tests readable.
  return `sandbox${String(state.nextCartNumber++).padStart(25, '0')}`;
}

export interface RequestContext {
  state: SandboxState;
  /** The store (default or trial) the request's store view belongs to: its catalogue, configuration and carts. */
  storeCode: SandboxStoreCode;
  /** The labels of the request's store view (`Store: default_de` is the default store in German). */
  labels: StoreViewLabels;
  customer?: SeedCustomer;
  /** The customer token the request came with (revokeCustomerToken revokes it). */
  token?: string;
  /** The request's captcha token header: the calls the spec guards (order cancellation) need the sandbox token. */
  captchaToken?: string;
  /** Magento's cache tags of the entities the request read (`cat_p_<id>`), answered on GET as `X-Magento-Tags`. */
  cacheTags: Set<string>;
  /** The request read a cart or a customer, which Magento never caches (their fields' `@cache(cacheable: false)`). */
  readPrivateData?: boolean;
}

export function storeConfigOf(storeCode: SandboxStoreCode) {
  return seedStores[storeCode];
}

/** Loads a cart the way Magento does: unknown, inactive and someone else's carts fail with Magento's words. */
export function loadCart(context: RequestContext, cartId: string): SandboxCart {
  context.readPrivateData = true;
  const cart = context.state.carts.get(cartId);
  if (!cart) throw new MagentoError(`Could not find a cart with ID "${cartId}"`, 'graphql-no-such-entity');
  // A cart belongs to the store it was made in, and another store's request is refused; the language views of one
  // store share it, so switching language keeps the cart.
  if (cart.storeCode !== context.storeCode)
    throw new MagentoError(`Wrong store code specified for cart "${cartId}"`, 'graphql-no-such-entity');
  const ownerId = cart.customerId;
  if (ownerId !== undefined && ownerId !== context.customer?.id) {
    throw new MagentoError(
      `The current user cannot perform operations on cart "${cartId}"`,
      'graphql-authorization',
    );
  }
  if (!cart.active) throw new MagentoError("The cart isn't active.", 'graphql-no-such-entity');
  return cart;
}

export function createCart(context: RequestContext, customerId?: number): SandboxCart {
  const cart: SandboxCart = {
    id: newCartId(context.state),
    storeCode: context.storeCode,
    active: true,
    items: [],
    coupons: [],
    ...(customerId !== undefined ? { customerId } : {}),
  };
  context.state.carts.set(cart.id, cart);
  return cart;
}

/** A customer has one active cart per store view, as Magento keeps a quote per store: a trial cart is its own. */
export function customerCartOf(context: RequestContext): SandboxCart {
  const customer = requireCustomer(context);
  for (const cart of context.state.carts.values()) {
    if (cart.customerId === customer.id && cart.active && cart.storeCode === context.storeCode) return cart;
  }
  return createCart(context, customer.id);
}

export function requireCustomer(context: RequestContext): SeedCustomer {
  context.readPrivateData = true;
  if (!context.customer) {
    throw new MagentoError("The current customer isn't authorized.", 'graphql-authorization');
  }
  return context.customer;
}

export interface AddRequest {
  sku: string;
  quantity: number;
  parentSku?: string;
  gift?: { parentGiftSku?: string; parentGiftId?: string };
}

export interface AddFailure {
  code: 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'INVALID_PARAMETER_VALUE';
  message: string;
  quantity?: number;
}

/** Adds one line as Magento does: unknown SKUs, unsalable products and quantities above stock are refused. */
export function addToCart(
  state: SandboxState,
  cart: SandboxCart,
  request: AddRequest,
): AddFailure | undefined {
  if (!(request.quantity > 0)) {
    return { code: 'INVALID_PARAMETER_VALUE', message: 'The product quantity should be greater than 0' };
  }
  const found = findProduct(request.sku);
  if (!found)
    return { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${request.sku}"` };
  if (found.product.type === 'configurable' && !found.variant) {
    return {
      code: 'INVALID_PARAMETER_VALUE',
      message: 'You need to choose options for your item.',
    };
  }
  const available = state.stock.get(request.sku) ?? 0;
  if (available <= 0)
    return { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' };
  const existing = cart.items.find(
    (item) => item.sku === request.sku && Boolean(item.gift) === Boolean(request.gift),
  );
  const wanted = (existing?.quantity ?? 0) + request.quantity;
  if (wanted > available) {
    return { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available', quantity: available };
  }
  if (existing) {
    existing.quantity = wanted;
  } else {
    const numericId = state.nextItemId++;
    cart.items.push({
      uid: btoa(`item-${numericId}`),
      numericId,
      sku: request.sku,
      quantity: request.quantity,
      ...(found.variant ? { parentSku: found.product.sku } : {}),
      ...(request.gift ? { gift: request.gift } : {}),
    });
  }
  return undefined;
}

export interface CartTotals {
  subtotalIncl: number;
  subtotalExcl: number;
  couponDiscount: number;
  campaignDiscount: number;
  shipping: number;
  shippingCurrency: 'EUR' | 'USD';
  grandTotal: number;
  tax: number;
  subscriptionAmount: number;
  /** What the cart costs once a trial ends: the subscriptions, and each kept trial product at its full price. */
  totalAfterTrial: number;
  cartons: number;
}

export function unitPriceOf(sku: string, quantity = 1): number {
  const found = findProduct(sku);
  if (!found) return 0;
  const tiers = found.product.tiers ?? [];
  const tier = [...tiers].reverse().find((candidate) => quantity >= candidate.minQuantity);
  return tier?.price ?? found.product.price;
}

export function itemRowTotal(item: SandboxCartItem): number {
  if (item.gift) return 0;
  return round(unitPriceOf(item.sku, item.quantity) * item.quantity);
}

export function totalsOf(
  cart: SandboxCart,
  shippingAmount: number,
  shippingCurrency: 'EUR' | 'USD',
): CartTotals {
  const subtotalIncl = round(cart.items.reduce((sum, item) => sum + itemRowTotal(item), 0));
  const percent = cart.coupons.reduce(
    (sum, code) => sum + (seedCoupons.find((coupon) => coupon.code === code)?.percentOff ?? 0),
    0,
  );
  const couponDiscount = round((subtotalIncl * percent) / 100);
  const campaignDiscount = cart.campaignUuid
    ? Math.min(seedCampaign.amount, subtotalIncl - couponDiscount)
    : 0;
  // A shipping price in another currency is not added to a EUR total; Magento would convert, the sandbox keeps it visible.
  const shipping = shippingCurrency === 'EUR' ? shippingAmount : 0;
  const grandTotal = round(Math.max(0, subtotalIncl - couponDiscount - campaignDiscount) + shipping);
  const subscriptionAmount = round(
    cart.items
      .filter((item) => findProduct(item.sku)?.product.isSubscription)
      .reduce((sum, item) => sum + itemRowTotal(item), 0),
  );
  const keptAfterTrial = cart.items.reduce((sum, item) => {
    const after = findProduct(item.sku)?.product.priceAfterTrial;
    return after === undefined || item.gift
      ? sum
      : sum + (after - unitPriceOf(item.sku, item.quantity)) * item.quantity;
  }, 0);
  const cartons = cart.items
    .filter((item) => findProduct(item.sku)?.product.isCarton && !item.gift)
    .reduce((sum, item) => sum + item.quantity, 0);
  return {
    subtotalIncl,
    subtotalExcl: round(subtotalIncl - taxIncluded(subtotalIncl)),
    couponDiscount,
    campaignDiscount: round(campaignDiscount),
    shipping,
    shippingCurrency,
    grandTotal,
    tax: taxIncluded(grandTotal),
    subscriptionAmount,
    totalAfterTrial:
      cart.storeCode === 'trial' ? round(grandTotal + subscriptionAmount + keptAfterTrial) : grandTotal,
    cartons,
  };
}

export { freeGiftRule };

const sameAddress = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The age rule, as the shop's Magento module keeps it: where the store verifies ages, a cart holding an
 * age-restricted product needs a verified adult as its buyer, that is a customer whose account is verified, or a passed
 * check handed to the cart that was made for the cart's e-mail address (a guest, or a customer verifying at checkout).
 */
export function ageVerificationOf(
  state: SandboxState,
  cart: SandboxCart,
  config: { is_age_verification_enabled: boolean } = storeConfigOf(cart.storeCode),
) {
  const required =
    config.is_age_verification_enabled &&
    cart.items.some((item) => findProduct(item.sku)?.product.isAgeRestricted);
  const customer = state.customers.find((candidate) => candidate.id === cart.customerId);
  const checked = cart.ageVerificationUuid ? state.passedAgeChecks.get(cart.ageVerificationUuid) : undefined;
  const verified = customer?.isAgeVerified === true || sameAddress(checked, cart.email ?? customer?.email);
  return { is_required: required, is_verified: verified };
}

/** setAgeVerificationOnCart: only a check the verification service reported as passed, for the cart's e-mail address. */
export function setAgeVerification(context: RequestContext, cart: SandboxCart, uuid: string): void {
  const email = cart.email ?? context.customer?.email;
  if (!email)
    throw new MagentoError(
      'Set the e-mail address on the cart before its age verification.',
      'graphql-input',
    );
  const checked = context.state.passedAgeChecks.get(uuid);
  if (!checked) throw new MagentoError('This age verification is unknown or did not pass.', 'graphql-input');
  if (!sameAddress(checked, email))
    throw new MagentoError(
      'This age verification was made for another e-mail address than the order’s.',
      'graphql-input',
    );
  cart.ageVerificationUuid = uuid;
}

/** Tags a read as Magento's cache identities do: the entity's tag (`cat_p`), then one per entity read (`cat_p_7`). */
export function tagRead(context: RequestContext, entityTag: string, ids: readonly unknown[]) {
  if (ids.length === 0) return;
  context.cacheTags.add(entityTag);
  for (const id of ids) context.cacheTags.add(`${entityTag}_${String(id)}`);
}
