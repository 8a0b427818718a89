import {
  freeGiftRule,
  productGallery,
  productPicture,
  rootCategory,
  sandboxCategories,
  seedCampaign,
  seedCoupons,
  seedOrderStatuses,
  seedProducts,
  seedShippingMethods,
  type SeedCategory,
  type SeedProduct,
  type SeedVariant,
  URL_SUFFIX,
} from './seed';
import {
  ageVerificationOf,
  findProduct,
  itemRowTotal,
  round,
  storeConfigOf,
  tagRead,
  taxIncluded,
  totalsOf,
  soldIn,
  unitPriceOf,
  type CartAddress,
  type RequestContext,
  type SandboxCart,
  type SandboxCartItem,
  type SandboxOrder,
} from './store';

/** The colour attribute's id (`color`, 93 in Magento's sample data): a configurable's one option. */
const COLOUR_ATTRIBUTE_ID = 93;

/** A configurable's colour option's uid, and each colour's (the `selected_options` a storefront adds a variant by). */
const colourOptionUid = (product: SeedProduct) => btoa(`configurable/${product.id}/${COLOUR_ATTRIBUTE_ID}`);
const colourValueUid = (product: SeedProduct, index: number) =>
  btoa(`configurable/${COLOUR_ATTRIBUTE_ID}/${product.id * 10 + index}`);

/**
 * The variant a storefront chose by adding a configurable's SKU with `selected_options`, Magento's way of adding a
 * colour (PWA Studio's and every client's): the variant whose colour uid is among them, else none.
 */
export function variantChosen(sku: string, selectedOptions: readonly string[]): string | undefined {
  const product = findProduct(sku);
  if (!product || product.variant || product.product.type !== 'configurable') return undefined;
  const variants = product.product.variants ?? [];
  return variants.find((_variant, index) => selectedOptions.includes(colourValueUid(product.product, index)))
    ?.sku;
}

const money = (value: number, currency: 'EUR' | 'USD' = 'EUR') => ({ value: round(value), currency });

/** The deprecated `price` (ProductPrices) Magento still serves: the final price as minimal and maximal, no adjustments. */
function deprecatedPriceOf(product: SeedProduct) {
  const price = (value: number) => ({ amount: money(value), adjustments: [] });
  return {
    minimalPrice: price(product.price),
    maximalPrice: price(product.price),
    regularPrice: price(product.regularPrice ?? product.price),
  };
}

/** A product page's url as Magento's url rewrites hold it, for RoutableInterface's fields. */
const productRoute = (urlKey: string) => ({
  url_suffix: URL_SUFFIX,
  relative_url: `${urlKey}${URL_SUFFIX}`,
  redirect_code: 0,
  type: 'PRODUCT',
});

function priceOf(product: SeedProduct) {
  const regular = product.regularPrice ?? product.price;
  const amountOff = round(regular - product.price);
  return {
    final_price: money(product.price),
    regular_price: money(regular),
    discount: { amount_off: amountOff, percent_off: regular > 0 ? round((amountOff / regular) * 100) : 0 },
  };
}

function images(colour: string, name: string) {
  const image = { url: productPicture(colour, name), label: name };
  const media_gallery = productGallery(colour, name).map((picture, position) => ({
    __typename: 'ProductImage',
    ...picture,
    position,
    disabled: false,
  }));
  return { image, small_image: image, thumbnail: image, media_gallery };
}

/**
 * Related products and cross-sells, resolved only when a query asks for them (graphql-js calls a function-valued
 * field), so a product's related products do not pull in theirs.
 */
function linkedProducts(context: RequestContext, skus: string[] | undefined) {
  return () => (skus ?? []).map((sku) => productBySkuView(context, sku)).filter((view) => view !== null);
}

/** Magento reports `only_x_left_in_stock` below its threshold only; the sandbox threshold is 10. */
const onlyLeft = (stock: number) => (stock > 0 && stock <= 10 ? stock : null);

/** Magento's default order limits per line (Stores > Configuration > Inventory): 1 to 10,000. */
const DEFAULT_SALE_QTY = { min: 1, max: 10_000 };

/** A product's order limits per line: its own stock item's, else the store configuration's. */
const saleQuantities = (product: SeedProduct) => ({
  min_sale_qty: DEFAULT_SALE_QTY.min,
  max_sale_qty: product.orderQuantityLimit ?? DEFAULT_SALE_QTY.max,
});

function variantView(context: RequestContext, seedProduct: SeedProduct, variant: SeedVariant) {
  const stock = context.state.stock.get(variant.sku) ?? 0;
  const product = context.labels.product(seedProduct);
  const colour = context.labels.colour(variant.colour);
  return {
    __typename: 'SimpleProduct',
    uid: btoa(`product-${variant.sku}`),
    sku: variant.sku,
    name: `${product.name} ${colour}`,
    url_key: `${product.urlKey}-${variant.sku.toLowerCase()}`,
    url_suffix: URL_SUFFIX,
    // A variant is not visible on its own, so Magento has no url rewrite for it.
    relative_url: null,
    redirect_code: 0,
    type: 'PRODUCT',
    type_id: 'simple',
    stock_status: stock > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    only_x_left_in_stock: onlyLeft(stock),
    ...saleQuantities(seedProduct),
    description: { html: product.description },
    short_description: { html: product.shortDescription },
    ...images(variant.swatch, `${product.name} ${colour}`),
    price: deprecatedPriceOf(product),
    price_range: { minimum_price: priceOf(product), maximum_price: priceOf(product) },
    categories: categoriesOf(context, product.categories),
    flavor: product.flavor ?? null,
    is_subscription: Boolean(product.isSubscription),
    is_age_restricted: Boolean(product.isAgeRestricted),
  };
}

export function productView(context: RequestContext, seedProduct: SeedProduct): Record<string, unknown> {
  const product = context.labels.product(seedProduct);
  const typename = {
    simple: 'SimpleProduct',
    virtual: 'VirtualProduct',
    configurable: 'ConfigurableProduct',
    bundle: 'BundleProduct',
  }[product.type];
  const variants = product.variants ?? [];
  const ownStock = context.state.stock.get(product.sku) ?? 0;
  const stock =
    product.type === 'configurable'
      ? variants.reduce((sum, v) => sum + (context.state.stock.get(v.sku) ?? 0), 0)
      : ownStock;
  const view: Record<string, unknown> = {
    __typename: typename,
    uid: btoa(`product-${product.sku}`),
    id: product.id,
    sku: product.sku,
    name: product.name,
    url_key: product.urlKey,
    ...productRoute(product.urlKey),
    type_id: product.type,
    stock_status: stock > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
    only_x_left_in_stock: product.type === 'configurable' ? null : onlyLeft(ownStock),
    ...saleQuantities(seedProduct),
    description: { html: product.description },
    short_description: { html: product.shortDescription },
    ...images(product.colour, product.name),
    price: deprecatedPriceOf(product),
    price_range: { minimum_price: priceOf(product), maximum_price: priceOf(product) },
    categories: categoriesOf(context, product.categories),
    flavor: product.flavor ?? null,
    is_subscription: Boolean(product.isSubscription),
    is_age_restricted: Boolean(product.isAgeRestricted),
    related_products: linkedProducts(context, product.related),
    crosssell_products: linkedProducts(context, product.crossSell),
  };
  if (product.type === 'configurable') {
    const optionUid = colourOptionUid(product);
    view.configurable_options = [
      {
        uid: optionUid,
        attribute_code: 'color',
        label: context.labels.word('Colour'),
        position: 0,
        values: variants.map((variant, index) => ({
          uid: colourValueUid(product, index),
          label: context.labels.colour(variant.colour),
          store_label: context.labels.colour(variant.colour),
          default_label: variant.colour,
          use_default_value: context.labels.language === 'en',
          value_index: product.id * 10 + index,
          swatch_data: { __typename: 'ColorSwatchData', value: variant.swatch },
        })),
      },
    ];
    view.variants = variants.map((variant, index) => ({
      attributes: [
        {
          code: 'color',
          label: context.labels.colour(variant.colour),
          uid: colourValueUid(product, index),
          value_index: product.id * 10 + index,
        },
      ],
      product: variantView(context, seedProduct, variant),
    }));
  }
  if (product.type === 'bundle') {
    view.dynamic_price = false;
    view.items = (product.bundleOptions ?? []).map((option, position) => {
      const found = findProduct(option.sku);
      const child =
        found?.variant && found.product
          ? variantView(context, found.product, found.variant)
          : found
            ? productView(context, found.product)
            : null;
      return {
        uid: btoa(`bundle/${option.id}`),
        option_id: option.id,
        title: context.labels.bundleOption(option.title),
        required: true,
        type: 'select',
        position,
        sku: product.sku,
        options: [
          {
            uid: btoa(`bundle/${option.id}/${option.sku}/${option.quantity}`),
            id: option.id * 100,
            label: child?.name ?? option.sku,
            quantity: option.quantity,
            is_default: true,
            product: child,
          },
        ],
      };
    });
  }
  return view;
}

/** The product as the catalogue shows it: a variant SKU resolves to its variant. */
export function productBySkuView(context: RequestContext, sku: string) {
  const found = findProduct(sku);
  if (!found || !soldIn(found.product, context.storeCode)) return null;
  return found.variant
    ? variantView(context, found.product, found.variant)
    : productView(context, found.product);
}

function itemErrors(
  context: RequestContext,
  cart: SandboxCart,
  item: SandboxCartItem,
  cartons: number,
  subtotal: number,
) {
  const found = findProduct(item.sku);
  const errors: Array<{ code: string; message: string }> = [];
  if (!found) return errors;
  const config = storeConfigOf(cart.storeCode);
  const stock = context.state.stock.get(item.sku) ?? 0;
  const limit = found.product.orderQuantityLimit;
  if (item.quantity > stock) errors.push({ code: 'ITEM_QTY', message: 'The requested qty is not available' });
  else if (limit !== undefined && item.quantity > limit) {
    errors.push({ code: 'ITEM_QTY', message: `The most you may purchase is ${limit}.` });
  }
  if (found.product.isCarton && !item.gift && cartons > config.cartons_limit_value) {
    errors.push({
      code: 'CARTONS_LIMIT',
      message: `The maximum number of cartons per order is ${config.cartons_limit_value}.`,
    });
  }
  const customer = context.state.customers.find((candidate) => candidate.id === cart.customerId);
  if (found.product.isSubscription && customer?.activeSubscriptionSkus.includes(item.sku)) {
    errors.push({
      code: 'ONGOING_SUBSCRIPTION',
      message: 'You already have an active subscription for this product.',
    });
  }
  if (item.gift) {
    if (!config.is_free_gifts_enabled || subtotal < freeGiftRule.threshold) {
      errors.push({
        code: 'FREEGIFTS_NOT_ELIGIBLE',
        message: 'Your cart no longer qualifies for this gift.',
      });
    } else if (item.quantity > config.gift_basket_quantity_limitation) {
      errors.push({
        code: 'FREEGIFTS_LIMIT',
        message: `You can add up to ${config.gift_basket_quantity_limitation} free gift(s).`,
      });
    }
  }
  return errors;
}

export function addressView(
  address: CartAddress | undefined,
  kind: 'ShippingCartAddress' | 'BillingCartAddress',
) {
  if (!address) return null;
  return {
    __typename: kind,
    uid: btoa(`${kind}-${address.street.join('/')}`),
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    region: address.region ? { code: address.region, label: address.region, region_id: null } : null,
    postcode: address.postcode ?? null,
    country: { code: address.country_code, label: address.country_code },
    telephone: address.telephone ?? null,
  };
}

export function shippingMethodView(
  context: RequestContext,
  seedMethod: (typeof seedShippingMethods)[number],
) {
  const method = context.labels.shippingMethod(seedMethod);
  const amount = money(method.amount, method.currency);
  return {
    carrier_code: method.carrier_code,
    carrier_title: method.carrier_title,
    method_code: method.method_code,
    method_title: method.method_title,
    error_message: null,
    amount,
    base_amount: amount,
    price_excl_tax: money(method.amount - taxIncluded(method.amount), method.currency),
    price_incl_tax: amount,
    available: true,
    disable_for_subscription: method.disable_for_subscription,
    description: method.description,
  };
}

export function selectedShippingMethodOf(cart: SandboxCart) {
  if (!cart.shippingMethod) return undefined;
  return seedShippingMethods.find(
    (method) =>
      method.carrier_code === cart.shippingMethod?.carrier_code &&
      method.method_code === cart.shippingMethod?.method_code,
  );
}

export interface CartViewExtras {
  /** Codes refused in this very request: they come back as errors inside `applied_coupons`. */
  rejectedCoupons?: string[];
}

export function cartView(context: RequestContext, cart: SandboxCart, extras: CartViewExtras = {}) {
  const selected = selectedShippingMethodOf(cart);
  const totals = totalsOf(cart, selected?.amount ?? 0, selected?.currency ?? 'EUR');
  const config = storeConfigOf(cart.storeCode);
  const items = cart.items.map((item) => {
    const found = findProduct(item.sku);
    const product = found?.product;
    const row = itemRowTotal(item);
    const unit = item.gift ? 0 : unitPriceOf(item.sku, item.quantity);
    const typename = !product
      ? 'SimpleCartItem'
      : found?.variant
        ? 'ConfigurableCartItem'
        : {
            simple: 'SimpleCartItem',
            virtual: 'VirtualCartItem',
            bundle: 'BundleCartItem',
            configurable: 'ConfigurableCartItem',
          }[product.type];
    const errors = itemErrors(context, cart, item, totals.cartons, totals.subtotalIncl);
    const base: Record<string, unknown> = {
      __typename: typename,
      id: String(item.numericId),
      uid: item.uid,
      quantity: item.quantity,
      is_available: (context.state.stock.get(item.sku) ?? 0) >= item.quantity,
      prices: {
        price: money(unit),
        price_including_tax: money(unit),
        row_total: money(row - taxIncluded(row)),
        row_total_including_tax: money(row),
        discounts: [],
        total_item_discount: money(0),
      },
      product: product ? productView(context, product) : null,
      errors: errors.length > 0 ? errors : null,
      gift_data: item.gift
        ? {
            is_gift: true,
            parent_gift_sku: item.gift.parentGiftSku ?? null,
            parent_gift_id: item.gift.parentGiftId ?? null,
          }
        : { is_gift: false, parent_gift_sku: null, parent_gift_id: null },
      is_subscription: Boolean(product?.isSubscription),
      subscription_format: product?.isSubscription
        ? (context.labels.product(product).subscriptionFormat ?? null)
        : null,
      order_quantity_limit: product?.orderQuantityLimit ?? null,
    };
    if (found?.variant && product) {
      const index = product.variants?.indexOf(found.variant) ?? 0;
      base.configurable_options = [
        {
          id: COLOUR_ATTRIBUTE_ID,
          value_id: product.id * 10 + index,
          configurable_product_option_uid: colourOptionUid(product),
          configurable_product_option_value_uid: colourValueUid(product, index),
          option_label: context.labels.word('Colour'),
          value_label: context.labels.colour(found.variant.colour),
        },
      ];
      base.configured_variant = variantView(context, product, found.variant);
    }
    if (product?.type === 'bundle') {
      base.bundle_options = (product.bundleOptions ?? []).map((option) => ({
        uid: btoa(`bundle/${option.id}`),
        label: context.labels.bundleOption(option.title),
        type: 'select',
        values: [
          {
            uid: btoa(`bundle/${option.id}/${option.sku}`),
            label: productName(context, option.sku),
            quantity: option.quantity,
            price: 0,
          },
        ],
      }));
    }
    return base;
  });
  const isVirtual =
    cart.items.length > 0 && cart.items.every((item) => findProduct(item.sku)?.product.type === 'virtual');
  const discounts = [
    ...cart.coupons.map((code) => ({
      amount: money(
        round((totals.couponDiscount * (codePercent(code) ?? 0)) / Math.max(1, totalPercent(cart))),
      ),
      applied_to: 'ITEM',
      label: code,
    })),
    // The loyalty campaign is not a discount line: the cart's prices tell it apart as applied_campaign (spec section 3).
  ];
  const qualifiesForGift = config.is_free_gifts_enabled && totals.subtotalIncl >= freeGiftRule.threshold;
  return {
    id: cart.id,
    email: cart.email ?? context.customer?.email ?? null,
    items,
    applied_coupons: [
      ...cart.coupons.map((code) => ({ code })),
      ...(extras.rejectedCoupons ?? []).map((code) => new Error(context.labels.couponNotValid(code))),
    ],
    prices: {
      grand_total: money(totals.grandTotal),
      grand_total_excluding_tax: money(totals.grandTotal - totals.tax),
      subtotal_including_tax: money(totals.subtotalIncl),
      subtotal_excluding_tax: money(totals.subtotalExcl),
      subtotal_with_discount_excluding_tax: money(
        totals.subtotalExcl - totals.couponDiscount - totals.campaignDiscount,
      ),
      applied_taxes:
        totals.tax > 0 ? [{ amount: money(totals.tax), label: context.labels.word('VAT 19%') }] : [],
      discounts,
      applied_campaign: cart.campaignUuid
        ? {
            loyalty_discount_uuid: cart.campaignUuid,
            points: seedCampaign.points,
            amount: money(totals.campaignDiscount),
          }
        : null,
      subscription_amount: money(totals.subscriptionAmount),
      total_after_trial: money(totals.totalAfterTrial),
      minimum_payable_amount: money(1),
    },
    total_quantity: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    is_virtual: isVirtual,
    shipping_addresses: cart.shippingAddress
      ? [
          {
            ...addressView(cart.shippingAddress, 'ShippingCartAddress'),
            available_shipping_methods: seedShippingMethods.map((method) =>
              shippingMethodView(context, method),
            ),
            selected_shipping_method: selected ? shippingMethodView(context, selected) : null,
            customer_notes: null,
          },
        ]
      : [],
    billing_address: addressView(cart.billingAddress, 'BillingCartAddress'),
    available_payment_methods: context.labels.paymentMethods(),
    selected_payment_method: cart.paymentMethod
      ? {
          code: cart.paymentMethod,
          title: context.labels.paymentTitle(cart.paymentMethod),
          purchase_order_number: null,
        }
      : { code: '', title: '', purchase_order_number: null },
    can_apply_coupons: cart.items.some((item) => !item.gift) && cart.storeCode !== 'trial',
    messages: [],
    age_verification: ageVerificationOf(context.state, cart),
    free_gifts: qualifiesForGift
      ? [
          {
            sku: freeGiftRule.giftSku,
            name: productName(context, freeGiftRule.giftSku),
            parent_gift_id: freeGiftRule.id,
            parent_gift_sku: freeGiftRule.sku,
            max_quantity: Math.min(freeGiftRule.maxQuantity, config.gift_basket_quantity_limitation),
          },
        ]
      : [],
  };
}

const codePercent = (code: string) => seedCoupons.find((coupon) => coupon.code === code)?.percentOff;
const totalPercent = (cart: SandboxCart) =>
  cart.coupons.reduce((sum, code) => sum + (codePercent(code) ?? 0), 0);

/** A product's name in the request's store view (the SKU for one the catalogue no longer has). */
export function productName(context: RequestContext, sku: string): string {
  const found = findProduct(sku);
  return found ? context.labels.product(found.product).name : sku;
}

/** An order as placed: its items, methods and attributes keep the words of the view it was placed in, as Magento's. */
export function orderView(context: RequestContext, order: SandboxOrder) {
  const address = (a: CartAddress) => ({
    firstname: a.firstname,
    lastname: a.lastname,
    street: a.street,
    city: a.city,
    postcode: a.postcode ?? null,
    country_code: a.country_code,
    telephone: a.telephone ?? null,
    region: a.region ?? null,
  });
  const total = {
    grand_total: money(order.grandTotal),
    subtotal: money(order.subtotal),
    total_shipping: money(order.shipping),
    total_tax: money(order.tax),
  };
  return {
    id: order.id,
    uuid: order.uuid,
    number: order.number,
    order_date: order.date,
    status: order.status,
    state: seedOrderStatuses.find((status) => status.status_value === order.status)?.state ?? 'new',
    status_reason: order.statusReason ?? null,
    email: order.email,
    items: order.items.map((item, index) => ({
      __typename: 'OrderItem',
      id: btoa(`${order.number}-${index}`),
      product_name: item.name,
      product_sku: item.sku,
      product_url_key: item.urlKey,
      product_type: item.type,
      quantity_ordered: item.quantity,
      product_sale_price: money(item.price),
      status: order.status === 'canceled' ? 'Canceled' : 'Ordered',
      selected_options: selectedOptionsOf(context, item.sku),
      entered_options: [],
      // Magento resolves the ordered line's product, the configurable parent for a colour; asked for lazily.
      product: () => {
        const found = findProduct(item.sku);
        return found ? productView(context, found.product) : null;
      },
    })),
    total: {
      ...total,
      discounts:
        order.discount > 0
          ? [{ amount: money(order.discount), applied_to: 'ITEM', label: context.labels.word('Discount') }]
          : [],
      taxes: [{ amount: money(order.tax), rate: 19, title: context.labels.word('VAT 19%') }],
    },
    shipping_address: address(order.shippingAddress),
    billing_address: address(order.billingAddress),
    shipping_method: order.shippingMethod,
    carrier: order.carrier,
    shipments: order.tracking.length
      ? [{ id: btoa(`shipment-${order.number}`), number: order.number, tracking: order.tracking }]
      : [],
    payment_methods: [
      { name: order.paymentMethod.name, type: order.paymentMethod.type, additional_data: [] },
    ],
    invoices: order.invoiced
      ? [
          {
            id: btoa(`invoice-${order.number}`),
            number: order.number,
            total,
            items: order.items.map((item, index) => ({
              __typename: 'InvoiceItem',
              id: btoa(`invoice-${order.number}-${index}`),
              product_name: item.name,
              product_sku: item.sku,
              quantity_invoiced: item.quantity,
              product_sale_price: money(item.price),
            })),
          },
        ]
      : [],
    loyalty_info: order.loyalty,
    additional_attributes: order.attributes,
  };
}

/** An ordered line's chosen options as Magento keeps them on the order item: a variant's colour. */
function selectedOptionsOf(context: RequestContext, sku: string) {
  const found = findProduct(sku);
  if (!found?.variant) return [];
  return [{ label: context.labels.word('Colour'), value: context.labels.colour(found.variant.colour) }];
}

/** A product's categories, read lazily: a read of them carries their cache tags, as Magento's `categories` field does. */
function categoriesOf(context: RequestContext, categories: SeedCategory[]) {
  return () => {
    tagRead(
      context,
      'cat_c',
      categories.map((category) => category.id),
    );
    return categories.map((category) => categoryView(context, category));
  };
}

/** The store's root category as `categories` answers it without filters: the top of the tree, with no page of its own. */
export function rootCategoryView(context: RequestContext): Record<string, unknown> {
  const top = sandboxCategories.filter((category) => category.parentId === undefined);
  return {
    __typename: 'CategoryTree',
    id: rootCategory.id,
    uid: rootCategory.uid,
    name: rootCategory.name,
    path: `1/${rootCategory.id}`,
    url_key: rootCategory.urlKey,
    url_path: null,
    url_suffix: URL_SUFFIX,
    position: 1,
    level: 1,
    product_count: 0,
    breadcrumbs: null,
    children: () => top.map((category) => categoryView(context, category)),
    children_count: String(sandboxCategories.length),
    relative_url: null,
    redirect_code: 0,
    type: null,
  };
}

/** Every category below this one, at any depth (Magento's `children_count` counts them all). */
function descendantsOf(category: SeedCategory): SeedCategory[] {
  return sandboxCategories
    .filter((known) => known.parentId === category.id)
    .flatMap((child) => [child, ...descendantsOf(child)]);
}

const categoryById = (id: number) => sandboxCategories.find((category) => category.id === id);

/** The categories from the top of the tree down to this one (the root category is never part of it). */
function ancestryOf(category: SeedCategory): SeedCategory[] {
  const parent = category.parentId === undefined ? undefined : categoryById(category.parentId);
  return parent ? [...ancestryOf(parent), category] : [category];
}

/** A category's place in the tree as Magento reports it: level 2 at the top (1 is the root), its url path. */
function categoryPlace(category: SeedCategory) {
  const ancestry = ancestryOf(category);
  return {
    level: ancestry.length + 1,
    path: ['1', String(rootCategory.id), ...ancestry.map((known) => String(known.id))].join('/'),
    urlPath: ancestry.map((known) => known.urlKey).join('/'),
  };
}

/** A category page's url as Magento's url rewrites hold it: its url path and the category url suffix. */
export const categoryUrl = (category: SeedCategory) => `${categoryUrlPath(category)}${URL_SUFFIX}`;

/** A category's url path: the url keys from the top of the tree down to it (`sticks/subscriptions`). */
export const categoryUrlPath = (category: SeedCategory) => categoryPlace(category).urlPath;

/** The products a store view sells in a category (its own; the sandbox's categories are not anchors). */
export function productsInCategory(category: SeedCategory, storeCode: RequestContext['storeCode']) {
  return seedProducts.filter(
    (product) => soldIn(product, storeCode) && product.categories.some((known) => known.id === category.id),
  );
}

/**
 * A category as Magento's CategoryTree answers it, in the request's language: its place in the tree, breadcrumbs
 * (the categories above it, null at the top as Magento answers), children asked for lazily, and its page's url.
 */
export function categoryView(context: RequestContext, category: SeedCategory): Record<string, unknown> {
  const place = categoryPlace(category);
  const name = (known: SeedCategory) => context.labels.category(known.urlKey, known.name);
  const above = ancestryOf(category).slice(0, -1);
  const children = sandboxCategories.filter((known) => known.parentId === category.id);
  return {
    __typename: 'CategoryTree',
    id: category.id,
    uid: category.uid,
    name: name(category),
    path: place.path,
    url_key: category.urlKey,
    url_path: place.urlPath,
    url_suffix: URL_SUFFIX,
    position: category.position,
    level: place.level,
    product_count: productsInCategory(category, context.storeCode).length,
    breadcrumbs:
      above.length === 0
        ? null
        : above.map((known) => ({
            category_id: known.id,
            category_uid: known.uid,
            category_name: name(known),
            category_level: categoryPlace(known).level,
            category_url_key: known.urlKey,
            category_url_path: categoryPlace(known).urlPath,
          })),
    children: () => children.map((child) => categoryView(context, child)),
    children_count: String(descendantsOf(category).length),
    relative_url: categoryUrl(category),
    redirect_code: 0,
    type: 'CATEGORY',
  };
}
