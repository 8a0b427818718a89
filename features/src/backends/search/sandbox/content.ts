import type { SearchContentType } from '../contract/wire';

export interface IndexedContent {
  id: string;
  type: SearchContentType;
  title: string;
  /** Product hits: the SKU, which the product-page mapping file may send to a page of its own. */
  sku?: string;
  url: string;
  excerpt: string;
  /** Words the index also matches on, not shown. */
  keywords?: string;
  image?: { url: string; alt: string };
}

/**
 * The search index's documents: the commerce sandbox's products (at their product pages, under their catalogue names),
 * and the FAQ answers and articles of the pages sandbox. Every URL is a page the demo shop serves.
 */
export const indexedContent: IndexedContent[] = [
  {
    id: 'product-aurora',
    type: 'product',
    title: 'Aurora Device',
    sku: 'AURORA',
    url: '/products/AURORA',
    excerpt:
      'Our lightest device, with a two-day battery, in Ocean Blue, Sunset Red and Moss Green. Charges in 90 minutes over USB-C.',
    keywords: 'device heater battery colour',
  },
  {
    id: 'product-nova',
    type: 'product',
    title: 'Nova Device',
    sku: 'NOVA',
    url: '/products/NOVA',
    excerpt:
      'The premium device with an aluminium shell, precision heating, haptic feedback and a charging case. In Graphite and Silver.',
    keywords: 'device premium',
  },
  {
    id: 'product-starter-kit',
    type: 'product',
    title: 'Starter Kit',
    sku: 'STARTER-KIT',
    url: '/products/STARTER-KIT',
    excerpt: 'An Aurora device and a carton of Amber sticks: everything to start with.',
    keywords: 'bundle device sticks',
  },
  {
    id: 'product-sticks-amber',
    type: 'product',
    title: 'Amber Sticks',
    sku: 'STICKS-AMBER',
    url: '/products/STICKS-AMBER',
    excerpt: 'Rich, roasted and warm, with nutty notes. A carton of 10 packs of flavour sticks.',
    keywords: 'sticks tobacco roasted',
  },
  {
    id: 'product-sticks-mint',
    type: 'product',
    title: 'Mint Sticks',
    sku: 'STICKS-MINT',
    url: '/products/STICKS-MINT',
    excerpt: 'Cool and crisp, with a fresh menthol finish. A carton of 10 packs of flavour sticks.',
    keywords: 'sticks menthol fresh',
  },
  {
    id: 'product-sticks-ruby',
    type: 'product',
    title: 'Ruby Sticks',
    sku: 'STICKS-RUBY',
    url: '/products/STICKS-RUBY',
    excerpt: 'Red berries with a hint of spice. A carton of 10 packs of flavour sticks.',
    keywords: 'sticks berry fruit',
  },
  {
    id: 'product-sticks-arctic',
    type: 'product',
    title: 'Arctic Sticks',
    sku: 'STICKS-ARCTIC',
    url: '/products/STICKS-ARCTIC',
    excerpt: 'Icy and bright, for those who like it cold. A carton of 10 packs of flavour sticks.',
    keywords: 'sticks menthol ice',
  },
  {
    id: 'product-sticks-subscription',
    type: 'product',
    title: 'Monthly Sticks Subscription',
    sku: 'STICKS-SUBSCRIPTION',
    url: '/products/STICKS-SUBSCRIPTION',
    excerpt: 'Ten cartons of flavour sticks every month, delivered free. Pause, change or cancel any time.',
    keywords: 'subscription delivery',
  },
  {
    id: 'product-case',
    type: 'product',
    title: 'Leather Case',
    sku: 'CASE',
    url: '/products/CASE',
    excerpt:
      'Vegetable-tanned leather with a magnetic clasp, in Cognac and Black. Protects your device in style.',
    keywords: 'accessory carry case colour',
  },
  {
    id: 'product-charger',
    type: 'product',
    title: 'Fast Charger',
    sku: 'CHARGER',
    url: '/products/CHARGER',
    excerpt: 'USB-C, 20 W. Charges any of our devices in under an hour.',
    keywords: 'accessory charging cable device',
  },
  {
    id: 'product-travel-pouch',
    type: 'product',
    title: 'Travel Pouch (gift)',
    sku: 'GIFT-POUCH',
    url: '/products/GIFT-POUCH',
    excerpt: 'A soft pouch for your device and two packs, free with orders over 30 EUR.',
    keywords: 'accessory gift free',
  },
  {
    id: 'faq-charging',
    type: 'faq',
    title: 'How long does my device take to charge?',
    url: '/faq#charging',
    excerpt:
      'With our fast charger any of our devices charges fully in under an hour; from a laptop port it takes about two hours.',
    keywords: 'battery charger',
  },
  {
    id: 'faq-cleaning',
    type: 'faq',
    title: 'How do I clean my device?',
    url: '/faq#cleaning',
    excerpt:
      'Let the device cool, then wipe the heater with a dry cotton bud once a week. Never rinse the device with water.',
    keywords: 'cleaning care',
  },
  {
    id: 'faq-warranty',
    type: 'faq',
    title: 'What does the warranty cover?',
    url: '/faq#warranty',
    excerpt:
      'Registered devices have a twelve-month warranty. Bring your device to a store or contact us for a replacement.',
    keywords: 'repair replacement register',
  },
  {
    id: 'faq-register',
    type: 'faq',
    title: 'Why should I register my device?',
    url: '/faq#register',
    excerpt: 'Registering your device extends the warranty and earns loyalty points.',
    keywords: 'warranty loyalty points',
  },
  {
    id: 'faq-delivery',
    type: 'faq',
    title: 'How long does delivery take?',
    url: '/faq#delivery',
    excerpt:
      'Orders placed before 2 pm leave the warehouse the same day and arrive in one to three working days.',
    keywords: 'shipping order',
  },
  {
    id: 'faq-store-pickup',
    type: 'faq',
    title: 'Can I collect my order in a store?',
    url: '/faq#pickup',
    excerpt: 'Choose click and collect at checkout and pick your order up at the store of your choice.',
    keywords: 'click collect pickup store',
  },
  {
    id: 'faq-flavour-sticks',
    type: 'faq',
    title: 'Which flavour sticks work with my device?',
    url: '/faq#sticks',
    excerpt: 'All our flavour sticks work with every Aurora and Nova device.',
    keywords: 'compatibility sticks',
  },
  {
    id: 'faq-storing-sticks',
    type: 'faq',
    title: 'How should I store my flavour sticks?',
    url: '/faq#storing',
    excerpt:
      'Keep the packs closed, cool and dry, out of direct sunlight; an opened pack is best within two weeks.',
    keywords: 'sticks fresh keep',
  },
  {
    id: 'article-flavour-guide',
    type: 'article',
    title: 'A guide to our flavours',
    url: '/articles/flavour-guide',
    excerpt: 'From roasted Amber to icy Arctic: how to find the flavour sticks that suit you.',
    keywords: 'flavour finder',
  },
  {
    id: 'article-device-care',
    type: 'article',
    title: 'Five habits for a long device life',
    url: '/articles/device-care',
    excerpt: 'Clean weekly, charge before the battery is empty and keep your device in its case.',
    keywords: 'cleaning battery',
  },
  {
    id: 'article-loyalty',
    type: 'article',
    title: 'How loyalty points work',
    url: '/articles/loyalty-points',
    excerpt: 'Earn points with every order and device registration, and spend them on rewards.',
    keywords: 'club rewards',
  },
  {
    id: 'article-new-colours',
    type: 'article',
    title: 'New device colours for spring',
    url: '/articles/new-colours',
    excerpt: 'Sunset Red and Moss Green join Ocean Blue in the Aurora range.',
    keywords: 'colour device',
  },
];
