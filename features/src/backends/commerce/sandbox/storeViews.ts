import type { seedCountries, seedShippingMethods } from './seed';
import {
  seedOrderAttributes,
  seedOrderStatuses,
  seedPaymentMethods,
  seedStores,
  type SandboxStoreCode,
  type SeedProduct,
} from './seed';

/** The languages the sandbox's store views speak: each store (default, trial) has a view per language. */
export type SandboxLanguage = 'en' | 'de';

/**
 * The store views a `Store` header may name: the plain code is the English view, `_de` the German one beside it. The
 * views of one store share its entities, ids, SKUs, prices, stock and carts; only their labels differ, as in Magento,
 * which keeps a product's name and descriptions, an option value's label, a country's name, a method's title and an
 * order status's label per store view.
 */
export const sandboxStoreViews: Record<string, { store: SandboxStoreCode; language: SandboxLanguage }> = {
  default: { store: 'default', language: 'en' },
  default_de: { store: 'default', language: 'de' },
  trial: { store: 'trial', language: 'en' },
  trial_de: { store: 'trial', language: 'de' },
};

interface ProductLabels {
  name: string;
  shortDescription: string;
  description: string;
}

/** What the German views say instead of the seed's English. An entity without an entry keeps its English label. */
const german = {
  products: {
    AURORA: {
      name: 'Aurora-Gerät',
      shortDescription: '<p>Unser leichtestes Gerät, mit einem Akku für <strong>zwei Tage</strong>.</p>',
      description:
        '<p>Das Aurora erhitzt Geschmackssticks gleichmäßig und lädt in 90 Minuten.</p><ul><li>USB-C</li><li>Akku für zwei Tage</li></ul>',
    },
    NOVA: {
      name: 'Nova-Gerät',
      shortDescription: '<p>Das Premium-Gerät mit Aluminiumgehäuse.</p>',
      description: '<p>Präzise Erhitzung, haptisches Feedback und ein Ladeetui.</p>',
    },
    'STICKS-AMBER': {
      name: 'Amber Sticks',
      shortDescription: '<p>Kräftig, geröstet und warm.</p>',
      description: '<p>Eine Stange mit 10 Packungen, mit gerösteten, nussigen Noten.</p>',
    },
    'STICKS-MINT': {
      name: 'Mint Sticks',
      shortDescription: '<p>Kühl und frisch.</p>',
      description: '<p>Eine Stange mit 10 Packungen und frischem Menthol-Abgang.</p>',
    },
    'STICKS-RUBY': {
      name: 'Ruby Sticks',
      shortDescription: '<p>Beeren mit einem Hauch Würze.</p>',
      description: '<p>Eine Stange mit 10 Packungen mit roten Beerennoten.</p>',
    },
    'STICKS-ARCTIC': {
      name: 'Arctic Sticks',
      shortDescription: '<p>Eisig und klar. Bald wieder da.</p>',
      description: '<p>Eine Stange mit 10 Packungen mit eisigem Abgang.</p>',
    },
    CASE: {
      name: 'Lederetui',
      shortDescription: '<p>Schützt Ihr Gerät mit Stil.</p>',
      description: '<p>Pflanzlich gegerbtes Leder mit Magnetverschluss.</p>',
    },
    CHARGER: {
      name: 'Schnellladegerät',
      shortDescription: '<p>USB-C, 20 W.</p>',
      description: '<p>Lädt jedes unserer Geräte in weniger als einer Stunde.</p>',
    },
    'STARTER-KIT': {
      name: 'Starterset',
      shortDescription: '<p>Ein Aurora-Gerät und eine Stange Amber Sticks.</p>',
      description: '<p>Alles für den Anfang: ein Gerät, eine Stange, ein Ladegerät.</p>',
    },
    'GIFT-POUCH': {
      name: 'Reiseetui (Geschenk)',
      shortDescription: '<p>Gratis zu Bestellungen ab 30 EUR.</p>',
      description: '<p>Ein weiches Etui für Ihr Gerät und zwei Packungen.</p>',
    },
    'STICKS-SUBSCRIPTION': {
      name: 'Monatliches Sticks-Abo',
      shortDescription: '<p>Zehn Stangen jeden Monat, versandkostenfrei.</p>',
      description: '<p>Jederzeit pausieren, ändern oder kündigen.</p>',
    },
    'TRIAL-KIT': {
      name: 'Aurora-Testset',
      shortDescription: '<p>Testen Sie das Aurora 14 Tage lang für 1 EUR.</p>',
      description: '<p>Ein geliehenes Aurora-Gerät mit einer Stange Amber Sticks, nur im Test-Shop.</p>',
    },
  } satisfies Record<string, ProductLabels>,
  // The accessory range (seed.ts, accessoryRange): a kind's name and text; the colour comes from `colours`.
  accessoryKinds: {
    SLEEVE: { name: 'Silikonhülle', text: 'Eine weiche Hülle, die Kratzer fernhält.' },
    COVER: { name: 'Türabdeckung', text: 'Tauschen Sie die Tür, und Ihr Gerät sieht neu aus.' },
    LANYARD: { name: 'Trageband', text: 'Hält Ihr Gerät griffbereit, am Handgelenk oder um den Hals.' },
    POUCH: { name: 'Tragetasche', text: 'Platz für ein Gerät, ein Ladegerät und zwei Packungen.' },
  } as Record<string, { name: string; text: string }>,
  subscriptionFormats: { 'Ten cartons every month': 'Zehn Stangen jeden Monat' } as Record<string, string>,
  colours: {
    'Ocean Blue': 'Ozeanblau',
    'Sunset Red': 'Sonnenrot',
    'Moss Green': 'Moosgrün',
    Graphite: 'Graphit',
    Silver: 'Silber',
    Cognac: 'Cognac',
    Black: 'Schwarz',
  } as Record<string, string>,
  bundleOptions: { Device: 'Gerät', Sticks: 'Sticks' } as Record<string, string>,
  categories: {
    devices: 'Geräte',
    sticks: 'Geschmackssticks',
    accessories: 'Zubehör',
    bundles: 'Sets',
    subscriptions: 'Abos',
  } as Record<string, string>,
  countries: { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', US: 'Vereinigte Staaten' } as Record<
    string,
    string
  >,
  regions: { California: 'Kalifornien' } as Record<string, string>,
  shipping: {
    tablerate: {
      carrier_title: 'Sendungsverfolgung',
      method_title: 'Mit Sendungsverfolgung, 2–3 Werktage',
      description: 'Gegen Unterschrift zugestellt.',
    },
    freeshipping: {
      carrier_title: 'Kostenloser Versand',
      method_title: 'Standard, 3–5 Werktage',
      description: 'Zustellung per Post.',
    },
    ups: {
      carrier_title: 'Paketdienst',
      method_title: 'Bodenversand',
      description: 'Vom Paketdienst in US-Dollar berechnet.',
    },
    instore: {
      carrier_title: 'Versand in den Laden',
      method_title: 'Im Laden abholen',
      description: 'Bei einem Partnerladen abholen.',
    },
  } as Record<string, { carrier_title: string; method_title: string; description: string }>,
  payments: { jtipayment: 'Karte oder Wallet', banktransfer: 'Banküberweisung' } as Record<string, string>,
  statuses: {
    pending: 'Ausstehend',
    processing: 'In Bearbeitung',
    cancellation_requested: 'Stornierung angefragt',
    complete: 'Abgeschlossen',
    canceled: 'Storniert',
    closed: 'Geschlossen',
  } as Record<string, string>,
  orderAttributes: {
    delivery_note: {
      label: 'Hinweis für den Zusteller',
      description: 'Zum Beispiel: an der Hintertür abstellen.',
      placeholder: 'An der Hintertür abstellen',
    },
    tax_id: { label: 'Steuernummer (optional)' },
    gift_message: { label: 'Geschenknachricht' },
  } as Record<string, { label: string; description?: string; placeholder?: string }>,
  words: {
    Colour: 'Farbe',
    Position: 'Position',
    'Product Name': 'Produktname',
    Price: 'Preis',
    'VAT 19%': 'MwSt. 19 %',
    Discount: 'Rabatt',
    'Goes well with your order': 'Passt zu Ihrer Bestellung',
    "The coupon code isn't valid. Verify the code and try again.":
      'Der Gutscheincode ist ungültig. Prüfen Sie den Code und versuchen Sie es erneut.',
  } as Record<string, string>,
};

/** The labels of one store view: English returns the seed's own words, German its translations. */
export interface StoreViewLabels {
  language: SandboxLanguage;
  product<T extends SeedProduct>(product: T): T;
  colour(colour: string): string;
  bundleOption(title: string): string;
  category(urlKey: string, name: string): string;
  country<T extends (typeof seedCountries)[number]>(country: T): T;
  shippingMethod<T extends (typeof seedShippingMethods)[number]>(method: T): T;
  paymentMethods(): Array<(typeof seedPaymentMethods)[number]>;
  paymentTitle(code: string): string;
  orderStatuses(): Array<(typeof seedOrderStatuses)[number]>;
  /** The checkout's order attributes as the GraphQL answer lists them, their label, description and placeholder in the view's language. */
  orderAttributes(): Array<{ code: string; label: string } & Record<string, unknown>>;
  /** Magento's own words (option and tax labels, a coupon refusal), as its German language pack says them. */
  word(text: string): string;
  couponNotValid(code: string): string;
  storeConfig(store: SandboxStoreCode): Record<string, unknown>;
}

const english: StoreViewLabels = {
  language: 'en',
  product: (product) => product,
  colour: (colour) => colour,
  bundleOption: (title) => title,
  category: (_urlKey, name) => name,
  country: (country) => country,
  shippingMethod: (method) => method,
  paymentMethods: () => seedPaymentMethods,
  paymentTitle: (code) => seedPaymentMethods.find((method) => method.code === code)?.title ?? code,
  orderStatuses: () => seedOrderStatuses,
  orderAttributes: () => seedOrderAttributes,
  word: (text) => text,
  couponNotValid: (code) => `The coupon code "${code}" is not valid.`,
  storeConfig: (store) => seedStores[store],
};

/** A range accessory's German labels, made as its English ones are: the kind's words and the colour's. */
function rangeLabels(product: SeedProduct): ProductLabels | undefined {
  const kind = product.range && german.accessoryKinds[product.range.kind];
  if (!product.range || !kind) return undefined;
  return {
    name: `${kind.name}, ${german.colours[product.range.colour] ?? product.range.colour}`,
    shortDescription: `<p>${kind.text}</p>`,
    description: `<p>${kind.text} Für jedes unserer Geräte gemacht.</p>`,
  };
}

const inGerman: StoreViewLabels = {
  language: 'de',
  product(product) {
    const labels: ProductLabels | undefined =
      (german.products as Record<string, ProductLabels>)[product.sku] ?? rangeLabels(product);
    const format = product.subscriptionFormat;
    return {
      ...product,
      ...labels,
      ...(format ? { subscriptionFormat: german.subscriptionFormats[format] ?? format } : {}),
    };
  },
  colour: (colour) => german.colours[colour] ?? colour,
  bundleOption: (title) => german.bundleOptions[title] ?? title,
  category: (urlKey, name) => german.categories[urlKey] ?? name,
  country: (country) => ({
    ...country,
    name: german.countries[country.id] ?? country.name,
    regions: country.regions.map((region) => ({
      ...region,
      name: german.regions[region.name] ?? region.name,
    })),
  }),
  shippingMethod: (method) => ({ ...method, ...german.shipping[method.carrier_code] }),
  paymentMethods: () =>
    seedPaymentMethods.map((method) => ({ ...method, title: german.payments[method.code] ?? method.title })),
  paymentTitle: (code) => german.payments[code] ?? english.paymentTitle(code),
  orderStatuses: () =>
    seedOrderStatuses.map((status) => ({
      ...status,
      status_label: german.statuses[status.status_value] ?? status.status_label,
    })),
  orderAttributes: () =>
    seedOrderAttributes.map((attribute) => ({ ...attribute, ...german.orderAttributes[attribute.code] })),
  word: (text) => german.words[text] ?? text,
  couponNotValid: (code) => `Der Gutscheincode "${code}" ist ungültig.`,
  storeConfig: (store) => ({
    ...seedStores[store],
    store_code: `${store}_de`,
    store_name: `${seedStores[store].store_name} (Deutsch)`,
    locale: 'de_DE',
  }),
};

/** The labels a request's store view answers with. */
export const labelsOf = (language: SandboxLanguage): StoreViewLabels =>
  language === 'de' ? inGerman : english;
