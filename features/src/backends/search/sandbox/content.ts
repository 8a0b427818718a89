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

/** The index's German documents (asked with `lang=de`): the same ids, URLs and pictures, the titles and excerpts in German. */
const german: Record<string, { title: string; excerpt: string; keywords: string }> = {
  'product-aurora': {
    title: 'Aurora-Gerät',
    excerpt:
      'Unser leichtestes Gerät, mit einem Akku für zwei Tage, in Ozeanblau, Sonnenrot und Moosgrün. Lädt in 90 Minuten über USB-C.',
    keywords: 'gerät akku farbe',
  },
  'product-nova': {
    title: 'Nova-Gerät',
    excerpt:
      'Das Premium-Gerät mit Aluminiumgehäuse, präziser Erhitzung, haptischem Feedback und Ladeetui. In Graphit und Silber.',
    keywords: 'gerät premium',
  },
  'product-starter-kit': {
    title: 'Starterset',
    excerpt: 'Ein Aurora-Gerät und eine Stange Amber Sticks: alles für den Anfang.',
    keywords: 'set gerät sticks',
  },
  'product-sticks-amber': {
    title: 'Amber Sticks',
    excerpt: 'Kräftig, geröstet und warm, mit nussigen Noten. Eine Stange mit 10 Packungen Geschmackssticks.',
    keywords: 'sticks tabak geröstet',
  },
  'product-sticks-mint': {
    title: 'Mint Sticks',
    excerpt: 'Kühl und frisch, mit Menthol-Abgang. Eine Stange mit 10 Packungen Geschmackssticks.',
    keywords: 'sticks menthol frisch',
  },
  'product-sticks-ruby': {
    title: 'Ruby Sticks',
    excerpt: 'Rote Beeren mit einem Hauch Würze. Eine Stange mit 10 Packungen Geschmackssticks.',
    keywords: 'sticks beeren',
  },
  'product-sticks-arctic': {
    title: 'Arctic Sticks',
    excerpt: 'Eisig und klar, für alle, die es kalt mögen. Eine Stange mit 10 Packungen Geschmackssticks.',
    keywords: 'sticks eisig',
  },
  'product-sticks-subscription': {
    title: 'Monatliches Sticks-Abo',
    excerpt:
      'Zehn Stangen Geschmackssticks jeden Monat, versandkostenfrei. Jederzeit pausieren, ändern oder kündigen.',
    keywords: 'abo sticks',
  },
  'product-case': {
    title: 'Lederetui',
    excerpt:
      'Pflanzlich gegerbtes Leder mit Magnetverschluss, in Cognac und Schwarz. Schützt Ihr Gerät mit Stil.',
    keywords: 'zubehör etui farbe',
  },
  'product-charger': {
    title: 'Schnellladegerät',
    excerpt:
      'Mit unserem Schnellladegerät ist jedes unserer Geräte in weniger als einer Stunde voll; am Laptop dauert es etwa zwei Stunden.',
    keywords: 'akku ladegerät',
  },
  'product-travel-pouch': {
    title: 'Reiseetui (Geschenk)',
    excerpt: 'Ein weiches Etui für Ihr Gerät und zwei Packungen, gratis zu Bestellungen ab 30 EUR.',
    keywords: 'geschenk etui',
  },
  'faq-charging': {
    title: 'Wie lange lädt mein Gerät?',
    excerpt:
      'Mit dem Schnellladegerät ist das Gerät in weniger als einer Stunde voll; am Laptop dauert es etwa zwei Stunden.',
    keywords: 'akku laden',
  },
  'faq-cleaning': {
    title: 'Wie reinige ich mein Gerät?',
    excerpt:
      'Lassen Sie das Gerät abkühlen und wischen Sie den Heizer einmal pro Woche mit einem trockenen Wattestäbchen ab. Spülen Sie das Gerät nie mit Wasser.',
    keywords: 'reinigung pflege',
  },
  'faq-warranty': {
    title: 'Was deckt die Garantie ab?',
    excerpt:
      'Registrierte Geräte haben zwölf Monate Garantie. Bringen Sie Ihr Gerät in ein Geschäft oder kontaktieren Sie uns für einen Ersatz.',
    keywords: 'reparatur ersatz registrieren',
  },
  'faq-register': {
    title: 'Warum sollte ich mein Gerät registrieren?',
    excerpt: 'Die Registrierung verlängert die Garantie und bringt Treuepunkte.',
    keywords: 'registrierung punkte',
  },
  'faq-delivery': {
    title: 'Wie lange dauert die Lieferung?',
    excerpt:
      'Bestellungen bis 14 Uhr verlassen das Lager am selben Tag und kommen in ein bis drei Werktagen an.',
    keywords: 'versand bestellung',
  },
  'faq-store-pickup': {
    title: 'Kann ich meine Bestellung im Geschäft abholen?',
    excerpt: 'Wählen Sie an der Kasse die Abholung und holen Sie Ihre Bestellung im Geschäft Ihrer Wahl ab.',
    keywords: 'abholung geschäft',
  },
  'faq-flavour-sticks': {
    title: 'Welche Geschmackssticks passen zu meinem Gerät?',
    excerpt: 'Alle unsere Geschmackssticks passen zu jedem Aurora- und Nova-Gerät.',
    keywords: 'sticks gerät',
  },
  'faq-storing-sticks': {
    title: 'Wie bewahre ich meine Geschmackssticks auf?',
    excerpt:
      'Halten Sie die Packungen geschlossen, kühl und trocken, ohne direkte Sonne; eine geöffnete Packung ist in zwei Wochen am besten.',
    keywords: 'sticks frisch aufbewahren',
  },
  'article-flavour-guide': {
    title: 'Ein Leitfaden zu unseren Geschmacksrichtungen',
    excerpt:
      'Vom gerösteten Amber bis zum eisigen Arctic: So finden Sie die Geschmackssticks, die zu Ihnen passen.',
    keywords: 'geschmack leitfaden',
  },
  'article-device-care': {
    title: 'Fünf Gewohnheiten für ein langes Geräteleben',
    excerpt: 'Wöchentlich reinigen, laden, bevor der Akku leer ist, und das Gerät im Etui aufbewahren.',
    keywords: 'pflege gerät',
  },
  'article-loyalty': {
    title: 'So funktionieren Treuepunkte',
    excerpt:
      'Sammeln Sie Punkte mit jeder Bestellung und Geräteregistrierung und lösen Sie sie für Prämien ein.',
    keywords: 'punkte prämien',
  },
  'article-new-colours': {
    title: 'Neue Gerätefarben für den Frühling',
    excerpt: 'Sonnenrot und Moosgrün ergänzen Ozeanblau in der Aurora-Reihe.',
    keywords: 'farben frühling',
  },
};

/** The index in the language a search names (`lang`, `de` or `de-DE`); English for any other. */
export function indexedContentIn(lang: string | null): IndexedContent[] {
  if (!lang?.toLowerCase().startsWith('de')) return indexedContent;
  return indexedContent.map((content) => ({ ...content, ...german[content.id] }));
}
