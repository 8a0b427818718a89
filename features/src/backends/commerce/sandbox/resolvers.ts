import type { IResolvers } from '@graphql-tools/utils';
import { SANDBOX_CAPTCHA_TOKEN } from '../../../platform';
import { SANDBOX_PASSWORD } from '../../../platform/sandbox/demoPassword';
import { emitSandboxEvent } from '../../../platform/sandbox/events';
import { ShopErrorCode } from '../errors';
import {
  consumablesMatrix,
  freeGiftRule,
  rootCategory,
  sandboxCategories,
  seedCmsPages,
  seedCampaign,
  seedCountries,
  seedCoupons,
  seedOrderStatuses,
  seedPaymentMethods,
  seedProducts,
  seedShippingMethods,
  sticksMatrix,
} from './seed';
import {
  addOrder,
  addToCart,
  issueCustomerToken,
  ageVerificationOf,
  createCart,
  customerCartOf,
  findProduct,
  loadCart,
  MagentoError,
  requireCustomer,
  round,
  setAgeVerification,
  storeConfigOf,
  tagRead,
  taxIncluded,
  totalsOf,
  soldIn,
  unitPriceOf,
  type AddRequest,
  type CartAddress,
  type RequestContext,
  type SandboxCart,
  type SandboxOrder,
} from './store';
import { aggregationsOf, filterByAttributes, sortProducts } from './layeredNavigation';
import { cmsPageView, resolveUrl } from './routes';
import {
  cartView,
  categoryUrlPath,
  categoryView,
  orderView,
  rootCategoryView,
  productBySkuView,
  productName,
  productView,
  selectedShippingMethodOf,
  variantChosen,
} from './views';

type Args = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface CartItemInputArgs {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  entered_options?: Array<{ uid: string; value: string }> | null;
  selected_options?: string[] | null;
}

/** Gift data travels as entered options (`is_gift`, `parent_gift_sku`, `parent_gift_id`), as the shop's module reads it. */
function addRequestOf(input: CartItemInputArgs): AddRequest {
  const entered = new Map((input.entered_options ?? []).map((option) => [option.uid, option.value]));
  const isGift = entered.get('is_gift') === 'true' || entered.get('is_gift') === '1';
  return {
    sku: variantChosen(input.sku, input.selected_options ?? []) ?? input.sku,
    quantity: input.quantity,
    ...(input.parent_sku ? { parentSku: input.parent_sku } : {}),
    ...(isGift
      ? {
          gift: {
            ...(entered.get('parent_gift_sku') ? { parentGiftSku: entered.get('parent_gift_sku') } : {}),
            ...(entered.get('parent_gift_id') ? { parentGiftId: entered.get('parent_gift_id') } : {}),
          },
        }
      : {}),
  };
}

function addAll(context: RequestContext, cart: SandboxCart, inputs: CartItemInputArgs[]) {
  const userErrors = [];
  for (const input of inputs) {
    const failure = addToCart(context.state, cart, addRequestOf(input));
    if (failure) {
      userErrors.push({
        __typename: failure.code === 'INSUFFICIENT_STOCK' ? 'InsufficientStockError' : 'CartUserInputError',
        ...failure,
      });
    }
  }
  return userErrors;
}

/** The older add mutations answer with a GraphQL error instead of `user_errors`, as Magento does. */
function addOrThrow(context: RequestContext, cart: SandboxCart, inputs: CartItemInputArgs[]) {
  // The shop's module refuses a subscription the customer already runs with code 4 (spec section 8).
  const runs =
    context.state.customers.find((customer) => customer.id === cart.customerId)?.activeSubscriptionSkus ?? [];
  if (inputs.some((input) => runs.includes(input.sku))) {
    throw new MagentoError(
      'The product already exists in your subscription.',
      'graphql-input',
      ShopErrorCode.productExistsInSubscription,
    );
  }
  const [first] = addAll(context, cart, inputs);
  if (first) throw new MagentoError(first.message, 'graphql-input');
  return { cart: cartView(context, cart) };
}

function toAddress(input: Args): CartAddress {
  const street = (input.street as string[]).filter((line) => line.trim() !== '');
  if (street.length === 0 || street.length > 3) {
    throw new MagentoError('"Street Address" cannot contain more than 3 lines.', 'graphql-input');
  }
  if (!input.firstname || !input.lastname || !input.city || !input.country_code) {
    throw new MagentoError(
      'Required parameters are missing: firstname, lastname, city, country_code',
      'graphql-input',
    );
  }
  if (!seedCountries.some((country) => country.id === input.country_code)) {
    throw new MagentoError(`Country is not available`, 'graphql-input');
  }
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company ?? null,
    street,
    city: input.city,
    region: input.region ?? null,
    postcode: input.postcode ?? null,
    country_code: input.country_code,
    telephone: input.telephone ?? null,
  };
}

function validatePostcode(context: RequestContext, address: CartAddress) {
  const config = storeConfigOf(context.storeCode);
  if (!config.postcode_validation_enabled || address.country_code !== 'DE') return;
  if (!new RegExp(config.postcode_validate_regex).test(address.postcode ?? '')) {
    throw new MagentoError(`Provided postcode "${address.postcode ?? ''}" is not valid.`, 'graphql-input');
  }
}

function placeOrder(context: RequestContext, args: Args) {
  const cartId: string = args.input.cart_id;
  const fail = (code: string, message: string) => ({
    order: null,
    orderV2: null,
    errors: [{ code, message }],
  });
  const cart = context.state.carts.get(cartId);
  if (!cart) return fail('CART_NOT_FOUND', `Could not find a cart with ID "${cartId}"`);
  if (cart.customerId !== undefined && cart.customerId !== context.customer?.id) {
    throw new MagentoError(
      `The current user cannot perform operations on cart "${cartId}"`,
      'graphql-authorization',
    );
  }
  if (!cart.active) return fail('CART_NOT_ACTIVE', "The cart isn't active.");
  const view = cartView(context, cart);
  const email = cart.email ?? context.customer?.email;
  if (!email) return fail('GUEST_EMAIL_MISSING', 'Guest email for cart is missing.');
  if (cart.items.length === 0)
    return fail(
      'UNABLE_TO_PLACE_ORDER',
      'A server error stopped your order from being placed. Please try to place your order again.',
    );
  if (view.items.some((item) => item.errors)) {
    return fail('UNABLE_TO_PLACE_ORDER', 'Some of the products below do not have all the required options.');
  }
  if (!view.is_virtual && (!cart.shippingAddress || !cart.shippingMethod)) {
    return fail(
      'UNABLE_TO_PLACE_ORDER',
      'The shipping method is missing. Select the shipping method and try again.',
    );
  }
  if (!cart.billingAddress)
    return fail('UNABLE_TO_PLACE_ORDER', 'Please check the billing address information.');
  if (!cart.paymentMethod)
    return fail('UNABLE_TO_PLACE_ORDER', 'Enter a valid payment method and try again.');
  const age = ageVerificationOf(context.state, cart);
  if (age.is_required && !age.is_verified)
    return fail(
      'AGE_VERIFICATION_REQUIRED',
      'Age-restricted products are sold to verified adults only. Verify your age and try again.',
    );
  const config = storeConfigOf(cart.storeCode);
  const seedSelected = selectedShippingMethodOf(cart);
  const selected = seedSelected && context.labels.shippingMethod(seedSelected);
  const totals = totalsOf(cart, selected?.amount ?? 0, selected?.currency ?? 'EUR');
  if (config.is_order_limit_enabled && totals.grandTotal > config.order_limit_value) {
    return fail('UNABLE_TO_PLACE_ORDER', `The order total may not exceed ${config.order_limit_value} EUR.`);
  }
  const attributes: Array<{ code: string; value: string }> = args.input.additional_attributes ?? [];
  const number = String(context.state.nextOrderNumber++).padStart(9, '0');
  const order: SandboxOrder = {
    id: btoa(number),
    entityId: String(2000 + Number(number)),
    uuid: `0rd3r000-0000-4000-8000-${number.padStart(12, '0')}`,
    number,
    ...(cart.customerId !== undefined ? { customerId: cart.customerId } : {}),
    email,
    date: storeClockNow(),
    status: 'pending',
    items: cart.items.map((item) => {
      const found = findProduct(item.sku);
      return {
        sku: item.sku,
        name: productName(context, item.sku),
        quantity: item.quantity,
        price: item.gift ? 0 : unitPriceOf(item.sku, item.quantity),
        urlKey: found?.product.urlKey ?? '',
        type: found?.variant ? 'configurable' : (found?.product.type ?? 'simple'),
      };
    }),
    subtotal: totals.subtotalIncl,
    shipping: totals.shipping,
    discount: round(totals.couponDiscount + totals.campaignDiscount),
    tax: taxIncluded(totals.grandTotal),
    grandTotal: totals.grandTotal,
    currency: 'EUR',
    shippingAddress: cart.shippingAddress ?? cart.billingAddress,
    billingAddress: cart.billingAddress,
    shippingMethod: selected ? `${selected.carrier_title} - ${selected.method_title}` : '',
    carrier: selected?.carrier_title ?? '',
    tracking: [],
    paymentMethod: {
      name: context.labels.paymentTitle(cart.paymentMethod),
      type: cart.paymentMethod,
    },
    invoiced: false,
    loyalty: {
      points_earned: Math.floor(totals.grandTotal),
      points_spent: cart.campaignUuid ? seedCampaign.points : 0,
    },
    attributes: attributes.map((attribute) => ({
      code: attribute.code,
      label:
        context.labels.orderAttributes().find((known) => known.code === attribute.code)?.label ??
        attribute.code,
      value: attribute.value,
    })),
  };
  for (const item of cart.items) {
    context.state.stock.set(item.sku, (context.state.stock.get(item.sku) ?? 0) - item.quantity);
  }
  addOrder(context.state, order);
  cart.active = false;
  followCardOrder(order);
  const customer = context.state.customers.find((known) => known.id === cart.customerId);
  if (customer) {
    // The customer now runs the subscriptions bought: adding one again is refused (code 4), as for the seeded ones.
    for (const item of cart.items)
      if (
        findProduct(item.sku)?.product.isSubscription &&
        !customer.activeSubscriptionSkus.includes(item.sku)
      )
        customer.activeSubscriptionSkus.push(item.sku);
    emitSandboxEvent('orderPlaced', {
      shopperUuid: customer.uuid,
      orderNumber: number,
      items: order.items.map(({ sku, name, quantity, price }) => ({ sku, name, quantity, price })),
      points: order.loyalty.points_earned,
    });
  }
  return {
    order: { order_number: number, order_id: number, entity_id: order.entityId },
    orderV2: orderView(context, order),
    errors: [],
  };
}

/** The card method (the commerce default): charged at once, so its orders move on without the shopper. */
const CARD_PAYMENT = 'jtipayment';
/** How long after placement a card order turns processing (the payment sandbox settles the card within half that). */

/**
 * Now as Magento writes an order's `order_date`: `Y-m-d H:i:s` on the store's clock (its `general/locale/timezone`,
 * storeConfig's `timezone`), not in UTC as it keeps `created_at`.
 */
const storeClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: storeConfigOf('default').timezone,
  dateStyle: 'short',
  timeStyle: 'medium',
});
const storeClockNow = () => storeClock.format(new Date());
export const CARD_ORDER_PROCESSING_MS = 4000;

/**
 * A card order moves on by itself, as a shop's would once the card is charged: processing after
 * CARD_ORDER_PROCESSING_MS, unless it was cancelled or paid otherwise meanwhile. Other methods wait for their money.
 */
function followCardOrder(order: SandboxOrder) {
  if (order.paymentMethod.type !== CARD_PAYMENT) return;
  const timer = setTimeout(() => {
    if (order.status === 'pending' && order.paymentMethod.type === CARD_PAYMENT) order.status = 'processing';
  }, CARD_ORDER_PROCESSING_MS);
  timer.unref?.();
}

function ordersOf(context: RequestContext) {
  const customer = requireCustomer(context);
  return context.state.orders.filter((order) => order.customerId === customer.id);
}

/** The attributes a product list sorts by (Magento's "Used for Sorting in Product Listing" of a fresh install). */
const SORT_FIELDS = [
  ['position', 'Position'],
  ['name', 'Product Name'],
  ['price', 'Price'],
] as const;

/** The address check Magento's e-mail validator makes, as the sandbox's guest e-mail check does (setGuestEmailOnCart). */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The categories matching `categories(filters:)` in the store's tree, as Magento filters them: every given filter
 * must match (ids and uids by `eq` or `in`, a parent's children, a url key or path, a name containing the words).
 */
function filterCategories(filters: Args) {
  const equal = (filter: Args | undefined, value: string) =>
    !filter ||
    ((filter.eq != null ? filter.eq === value : true) && (filter.in ? filter.in.includes(value) : true));
  const parentOf = (category: (typeof sandboxCategories)[number]) => category.parentId ?? rootCategory.id;
  const parentUid = (category: (typeof sandboxCategories)[number]) =>
    category.parentId === undefined
      ? rootCategory.uid
      : (sandboxCategories.find((known) => known.id === category.parentId)?.uid ?? '');
  return sandboxCategories.filter(
    (category) =>
      equal(filters.ids, String(category.id)) &&
      equal(filters.category_uid, category.uid) &&
      equal(filters.parent_id, String(parentOf(category))) &&
      equal(filters.parent_category_uid, parentUid(category)) &&
      equal(filters.url_key, category.urlKey) &&
      equal(filters.url_path, categoryUrlPath(category)) &&
      (!filters.name?.match ||
        category.name.toLowerCase().includes(String(filters.name.match).toLowerCase())),
  );
}

export const resolvers: IResolvers<unknown, RequestContext> = {
  Query: {
    cart: (_root, args: Args, context) => cartView(context, loadCart(context, args.cart_id)),
    customerCart: (_root, _args, context) => cartView(context, customerCartOf(context)),
    products: (_root, args: Args, context) => {
      const filter = args.filter ?? {};
      const sold = seedProducts.filter((product) => soldIn(product, context.storeCode));
      let matches = sold.filter((product) => product.sku !== freeGiftRule.giftSku);
      const skus: string[] | undefined = filter.sku?.in ?? (filter.sku?.eq ? [filter.sku.eq] : undefined);
      let items: Array<Record<string, unknown>>;
      let aggregations: ReturnType<typeof aggregationsOf> = [];
      if (skus) {
        items = skus.map((sku) => productBySkuView(context, sku)).filter((item) => item !== null);
      } else {
        if (filter.url_key?.eq) matches = sold.filter((product) => product.urlKey === filter.url_key.eq);
        const category = filter.category_uid?.eq ?? filter.category_id?.eq;
        if (category) {
          matches = matches.filter((product) =>
            product.categories.some(
              (candidate) => candidate.uid === category || candidate.urlKey === category,
            ),
          );
        }
        const search: string | undefined = args.search ?? filter.name?.match;
        if (search)
          matches = matches.filter((product) => product.name.toLowerCase().includes(search.toLowerCase()));
        aggregations = aggregationsOf(matches, filter);
        items = sortProducts(filterByAttributes(matches, filter), args.sort).map((product) =>
          productView(context, product),
        );
      }
      const pageSize: number = args.pageSize ?? 20;
      const currentPage: number = args.currentPage ?? 1;
      if (pageSize < 1) throw new MagentoError('pageSize value must be greater than 0.', 'graphql-input');
      if (currentPage < 1)
        throw new MagentoError('currentPage value must be greater than 0.', 'graphql-input');
      const page = items.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      tagRead(
        context,
        'cat_p',
        page.map((item) => item['id']),
      );
      return {
        items: page,
        total_count: items.length,
        page_info: {
          current_page: currentPage,
          page_size: pageSize,
          total_pages: Math.max(1, Math.ceil(items.length / pageSize)),
        },
        aggregations,
        sort_fields: {
          default: 'position',
          options: SORT_FIELDS.map(([value, label]) => ({ value, label: context.labels.word(label) })),
        },
      };
    },
    storeConfig: (_root, _args, context) => context.labels.storeConfig(context.storeCode),
    countries: (_root, _args, context) => seedCountries.map((country) => countryView(context, country)),
    country: (_root, args: Args, context) => {
      const country = seedCountries.find((candidate) => candidate.id === args.id);
      if (!country) throw new MagentoError(`The country isn't available.`, 'graphql-no-such-entity');
      return countryView(context, country);
    },
    currency: () => ({
      base_currency_code: 'EUR',
      base_currency_symbol: '€',
      default_display_currency_code: 'EUR',
      default_display_currency_symbol: '€',
      available_currency_codes: ['EUR', 'USD'],
      exchange_rates: [
        { currency_to: 'EUR', rate: 1 },
        { currency_to: 'USD', rate: 1.08 },
      ],
    }),
    customer: (_root, _args, context) => {
      const customer = requireCustomer(context);
      return {
        firstname: customer.firstname,
        lastname: customer.lastname,
        email: customer.email,
        is_subscribed: Boolean(customer.isSubscribed),
      };
    },
    isEmailAvailable: (_root, args: Args, context) => {
      const email = String(args.email).trim();
      if (!email) throw new MagentoError('Email must be specified', 'graphql-input');
      if (!EMAIL.test(email)) throw new MagentoError('Email is invalid', 'graphql-input');
      return {
        is_email_available: !context.state.customers.some(
          (customer) => customer.email.toLowerCase() === email.toLowerCase(),
        ),
      };
    },
    route: (_root, args: Args, context) => {
      const resolved = resolveUrl(context, args.url);
      if (!resolved) return null;
      tagRead(context, resolved.cacheTag, [resolved.id]);
      return {
        ...resolved.entity,
        relative_url: resolved.relativeUrl,
        redirect_code: resolved.redirectCode,
      };
    },
    urlResolver: (_root, args: Args, context) => {
      const resolved = resolveUrl(context, args.url);
      if (!resolved) return null;
      tagRead(context, resolved.cacheTag, [resolved.id]);
      return {
        id: resolved.id,
        entity_uid: resolved.entity['uid'] ?? btoa(String(resolved.id)),
        canonical_url: resolved.relativeUrl,
        relative_url: resolved.relativeUrl,
        redirectCode: resolved.redirectCode,
        type: resolved.entity['type'],
      };
    },
    categories: (_root, args: Args, context) => {
      const pageSize: number = args.pageSize ?? 20;
      const currentPage: number = args.currentPage ?? 1;
      if (pageSize < 1) throw new MagentoError('pageSize value must be greater than 0.', 'graphql-input');
      if (currentPage < 1)
        throw new MagentoError('currentPage value must be greater than 0.', 'graphql-input');
      const items = args.filters
        ? filterCategories(args.filters).map((category) => categoryView(context, category))
        : [rootCategoryView(context)];
      const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
      if (currentPage > totalPages && items.length > 0) {
        throw new MagentoError(
          `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
          'graphql-input',
        );
      }
      const page = items.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      tagRead(
        context,
        'cat_c',
        page.map((item) => item['id']),
      );
      return {
        items: page,
        total_count: items.length,
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
      };
    },
    cmsPage: (_root, args: Args, context) => {
      const page = seedCmsPages.find((candidate) =>
        args.identifier != null ? candidate.identifier === args.identifier : candidate.id === args.id,
      );
      if (!page) {
        throw new MagentoError(
          args.identifier != null
            ? `The CMS page with the "${args.identifier}" ID doesn't exist.`
            : `The CMS page with the "${args.id}" ID doesn't exist.`,
          'graphql-no-such-entity',
        );
      }
      tagRead(context, 'cms_p', [page.id]);
      return cmsPageView(page);
    },
    getSticksMatrix: () => sticksMatrix,
    getConsumablesMatrix: () => consumablesMatrix,
    orderAttributes: (_root, _args, context) => context.labels.orderAttributes(),
    getOrderDeliveryLimits: (_root, args: Args, context) => {
      const cart = loadCart(context, args.cart_id);
      const cartons = totalsOf(cart, 0, 'EUR').cartons;
      return {
        mode: 'per_customer',
        limits: [
          {
            sku: null,
            period_days: 30,
            max_quantity: storeConfigOf(context.storeCode).cartons_limit_value * 3,
            used_quantity: cartons,
          },
        ],
      };
    },
    orderStatuses: (_root, _args, context) => context.labels.orderStatuses(),
    crossSellingPopup: (_root, args: Args, context) => {
      const cart = loadCart(context, args.cart_id);
      const inCart = new Set(cart.items.map((item) => item.parentSku ?? item.sku));
      const suggestions = seedProducts.filter(
        (product) => ['CASE', 'CHARGER', 'STICKS-RUBY'].includes(product.sku) && !inCart.has(product.sku),
      );
      return {
        title: context.labels.word('Goes well with your order'),
        products: suggestions.map((product) => productView(context, product)),
      };
    },
    urlKeysBySku: (_root, args: Args) =>
      (args.skus as string[]).flatMap((sku) => {
        const found = findProduct(sku);
        return found ? [{ sku, url_key: found.product.urlKey }] : [];
      }),
    getProductPrice: (_root, args: Args) => {
      if (!findProduct(args.sku))
        throw new MagentoError(`Could not find a product with SKU "${args.sku}"`, 'graphql-no-such-entity');
      if (!(args.quantity > 0))
        throw new MagentoError('The product quantity should be greater than 0', 'graphql-input');
      const unit = unitPriceOf(args.sku, args.quantity);
      return {
        sku: args.sku,
        quantity: args.quantity,
        unit_price: { value: unit, currency: 'EUR' },
        row_total: { value: round(unit * args.quantity), currency: 'EUR' },
      };
    },
  },
  Customer: {
    orders: (_root, args: Args, context) => {
      let orders = ordersOf(context);
      const number = args.filter?.number;
      if (number?.eq) orders = orders.filter((order) => order.number === number.eq);
      if (number?.in) orders = orders.filter((order) => number.in.includes(order.number));
      orders = [...orders].sort((a, b) => b.date.localeCompare(a.date));
      const pageSize: number = args.pageSize ?? 20;
      const currentPage: number = args.currentPage ?? 1;
      const totalPages = Math.max(1, Math.ceil(orders.length / pageSize));
      if (currentPage > totalPages) {
        throw new MagentoError(
          `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
          'graphql-input',
        );
      }
      return {
        items: orders
          .slice((currentPage - 1) * pageSize, currentPage * pageSize)
          .map((order) => orderView(context, order)),
        total_count: orders.length,
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
      };
    },
  },
  Mutation: {
    generateCustomerToken: (_root, args: Args, context) => {
      if (!String(args.email).trim()) throw new MagentoError('Specify the "email" value.', 'graphql-input');
      if (!args.password) throw new MagentoError('Specify the "password" value.', 'graphql-input');
      const customer = context.state.customers.find(
        (candidate) => candidate.email.toLowerCase() === String(args.email).trim().toLowerCase(),
      );
      // Magento answers an unknown address and a wrong password alike, so that a sign-in tells no one who is a customer.
      if (!customer || args.password !== SANDBOX_PASSWORD) {
        throw new MagentoError(
          'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
          'graphql-authentication',
        );
      }
      return { token: issueCustomerToken(context.state, customer) };
    },
    revokeCustomerToken: (_root, _args, context) => {
      requireCustomer(context);
      if (context.token) context.state.tokens.delete(context.token);
      return { result: true };
    },
    createGuestCart: (_root, _args, context) => {
      if (context.customer) {
        throw new MagentoError('Use `Query.customerCart` for logged in customer.', 'graphql-input');
      }
      return { cart: cartView(context, createCart(context)) };
    },
    createEmptyCart: (_root, _args, context) =>
      context.customer ? customerCartOf(context).id : createCart(context).id,
    mergeCarts: (_root, args: Args, context) => {
      const customer = requireCustomer(context);
      const source = loadCart(context, args.source_cart_id);
      const destination = args.destination_cart_id
        ? loadCart(context, args.destination_cart_id)
        : customerCartOf(context);
      if (destination.customerId !== customer.id) {
        throw new MagentoError(
          `The current user cannot perform operations on cart "${destination.id}"`,
          'graphql-authorization',
        );
      }
      // Magento merges without re-checking stock: too-large quantities surface as item errors.
      for (const item of source.items) {
        const existing = destination.items.find(
          (candidate) => candidate.sku === item.sku && Boolean(candidate.gift) === Boolean(item.gift),
        );
        if (existing) existing.quantity += item.quantity;
        else destination.items.push({ ...item });
      }
      destination.coupons = [...new Set([...destination.coupons, ...source.coupons])];
      source.active = false;
      return cartView(context, destination);
    },
    addProductsToCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.cartId);
      const userErrors = addAll(context, cart, args.cartItems);
      return { cart: cartView(context, cart), user_errors: userErrors };
    },
    addSimpleProductsToCart: (_root, args: Args, context) =>
      addOrThrow(
        context,
        loadCart(context, args.input.cart_id),
        args.input.cart_items.map((item: Args) => item.data),
      ),
    addConfigurableProductsToCart: (_root, args: Args, context) =>
      addOrThrow(
        context,
        loadCart(context, args.input.cart_id),
        args.input.cart_items.map((item: Args) => ({
          ...item.data,
          sku: item.variant_sku ?? item.data.sku,
          parent_sku: item.parent_sku ?? item.data.parent_sku,
        })),
      ),
    addBundleProductsToCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      for (const item of args.input.cart_items) {
        const found = findProduct(item.data.sku);
        if (found?.product.type !== 'bundle') {
          throw new MagentoError(`Product "${item.data.sku}" is not a bundle product.`, 'graphql-input');
        }
        if (item.bundle_options.length !== (found.product.bundleOptions ?? []).length) {
          throw new MagentoError('Please select all required options.', 'graphql-input');
        }
      }
      return addOrThrow(
        context,
        cart,
        args.input.cart_items.map((item: Args) => item.data),
      );
    },
    updateCartItems: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      const errors = [];
      for (const update of args.input.cart_items) {
        const item = cart.items.find(
          (candidate) =>
            candidate.uid === update.cart_item_uid || candidate.numericId === update.cart_item_id,
        );
        if (!item) {
          errors.push({
            code: 'COULD_NOT_FIND_CART_ITEM',
            message: `Could not find cart item with id: ${update.cart_item_uid ?? update.cart_item_id}`,
          });
          continue;
        }
        if (update.quantity < 0) {
          errors.push({
            code: 'INVALID_PARAMETER_VALUE',
            message: 'The product quantity should be greater than 0',
          });
          continue;
        }
        if (update.quantity === 0) {
          cart.items = cart.items.filter((candidate) => candidate !== item);
          continue;
        }
        const available = context.state.stock.get(item.sku) ?? 0;
        if (update.quantity > available) {
          errors.push({ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' });
          continue;
        }
        item.quantity = update.quantity;
      }
      return { cart: cartView(context, cart), errors };
    },
    removeItemFromCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      const uid = args.input.cart_item_uid ?? null;
      const item = cart.items.find(
        (candidate) => candidate.uid === uid || candidate.numericId === args.input.cart_item_id,
      );
      if (!item) {
        throw new MagentoError(`The cart doesn't contain the item`, 'graphql-no-such-entity');
      }
      cart.items = cart.items.filter((candidate) => candidate !== item);
      return { cart: cartView(context, cart) };
    },
    applyCouponToCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      if (cart.items.length === 0) throw new MagentoError('Cart does not contain products.', 'graphql-input');
      const codes = (args.input.coupon_code as string)
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean);
      const valid = codes.filter((code) =>
        seedCoupons.some((coupon) => coupon.code === code && !coupon.expired),
      );
      const rejected = codes.filter((code) => !valid.includes(code));
      if (valid.length === 0) {
        throw new MagentoError(
          context.labels.word("The coupon code isn't valid. Verify the code and try again."),
          'graphql-no-such-entity',
        );
      }
      cart.coupons = [...new Set(valid)];
      return { cart: cartView(context, cart, { rejectedCoupons: rejected }) };
    },
    removeCouponFromCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      cart.coupons = [];
      return { cart: cartView(context, cart) };
    },
    applyCampaignToCart: (_root, args: Args, context) => {
      requireCustomer(context);
      const cart = loadCart(context, args.input.cart_id);
      // A campaign worth more than the goods after coupons would spend points for less than they are worth.
      const { subtotalIncl, couponDiscount } = totalsOf(cart, 0, 'EUR');
      if (
        args.input.campaign_uuid !== seedCampaign.uuid ||
        seedCampaign.amount > subtotalIncl - couponDiscount
      ) {
        throw new MagentoError('The campaign is not available for this cart.', 'graphql-no-such-entity');
      }
      cart.campaignUuid = seedCampaign.uuid;
      return { cart: cartView(context, cart) };
    },
    removeCampaignFromCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      delete cart.campaignUuid;
      return { cart: cartView(context, cart) };
    },
    setGuestEmailOnCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      if (cart.customerId !== undefined)
        throw new MagentoError('The request is not allowed for logged in customers', 'graphql-authorization');
      if (!EMAIL.test(args.input.email)) throw new MagentoError('Invalid email format', 'graphql-input');
      cart.email = args.input.email;
      return { cart: cartView(context, cart) };
    },
    setShippingAddressesOnCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      const [first, ...others] = args.input.shipping_addresses as Args[];
      if (!first || others.length > 0) {
        throw new MagentoError('You cannot specify multiple shipping addresses.', 'graphql-input');
      }
      if (!first.address)
        throw new MagentoError(
          'The shipping address must contain either "customer_address_id" or "address".',
          'graphql-input',
        );
      const address = toAddress(first.address);
      validatePostcode(context, address);
      cart.shippingAddress = { ...address, pickup_location_code: first.pickup_location_code ?? null };
      return { cart: cartView(context, cart) };
    },
    setBillingAddressOnCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      const input = args.input.billing_address;
      if (input.same_as_shipping) {
        if (!cart.shippingAddress)
          throw new MagentoError(
            'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
            'graphql-input',
          );
        cart.billingAddress = { ...cart.shippingAddress };
      } else {
        if (!input.address)
          throw new MagentoError(
            'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
            'graphql-input',
          );
        cart.billingAddress = toAddress(input.address);
        if (input.use_for_shipping) cart.shippingAddress = { ...cart.billingAddress };
      }
      return { cart: cartView(context, cart) };
    },
    setShippingMethodsOnCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      if (!cart.shippingAddress)
        throw new MagentoError(
          'The shipping address is missing. Set the address and try again.',
          'graphql-input',
        );
      const [wanted] = args.input.shipping_methods as Args[];
      const method = seedShippingMethods.find(
        (candidate) =>
          candidate.carrier_code === wanted?.carrier_code && candidate.method_code === wanted?.method_code,
      );
      if (!method)
        throw new MagentoError(
          'Carrier with such method not found: ' + `${wanted?.carrier_code}, ${wanted?.method_code}`,
          'graphql-input',
        );
      const hasSubscription = cart.items.some((item) => findProduct(item.sku)?.product.isSubscription);
      if (hasSubscription && method.disable_for_subscription) {
        throw new MagentoError('This shipping method is not available for subscriptions.', 'graphql-input');
      }
      cart.shippingMethod = { carrier_code: method.carrier_code, method_code: method.method_code };
      return { cart: cartView(context, cart) };
    },
    setPaymentMethodOnCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      const code = args.input.payment_method.code;
      if (!seedPaymentMethods.some((method) => method.code === code)) {
        throw new MagentoError(`The requested Payment Method is not available.`, 'graphql-input');
      }
      cart.paymentMethod = code;
      return { cart: cartView(context, cart) };
    },
    setAgeVerificationOnCart: (_root, args: Args, context) => {
      const cart = loadCart(context, args.input.cart_id);
      setAgeVerification(context, cart, args.input.verification_uuid);
      return { cart: cartView(context, cart) };
    },
    placeOrder: (_root, args: Args, context) => placeOrder(context, args),
    reorderItems: (_root, args: Args, context) => {
      const order = ordersOf(context).find((candidate) => candidate.number === args.orderNumber);
      if (!order)
        throw new MagentoError(
          'Cannot find order number "' + args.orderNumber + '" in customer account',
          'graphql-input',
        );
      const cart = customerCartOf(context);
      const userInputErrors = [];
      for (const item of order.items) {
        const failure = addToCart(context.state, cart, { sku: item.sku, quantity: item.quantity });
        if (failure) {
          userInputErrors.push({
            code: failure.code === 'INVALID_PARAMETER_VALUE' ? 'UNDEFINED' : failure.code,
            message: failure.message,
            path: ['orderNumber'],
          });
        }
      }
      return { cart: cartView(context, cart), userInputErrors };
    },
    cancelorder: (_root, args: Args, context) => {
      if (context.captchaToken !== SANDBOX_CAPTCHA_TOKEN) {
        throw new MagentoError('Captcha verification failed.', 'graphql-authorization');
      }
      const order = ordersOf(context).find((candidate) => candidate.number === args.input.order_number);
      if (!order || order.uuid !== args.input.uuid) {
        throw new MagentoError('ORDER_NOT_FOUND', 'graphql-no-such-entity', 'ORDER_NOT_FOUND');
      }
      const status = seedOrderStatuses.find((candidate) => candidate.status_value === order.status);
      if (!status?.cancelable) {
        return {
          success: false,
          message: `An order with status "${status?.status_label ?? order.status}" cannot be cancelled.`,
        };
      }
      order.status = 'canceled';
      order.statusReason = args.input.reason ?? 'Cancelled by the customer';
      return { success: true, message: null };
    },
    updatePaymentMethod: (_root, args: Args, context) => {
      const order = ordersOf(context).find(
        (candidate) => candidate.number === args.orderId || candidate.entityId === args.orderId,
      );
      if (!order) throw new MagentoError('ORDER_NOT_FOUND', 'graphql-no-such-entity', 'ORDER_NOT_FOUND');
      const method = seedPaymentMethods.find((candidate) => candidate.code === args.methodCode);
      if (!method)
        throw new MagentoError(
          `The requested Payment Method is not available.`,
          'graphql-input',
          'PAYMENT_METHOD_NOT_AVAILABLE',
        );
      if (order.status !== 'pending') {
        throw new MagentoError(
          'The payment method of a paid order cannot be changed.',
          'graphql-input',
          'ORDER_ALREADY_PAID',
        );
      }
      order.paymentMethod = { name: context.labels.paymentTitle(method.code), type: method.code };
      return { success: true, payment_method: method.code, message: null };
    },
  },
};

/** A country in the request's store view: its name (and its regions') in the view's language, and in English. */
function countryView(context: RequestContext, country: (typeof seedCountries)[number]) {
  const localized = context.labels.country(country);
  return {
    id: country.id,
    two_letter_abbreviation: country.two,
    three_letter_abbreviation: country.three,
    full_name_locale: localized.name,
    full_name_english: country.name,
    available_regions: localized.regions,
  };
}
