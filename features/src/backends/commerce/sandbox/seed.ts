/**
 * Demo data for the commerce sandbox: a small but realistic catalogue, coupons, a loyalty campaign,
 * the shipping methods of spec section 3, two demo customers with past orders, and both store views.
 */

/**
 * Tokens of the demo customers for tests that call commerce without signing in: random for each process, so nobody
 * can guess them. A sign-in through the account sandbox gets a fresh token of its own (signInSandboxCustomer).
 */
export const SANDBOX_CUSTOMER_TOKENS = {
  /** Demo customer 1, ada@example.com. */
  ada: `sandbox-customer-${crypto.randomUUID()}`,
  /** Demo customer 2, new@example.com. */
  newcomer: `sandbox-customer-${crypto.randomUUID()}`,
};

export interface SeedCustomer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  /** The account service's uuid of the same shopper, which the loyalty and subscriptions services know them by. */
  uuid: string;
  /** SKUs of subscriptions the customer already runs: adding one again is refused with code 4, one in their cart is ONGOING_SUBSCRIPTION. */
  activeSubscriptionSkus: string[];
  /** The account service verified this customer as an adult (it tells the commerce backend, as the real one syncs it). */
  isAgeVerified?: boolean;
  /** Subscribed to the shop's newsletter (Magento's `is_subscribed`). */
  isSubscribed?: boolean;
}

export const seedCustomers: SeedCustomer[] = [
  {
    id: 1,
    email: 'ada@example.com',
    firstname: 'Ada',
    lastname: 'Lovelace',
    uuid: 'a1d4c0de-0000-4000-8000-000000000001',
    activeSubscriptionSkus: ['STICKS-SUBSCRIPTION'],
    isAgeVerified: true,
    isSubscribed: true,
  },
  {
    id: 2,
    email: 'new@example.com',
    firstname: 'Noah',
    lastname: 'Newman',
    uuid: 'a1d4c0de-0000-4000-8000-000000000002',
    activeSubscriptionSkus: [],
  },
];

/** A flat-colour product picture as a data URL, so the sandbox needs no image files and no CDN. */
export function productPicture(colour: string, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${label}">` +
    `<rect width="400" height="400" fill="#f4f1ec"/><rect x="150" y="60" width="100" height="280" rx="40" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A product's gallery: the front picture, then a side view and a close-up of its top, each a data URL drawn here (no
 * image files, no CDN), so a product page has several pictures to page through.
 */
export function productGallery(colour: string, name: string): Array<{ url: string; label: string }> {
  const picture = (label: string, shapes: string) => {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${label}">` +
      `<rect width="400" height="400" fill="#f4f1ec"/>${shapes}</svg>`;
    return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, label };
  };
  return [
    { url: productPicture(colour, name), label: name },
    picture(
      `${name}, side view`,
      `<rect x="110" y="90" width="180" height="230" rx="36" transform="rotate(-18 200 200)" fill="${colour}"/>`,
    ),
    picture(
      `${name}, close-up`,
      `<circle cx="200" cy="200" r="150" fill="${colour}"/><circle cx="200" cy="200" r="60" fill="#f4f1ec" opacity=".6"/>`,
    ),
  ];
}

export interface SeedVariant {
  sku: string;
  colour: string;
  /** Hex colour shown as the swatch. */
  swatch: string;
  stock: number;
}

export interface SeedBundleOption {
  id: number;
  title: string;
  sku: string;
  quantity: number;
}

export interface SeedProduct {
  type: 'simple' | 'virtual' | 'configurable' | 'bundle';
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  /** Price including VAT in the store currency. */
  price: number;
  /** Before a sale; omitted when there is no sale. */
  regularPrice?: number;
  /** Salable quantity; 0 is out of stock. Configurables take theirs from the variants. */
  stock: number;
  shortDescription: string;
  description: string;
  colour: string;
  categories: SeedCategory[];
  flavor?: string;
  isSubscription?: boolean;
  /** How its subscription is delivered (the cart line's subscription_format). */
  subscriptionFormat?: string;
  /** Most a shopper may buy in one order. */
  orderQuantityLimit?: number;
  /** Sticks count against the cartons limit of the store. */
  isCarton?: boolean;
  variants?: SeedVariant[];
  bundleOptions?: SeedBundleOption[];
  /** Tiered unit prices by minimum quantity (getProductPrice). */
  tiers?: Array<{ minQuantity: number; price: number }>;
  /** SKUs shown as related products (Magento's related_products) and as cross-sells (crosssell_products). */
  related?: string[];
  crossSell?: string[];
  /** The store views that sell it (Magento assigns a product per website and store); every view when omitted. */
  storeViews?: SandboxStoreCode[];
  /** Sold to verified adults only where the store verifies ages (the product attribute is_age_restricted). */
  isAgeRestricted?: boolean;
  /** What a trial product costs once its trial ends and the shopper keeps it (counted in total_after_trial). */
  priceAfterTrial?: number;
  /** A product of the accessory range: its kind and colour, which its labels in other store views are made of. */
  range?: { kind: string; colour: string };
}

/**
 * A category of the catalogue: Magento's tree below the store's root category, its `url_path` the url keys from the
 * top down. The subscriptions are the sticks' own subcategory, so a category page has a breadcrumb to show.
 */
export interface SeedCategory {
  id: number;
  uid: string;
  name: string;
  urlKey: string;
  /** The category above it; the store's root category when omitted. */
  parentId?: number;
  /** Its place among its siblings (Magento's `position`). */
  position: number;
}

/** The store's root category ("Default Category", id 2 in every Magento install): never shown, the top of the tree. */
export const rootCategory = { id: 2, uid: btoa('2'), name: 'Default Category', urlKey: 'default-category' };

const devices: SeedCategory = { id: 10, uid: 'Y2F0LTEw', name: 'Devices', urlKey: 'devices', position: 1 };
const sticks: SeedCategory = {
  id: 20,
  uid: 'Y2F0LTIw',
  name: 'Flavour sticks',
  urlKey: 'sticks',
  position: 2,
};
const accessories: SeedCategory = {
  id: 30,
  uid: 'Y2F0LTMw',
  name: 'Accessories',
  urlKey: 'accessories',
  position: 3,
};
const bundles: SeedCategory = { id: 40, uid: 'Y2F0LTQw', name: 'Bundles', urlKey: 'bundles', position: 4 };
const subscriptions: SeedCategory = {
  id: 50,
  uid: 'Y2F0LTUw',
  name: 'Subscriptions',
  urlKey: 'subscriptions',
  parentId: 20,
  position: 1,
};

export const sandboxCategories: SeedCategory[] = [devices, sticks, accessories, bundles, subscriptions];

/**
 * Magento's own CMS pages of a fresh install (their ids and identifiers), which `route` and `cmsPage` answer; the
 * shop's editorial pages live in Builder, not here.
 */
export const seedCmsPages = [
  {
    id: 1,
    identifier: 'no-route',
    title: '404 Not Found',
    content_heading: 'Whoops, our bad...',
    content: '<dl><dt>The page you requested was not found, and we have a fine guess why.</dt></dl>',
  },
  {
    id: 2,
    identifier: 'home',
    title: 'Home page',
    content_heading: 'Home Page',
    content: '<p>CMS homepage content goes here.</p>',
  },
  {
    id: 3,
    identifier: 'enable-cookies',
    title: 'Enable Cookies',
    content_heading: 'What are Cookies?',
    content:
      '<p>Cookies are short pieces of data that are sent to your computer when you visit a website.</p>',
  },
  {
    id: 4,
    identifier: 'privacy-policy-cookie-restriction-mode',
    title: 'Privacy Policy',
    content_heading: 'Privacy Policy',
    content:
      '<p>This privacy policy sets out how this website uses and protects any information that you give.</p>',
  },
];

/**
 * Magento's permanent redirects of url keys changed since (Magento keeps the old url as a 301 when a url key is
 * renamed with "Create Permanent Redirect for old URL"): `route` answers the new url with `redirect_code` 301.
 */
export const seedUrlRedirects = [
  { requestPath: 'flavour-sticks.html', targetPath: 'sticks.html' },
  { requestPath: 'aurora.html', targetPath: 'aurora-device.html' },
];

export const seedProducts: SeedProduct[] = [
  {
    type: 'configurable',
    id: 10,
    sku: 'AURORA',
    isAgeRestricted: true,
    name: 'Aurora Device',
    urlKey: 'aurora-device',
    price: 49,
    regularPrice: 69,
    stock: 0,
    shortDescription: '<p>Our lightest device, with a <strong>two-day</strong> battery.</p>',
    description:
      '<p>The Aurora heats flavour sticks evenly and charges in 90 minutes.</p><ul><li>USB-C</li><li>Two-day battery</li></ul>',
    colour: '#2c5fa8',
    categories: [devices],
    orderQuantityLimit: 2,
    variants: [
      { sku: 'AURORA-BLUE', colour: 'Ocean Blue', swatch: '#2c5fa8', stock: 25 },
      { sku: 'AURORA-RED', colour: 'Sunset Red', swatch: '#b3261e', stock: 3 },
      { sku: 'AURORA-GREEN', colour: 'Moss Green', swatch: '#3f6b3a', stock: 0 },
    ],
    related: ['CASE', 'CHARGER'],
    crossSell: ['STICKS-AMBER', 'STICKS-RUBY'],
  },
  {
    type: 'configurable',
    id: 11,
    sku: 'NOVA',
    isAgeRestricted: true,
    name: 'Nova Device',
    urlKey: 'nova-device',
    price: 79,
    stock: 0,
    shortDescription: '<p>The premium device with an aluminium shell.</p>',
    description: '<p>Precision heating, haptic feedback and a charging case.</p>',
    colour: '#1d1d1f',
    categories: [devices],
    orderQuantityLimit: 2,
    variants: [
      { sku: 'NOVA-GRAPHITE', colour: 'Graphite', swatch: '#1d1d1f', stock: 0 },
      { sku: 'NOVA-SILVER', colour: 'Silver', swatch: '#c0c0c4', stock: 8 },
    ],
    related: ['CASE', 'CHARGER'],
    crossSell: ['STICKS-MINT', 'STICKS-AMBER'],
  },
  {
    type: 'simple',
    id: 20,
    sku: 'STICKS-AMBER',
    isAgeRestricted: true,
    name: 'Amber Sticks',
    urlKey: 'amber-sticks',
    price: 6.5,
    stock: 400,
    shortDescription: '<p>Rich, roasted and warm.</p>',
    description: '<p>A carton of 10 packs with roasted, nutty notes.</p>',
    colour: '#c77d1a',
    categories: [sticks],
    flavor: 'Amber',
    isCarton: true,
    tiers: [
      { minQuantity: 1, price: 6.5 },
      { minQuantity: 5, price: 6 },
      { minQuantity: 10, price: 5.5 },
    ],
    related: ['STICKS-RUBY', 'STICKS-MINT'],
  },
  {
    type: 'simple',
    id: 21,
    sku: 'STICKS-MINT',
    isAgeRestricted: true,
    name: 'Mint Sticks',
    urlKey: 'mint-sticks',
    price: 6.5,
    stock: 5,
    shortDescription: '<p>Cool and crisp.</p>',
    description: '<p>A carton of 10 packs with a fresh menthol finish.</p>',
    colour: '#2e8b73',
    categories: [sticks],
    flavor: 'Mint',
    isCarton: true,
    related: ['STICKS-ARCTIC', 'STICKS-AMBER'],
  },
  {
    type: 'simple',
    id: 22,
    sku: 'STICKS-RUBY',
    isAgeRestricted: true,
    name: 'Ruby Sticks',
    urlKey: 'ruby-sticks',
    price: 6.9,
    regularPrice: 7.5,
    stock: 120,
    shortDescription: '<p>Berries with a hint of spice.</p>',
    description: '<p>A carton of 10 packs with red-berry notes.</p>',
    colour: '#9b1b30',
    categories: [sticks],
    flavor: 'Ruby',
    isCarton: true,
  },
  {
    type: 'simple',
    id: 23,
    sku: 'STICKS-ARCTIC',
    isAgeRestricted: true,
    name: 'Arctic Sticks',
    urlKey: 'arctic-sticks',
    price: 6.5,
    stock: 0,
    shortDescription: '<p>Icy and bright. Back soon.</p>',
    description: '<p>A carton of 10 packs with an icy finish.</p>',
    colour: '#5aa9d6',
    categories: [sticks],
    flavor: 'Arctic',
    isCarton: true,
  },
  {
    type: 'configurable',
    id: 30,
    sku: 'CASE',
    name: 'Leather Case',
    urlKey: 'leather-case',
    price: 19.9,
    stock: 0,
    shortDescription: '<p>Protects your device in style.</p>',
    description: '<p>Vegetable-tanned leather with a magnetic clasp.</p>',
    colour: '#6b4226',
    categories: [accessories],
    variants: [
      { sku: 'CASE-BROWN', colour: 'Cognac', swatch: '#6b4226', stock: 40 },
      { sku: 'CASE-BLACK', colour: 'Black', swatch: '#111111', stock: 40 },
    ],
  },
  {
    type: 'simple',
    id: 31,
    sku: 'CHARGER',
    name: 'Fast Charger',
    urlKey: 'fast-charger',
    price: 14.9,
    stock: 60,
    shortDescription: '<p>USB-C, 20 W.</p>',
    description: '<p>Charges any of our devices in under an hour.</p>',
    // Graphite: a white charger all but vanished on the pictures' cream background (5.1:1 against it now).
    colour: '#5f6673',
    categories: [accessories],
    related: ['CASE'],
    crossSell: ['AURORA'],
  },
  {
    type: 'bundle',
    id: 40,
    sku: 'STARTER-KIT',
    isAgeRestricted: true,
    name: 'Starter Kit',
    urlKey: 'starter-kit',
    price: 59,
    regularPrice: 75.5,
    stock: 15,
    shortDescription: '<p>An Aurora device and a carton of Amber sticks.</p>',
    description: '<p>Everything to begin: one device, one carton, one charger.</p>',
    colour: '#7a5af8',
    categories: [bundles],
    bundleOptions: [
      { id: 1, title: 'Device', sku: 'AURORA-BLUE', quantity: 1 },
      { id: 2, title: 'Sticks', sku: 'STICKS-AMBER', quantity: 1 },
    ],
  },
  {
    type: 'simple',
    id: 50,
    sku: 'GIFT-POUCH',
    name: 'Travel Pouch (gift)',
    urlKey: 'travel-pouch',
    price: 0,
    stock: 100,
    shortDescription: '<p>Free with orders over 30 EUR.</p>',
    description: '<p>A soft pouch for your device and two packs.</p>',
    colour: '#d9a441',
    categories: [accessories],
  },
  {
    type: 'virtual',
    id: 60,
    sku: 'STICKS-SUBSCRIPTION',
    isAgeRestricted: true,
    name: 'Monthly Sticks Subscription',
    urlKey: 'sticks-subscription',
    price: 55,
    stock: 1000,
    shortDescription: '<p>Ten cartons every month, delivered free.</p>',
    description: '<p>Pause, change or cancel any time.</p>',
    colour: '#3b7dd8',
    categories: [subscriptions],
    isSubscription: true,
    subscriptionFormat: 'Ten cartons every month',
    orderQuantityLimit: 1,
  },
  {
    type: 'simple',
    id: 70,
    sku: 'TRIAL-KIT',
    isAgeRestricted: true,
    name: 'Aurora Trial Kit',
    urlKey: 'aurora-trial-kit',
    price: 1,
    priceAfterTrial: 49,
    stock: 20,
    shortDescription: '<p>Try the Aurora for 14 days for 1 EUR.</p>',
    description: '<p>An Aurora device on loan with a carton of Amber sticks, for the trial shop only.</p>',
    colour: '#2c5fa8',
    categories: [devices],
    orderQuantityLimit: 1,
    // Sold in the trial store view only: the default shop neither lists nor finds it.
    storeViews: ['trial'],
  },
  ...accessoryRange(),
];

/**
 * The accessory range: each kind in every device colour, 28 products, so the accessories (30 for sale) fill more than
 * one page of a category (24 a page) and a shopper pages, sorts and filters through a real list.
 */
function accessoryRange(): SeedProduct[] {
  const kinds = [
    {
      code: 'SLEEVE',
      name: 'Silicone Sleeve',
      price: 24.9,
      stock: 30,
      text: 'A soft-touch sleeve that keeps scratches off.',
    },
    {
      code: 'COVER',
      name: 'Door Cover',
      price: 8.9,
      stock: 50,
      text: 'Swap the door to give your device a new look.',
    },
    {
      code: 'LANYARD',
      name: 'Lanyard',
      price: 6.9,
      stock: 80,
      text: 'Keeps your device at hand, around your wrist or neck.',
    },
    {
      code: 'POUCH',
      name: 'Carry Pouch',
      price: 29.9,
      stock: 0,
      text: 'Room for a device, a charger and two packs.',
    },
  ];
  const colours = [
    ['Ocean Blue', '#2c5fa8'],
    ['Sunset Red', '#b3261e'],
    ['Moss Green', '#3f6b3a'],
    ['Graphite', '#1d1d1f'],
    ['Silver', '#c0c0c4'],
    ['Cognac', '#6b4226'],
    ['Black', '#111111'],
  ] as const;
  return kinds.flatMap((kind, kindIndex) =>
    colours.map(([colour, swatch], colourIndex): SeedProduct => {
      const slug = colour.toLowerCase().replace(' ', '-');
      return {
        type: 'simple',
        id: 100 + kindIndex * 10 + colourIndex,
        sku: `${kind.code}-${slug.toUpperCase()}`,
        name: `${kind.name}, ${colour}`,
        urlKey: `${kind.name.toLowerCase().replace(' ', '-')}-${slug}`,
        price: kind.price,
        // One colour of each kind is sold out, and the pouches are all back soon: the list shows both states.
        stock: colourIndex === 3 ? 0 : kind.stock,
        shortDescription: `<p>${kind.text}</p>`,
        description: `<p>${kind.text} Made for every device of ours.</p>`,
        colour: swatch,
        categories: [accessories],
        range: { kind: kind.code, colour },
      };
    }),
  );
}

export interface SeedCoupon {
  code: string;
  percentOff: number;
  /** Expired coupons exist, but fail the way Magento answers an unknown code. */
  expired?: boolean;
}

export const seedCoupons: SeedCoupon[] = [
  { code: 'WELCOME10', percentOff: 10 },
  { code: 'SPRING5', percentOff: 5 },
  { code: 'EXPIRED2023', percentOff: 20, expired: true },
];

/** The loyalty sandbox's eligible campaign (consumers/{uuid}/rewards), so the one the cart offers applies here. */
export const seedCampaign = {
  uuid: 'campaign-autumn-5',
  points: 400,
  amount: 5,
};

/** The gift rule: a free pouch from this subtotal on. */
export const freeGiftRule = {
  id: 'rule-7',
  sku: 'GIFT-RULE-WELCOME',
  giftSku: 'GIFT-POUCH',
  threshold: 30,
  maxQuantity: 1,
};

export const VAT_RATE = 0.19;

/** Spec section 3's sample shipping methods, deliberately not in price order (the shop sorts them). */
export const seedShippingMethods = [
  {
    carrier_code: 'tablerate',
    carrier_title: 'Tracked delivery',
    method_code: 'bestway',
    method_title: 'Tracked, 2-3 working days',
    amount: 2.99,
    currency: 'EUR' as const,
    disable_for_subscription: true,
    description: 'Signed for on delivery.',
  },
  {
    carrier_code: 'freeshipping',
    carrier_title: 'Free Shipping',
    method_code: 'freeshipping',
    method_title: 'Standard, 3-5 working days',
    amount: 0,
    currency: 'EUR' as const,
    disable_for_subscription: false,
    description: 'Delivered by post.',
  },
  {
    carrier_code: 'ups',
    carrier_title: 'Ground carrier',
    method_code: 'GND',
    method_title: 'Ground',
    amount: 4.5,
    currency: 'USD' as const,
    disable_for_subscription: false,
    description: 'Priced by the carrier in US dollars.',
  },
  {
    carrier_code: 'instore',
    carrier_title: 'Ship to store',
    method_code: 'pickup',
    method_title: 'Collect in store',
    amount: 0,
    currency: 'EUR' as const,
    disable_for_subscription: true,
    description: 'Collect from a partner store.',
  },
];

export const seedPaymentMethods = [
  { code: 'jtipayment', title: 'Card or wallet' },
  { code: 'banktransfer', title: 'Bank transfer' },
];

/** The order statuses, each with the Magento order state it is assigned to (an order's `state`). */
export const seedOrderStatuses = [
  { status_value: 'pending', status_label: 'Pending', cancelable: true, state: 'new' },
  { status_value: 'processing', status_label: 'Processing', cancelable: true, state: 'processing' },
  // Set when the account service passes on a paid order's cancellation request, until customer service handles it.
  {
    status_value: 'cancellation_requested',
    status_label: 'Cancellation requested',
    cancelable: false,
    state: 'processing',
  },
  { status_value: 'complete', status_label: 'Complete', cancelable: false, state: 'complete' },
  { status_value: 'canceled', status_label: 'Canceled', cancelable: false, state: 'canceled' },
  { status_value: 'closed', status_label: 'Closed', cancelable: false, state: 'closed' },
];

export const seedOrderAttributes = [
  {
    code: 'delivery_note',
    label: 'Note for the courier',
    input_type: 'textarea',
    data_type: 'text',
    is_required: false,
    min_length: null,
    max_length: 120,
    validate_regex: null,
    value: null,
    description: 'For example: leave at the back door.',
    placeholder: 'Leave at the back door',
    placement: 'shippingAddress_after',
    sort_order: 10,
  },
  {
    code: 'tax_id',
    label: 'Tax ID (optional)',
    input_type: 'text',
    data_type: 'text',
    is_required: false,
    min_length: 8,
    max_length: 14,
    validate_regex: '^[A-Z0-9]+$',
    value: null,
    description: null,
    placeholder: 'DE123456789',
    placement: 'billingaddress_after',
    sort_order: 20,
  },
  {
    code: 'gift_message',
    label: 'Gift message',
    input_type: 'text',
    data_type: 'text',
    is_required: false,
    min_length: null,
    max_length: 60,
    validate_regex: null,
    value: null,
    description: null,
    placeholder: null,
    placement: 'sidebar_after',
    sort_order: 30,
  },
];

/** Magento's default url suffix of product and category pages (`catalog/seo/product_url_suffix`, `category_url_suffix`). */
export const URL_SUFFIX = '.html';

/** What every store's configuration shares: Magento's url suffixes, root category and password rules, as installed. */
const magentoDefaults = {
  product_url_suffix: URL_SUFFIX,
  category_url_suffix: URL_SUFFIX,
  root_category_uid: rootCategory.uid,
  minimum_password_length: '8',
  required_character_classes_number: '3',
  // The demo store keeps Berlin's clock (general/locale/timezone): order dates are written on it.
  timezone: 'Europe/Berlin',
};

export const seedStores = {
  default: {
    ...magentoDefaults,
    store_code: 'default',
    store_name: 'Default Store View',
    store_group_code: 'main_website_store',
    website_code: 'base',
    locale: 'en_DE',
    base_currency_code: 'EUR',
    default_display_currency_code: 'EUR',
    is_guest_checkout_enabled: true,
    minicart_max_items: 10,
    cart_expires_in_days: 30,
    is_order_limit_enabled: true,
    order_limit_value: 500,
    is_age_verification_enabled: true,
    is_free_gifts_enabled: true,
    gift_basket_quantity_limitation: 1,
    postcode_is_required: true,
    postcode_min_length: 5,
    postcode_max_length: 5,
    postcode_validate_regex: '^[0-9]{5}$',
    postcode_validation_enabled: true,
    allow_empty_firstname: false,
    cartons_limit_value: 10,
  },
  trial: {
    ...magentoDefaults,
    store_code: 'trial',
    store_name: 'Trial Store View',
    store_group_code: 'main_website_store',
    website_code: 'base',
    locale: 'en_DE',
    base_currency_code: 'EUR',
    default_display_currency_code: 'EUR',
    is_guest_checkout_enabled: false,
    minicart_max_items: 5,
    cart_expires_in_days: 14,
    is_order_limit_enabled: true,
    order_limit_value: 100,
    is_age_verification_enabled: true,
    is_free_gifts_enabled: false,
    gift_basket_quantity_limitation: 0,
    postcode_is_required: true,
    postcode_min_length: 5,
    postcode_max_length: 5,
    postcode_validate_regex: '^[0-9]{5}$',
    postcode_validation_enabled: true,
    allow_empty_firstname: false,
    cartons_limit_value: 5,
  },
} as const;

export type SandboxStoreCode = keyof typeof seedStores;

export const seedCountries = [
  {
    id: 'DE',
    two: 'DE',
    three: 'DEU',
    name: 'Germany',
    regions: [] as Array<{ id: number; code: string; name: string }>,
  },
  { id: 'AT', two: 'AT', three: 'AUT', name: 'Austria', regions: [] },
  { id: 'CH', two: 'CH', three: 'CHE', name: 'Switzerland', regions: [] },
  {
    id: 'US',
    two: 'US',
    three: 'USA',
    name: 'United States',
    regions: [
      { id: 12, code: 'CA', name: 'California' },
      { id: 43, code: 'NY', name: 'New York' },
    ],
  },
];

export const sticksMatrix = [
  { flavor: 'Amber', sku: 'STICKS-AMBER', pack_sizes: [1, 10], intensity: 4, freshness: 1.5, sweetness: 2 },
  { flavor: 'Mint', sku: 'STICKS-MINT', pack_sizes: [1, 10], intensity: 2, freshness: 5, sweetness: 1 },
  { flavor: 'Ruby', sku: 'STICKS-RUBY', pack_sizes: [10], intensity: 3, freshness: 2, sweetness: 3.5 },
  { flavor: 'Arctic', sku: 'STICKS-ARCTIC', pack_sizes: [10], intensity: 1, freshness: 4.5, sweetness: 0.5 },
];

export const consumablesMatrix = [
  {
    device_family: 'AURORA',
    consumable_skus: ['STICKS-AMBER', 'STICKS-MINT', 'STICKS-RUBY', 'STICKS-ARCTIC'],
  },
  { device_family: 'NOVA', consumable_skus: ['STICKS-AMBER', 'STICKS-RUBY'] },
];
