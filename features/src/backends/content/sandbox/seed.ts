import {
  DEFAULT_LOCALE_KEY,
  LOCALIZED_VALUE_TYPE,
  type BuilderLocalizedValueJson,
  type Localizable,
} from '../localizedValues';
import type { BuilderContentJson, BuilderElementJson, BuilderSymbolJson } from './content';

/** The sandbox space's public API key (the shop's default configuration uses the same). */
export const SANDBOX_SPACE_API_KEY = 'sandbox-public-key';
const PAGE_MODEL_ID = 'sandbox-page-model';

/** The seeded space's locales: English is its default (`Default`), German the one every text is translated to. */
export const SANDBOX_GERMAN_LOCALE = 'de-DE';

/** A text as Builder saves an input marked `localized`: the default locale's (English) and German. */
const localized = <T>(english: T, german: T): BuilderLocalizedValueJson<T> => ({
  '@type': LOCALIZED_VALUE_TYPE,
  [DEFAULT_LOCALE_KEY]: english,
  [SANDBOX_GERMAN_LOCALE]: german,
});

/** A localised value's English (the space's default), for names Builder keeps in one language (an entry's name). */
const englishOf = <T>(value: Localizable<T>): T =>
  typeof value === 'object' &&
  value !== null &&
  (value as { '@type'?: unknown })['@type'] === LOCALIZED_VALUE_TYPE
    ? ((value as BuilderLocalizedValueJson<T>).Default as T)
    : (value as T);

let sequence = 0;
/** A content block; ids are stable so server render and hydration agree. */
function block(
  name: string,
  options: Record<string, unknown>,
  extra: Partial<Omit<BuilderElementJson, '@type' | 'component'>> = {},
): BuilderElementJson {
  sequence += 1;
  return {
    '@type': '@builder.io/sdk:Element',
    '@version': 2,
    id: `builder-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${sequence}`,
    component: { name, options },
    ...extra,
  };
}

/** A plain layout element (Builder's "Box"), laid out with Builder's responsive styles. */
function section(
  label: BuilderLocalizedValueJson<string>,
  children: BuilderElementJson[],
  columns = 3,
): BuilderElementJson {
  sequence += 1;
  return {
    '@type': '@builder.io/sdk:Element',
    '@version': 2,
    id: `builder-section-${sequence}`,
    tagName: 'section',
    // Builder's API resolves a localised value wherever the content holds one, an element's attributes included.
    properties: { 'aria-label': label },
    children,
    responsiveStyles: {
      large: {
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gap: '24px',
        maxWidth: '1200px',
        marginLeft: 'auto',
        marginRight: 'auto',
        padding: '32px 24px',
      },
      medium: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      small: { gridTemplateColumns: 'minmax(0, 1fr)', padding: '24px 16px', gap: '16px' },
    },
  };
}

const urlQuery = (url: string) => [
  { '@type': '@builder.io/core:Query' as const, property: 'urlPath', operator: 'is' as const, value: url },
];

function page(
  id: string,
  url: string,
  title: Localizable<string>,
  blocks: BuilderElementJson[],
  overrides: Partial<BuilderContentJson> = {},
): BuilderContentJson {
  const componentsUsed: Record<string, number> = {};
  const count = (list: BuilderElementJson[]) =>
    list.forEach((item) => {
      if (item.component)
        componentsUsed[item.component.name] = (componentsUsed[item.component.name] ?? 0) + 1;
      count(item.children ?? []);
    });
  count(blocks);
  return {
    id,
    name: englishOf(title),
    modelId: PAGE_MODEL_ID,
    published: 'published',
    query: urlQuery(url),
    data: { title, url, blocks, inputs: [], state: {} },
    variations: {},
    lastUpdated: 1_767_225_600_000,
    firstPublished: 1_767_225_600_000,
    createdDate: 1_767_225_600_000,
    rev: `${id}-rev1`,
    meta: { kind: 'page', hasLinks: false, componentsUsed },
    ...overrides,
  };
}

/**
 * A flavour of the commerce sandbox's catalogue (its sticks are STICKS-<FLAVOUR>); the pack pictures are per gradient.
 * Flavour names are names, the same in every language.
 */
const flavourCard = (
  title: string,
  gradient: string,
  ratings: Array<{ label: BuilderLocalizedValueJson<string>; value: number }>,
  extra: Record<string, unknown> = {},
) =>
  block('FlavourCarouselCard', {
    title: localized(title, title),
    description: localized(
      `<p>${title}: a balanced blend for every day.</p>`,
      `<p>${title}: eine ausgewogene Mischung für jeden Tag.</p>`,
    ),
    image: `/images/flavours/${gradient}.svg`,
    imageAlt: localized(`${title} flavour pack`, `Packung der Geschmacksrichtung ${title}`),
    ratings,
    gradient,
    theme: 'dark',
    inversed: false,
    ctaLabel: localized('Discover', 'Entdecken'),
    ctaUrl: `/products/STICKS-${title.toUpperCase()}`,
    ctaTarget: '_self',
    ...extra,
  });

const ratings = (intensity: number, freshness: number, sweetness: number) => [
  { label: localized('Intensity', 'Intensität'), value: intensity },
  { label: localized('Freshness', 'Frische'), value: freshness },
  { label: localized('Sweetness', 'Süße'), value: sweetness },
];

const packsAlt = localized(
  'Three flavour packs side by side',
  'Drei Packungen Geschmackssticks nebeneinander',
);
const accessoriesAlt = localized('A carry case and a cleaning tool', 'Ein Etui und ein Reinigungswerkzeug');
const clubAlt = localized('Club members enjoying rewards', 'Club-Mitglieder freuen sich über ihre Prämien');
const findAStore = localized('Find a store', 'Geschäft finden');
const helpAndFaq = localized('Help and FAQ', 'Hilfe und FAQ');
const trialTitle = localized('Try the Aurora for 14 days', 'Testen Sie das Aurora 14 Tage lang');
const loyaltyPointsTitle = localized('How loyalty points work', 'So funktionieren Clubpunkte');

/** A column of list links (the list variant of the redirection link card), one box in its row. */
function helpLinks(links: Array<[BuilderLocalizedValueJson<string>, string]>): BuilderElementJson {
  sequence += 1;
  return {
    '@type': '@builder.io/sdk:Element',
    '@version': 2,
    id: `builder-help-links-${sequence}`,
    children: links.map(([title, href]) =>
      block('RedirectionLinkCard', { variant: 'list', title, href, hideChevron: false }),
    ),
  };
}

// The home page's title is the shop's name in every language (see the home route's meta), so it is not localised.
const home = page('sandbox-home', '/', 'Home', [
  block('Hero', {
    title: localized(
      'Find the flavour that fits your day',
      'Finden Sie den Geschmack, der zu Ihrem Tag passt',
    ),
    text: localized(
      '<p>Devices, flavours and rewards for club members.</p>',
      '<p>Geräte, Geschmacksrichtungen und Prämien für Club-Mitglieder.</p>',
    ),
    image: '/images/hero/home.svg',
    imageAlt: localized(
      'A device resting on flavour packs in warm morning light',
      'Ein Gerät auf Packungen mit Geschmackssticks im warmen Morgenlicht',
    ),
    ctaLabel: localized('Shop flavours', 'Zu den Geschmacksrichtungen'),
    ctaUrl: '/flavours/amber',
    theme: 'dark',
  }),
  block(
    'FlavourCarousel',
    { title: localized('Our flavours', 'Unsere Geschmacksrichtungen') },
    {
      children: [
        flavourCard('Amber', 'amber', ratings(4, 1.5, 2)),
        flavourCard('Mint', 'teal', ratings(2.5, 5, 1), { theme: 'light' }),
        flavourCard('Ruby', 'ruby', ratings(3, 2, 3.5)),
        flavourCard('Arctic', 'slate', ratings(3, 4.5, 0.5), { inversed: true }),
      ],
    },
  ),
  section(localized('Devices', 'Geräte'), [
    block('SimpleProductTeaser', {
      title: localized('The device', 'Das Gerät'),
      image: '/images/products/device.svg',
      imageAlt: localized('The device in midnight blue', 'Das Gerät in Mitternachtsblau'),
      linkText: localized('Shop devices', 'Zu den Geräten'),
      linkHref: '/category/devices',
    }),
    block('SimpleProductTeaser', {
      title: localized('Flavour packs', 'Geschmackssticks'),
      image: '/images/products/packs.svg',
      imageAlt: packsAlt,
      linkText: localized('Shop flavours', 'Zu den Geschmacksrichtungen'),
      linkHref: '/category/sticks',
    }),
    block('SimpleProductTeaser', {
      title: localized('Accessories', 'Zubehör'),
      image: '/images/products/accessories.svg',
      imageAlt: accessoriesAlt,
      linkText: localized('Shop accessories', 'Zum Zubehör'),
      linkHref: '/category/accessories',
    }),
  ]),
  section(localized('More for you', 'Mehr für Sie'), [
    block('RedirectionLinkCard', {
      variant: 'club',
      title: localized('Join the ILUMA Club', 'Treten Sie dem ILUMA Club bei'),
      description: localized(
        'Points on every order, rewards and early access.',
        'Punkte bei jeder Bestellung, Prämien und früher Zugang zu Neuem.',
      ),
      href: '/iluma-club',
      image: '/images/club/club.svg',
      imageAlt: '',
    }),
    block('RedirectionLinkCard', {
      variant: 'withImage',
      title: findAStore,
      description: localized(
        'Try devices and flavours near you.',
        'Probieren Sie Geräte und Geschmacksrichtungen in Ihrer Nähe.',
      ),
      href: '/stores',
      image: '/images/stores/store.svg',
      imageAlt: '',
    }),
    // A short list of help links fills the third column, where one lone row sat under an empty box.
    helpLinks([
      [helpAndFaq, '/faq'],
      [localized('Contact us', 'Kontakt'), '/contact'],
      [localized('Flavour finder', 'Geschmacksfinder'), '/flavour-finder'],
    ]),
  ]),
]);

/*
 * Builder's standard blocks, in the shape the editor saves them: the styles Builder gives each block when it is
 * inserted (a flex column, relative, not shrinking), then the marketer's own.
 */
const builderDefaults = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  flexShrink: '0',
  boxSizing: 'border-box',
};

/** Builder's Text block. */
const text = (html: BuilderLocalizedValueJson<string>, styles: Record<string, string> = {}) =>
  block(
    'Text',
    { text: html },
    {
      responsiveStyles: {
        large: { ...builderDefaults, lineHeight: 'normal', height: 'auto', textAlign: 'left', ...styles },
      },
    },
  );

/** Builder's Image block (its aspectRatio is height / width). */
const builderImage = (image: string, altText: BuilderLocalizedValueJson<string>, aspectRatio: number) =>
  block(
    'Image',
    {
      image,
      altText,
      backgroundSize: 'contain',
      backgroundPosition: 'center',
      lazy: true,
      fitContent: true,
      aspectRatio,
    },
    {
      responsiveStyles: {
        large: { ...builderDefaults, width: '100%', minHeight: '20px', minWidth: '20px', overflow: 'hidden' },
      },
    },
  );

/** Builder's Section: full width, content centred up to maxWidth (the shop's 1200 px less its 24 px sides, so it lines up). */
const builderSection = (children: BuilderElementJson[], styles: Record<string, string> = {}) =>
  block(
    'Core:Section',
    { maxWidth: 1152 },
    {
      children,
      responsiveStyles: {
        large: {
          ...builderDefaults,
          width: '100%',
          paddingLeft: '24px',
          paddingRight: '24px',
          paddingTop: '32px',
          paddingBottom: '32px',
          ...styles,
        },
        small: { paddingLeft: '16px', paddingRight: '16px', paddingTop: '24px', paddingBottom: '24px' },
      },
    },
  );

/** One step of "How it works": a picture above its text, in a column of Builder's Columns block. */
const step = (
  image: string,
  alt: BuilderLocalizedValueJson<string>,
  html: BuilderLocalizedValueJson<string>,
) => ({
  blocks: [builderImage(image, alt, 0.75), text(html, { marginTop: '16px' })],
});

/** One question of Builder's Accordion: its title and detail are blocks, as Builder saves them. */
const question = (title: BuilderLocalizedValueJson<string>, detail: BuilderLocalizedValueJson<string>) => ({
  title: [
    {
      '@type': '@builder.io/sdk:Element' as const,
      '@version': 2 as const,
      id: `builder-accordion-title-${(sequence += 1)}`,
      layerName: 'Accordion item title',
      children: [text(title)],
    },
  ],
  detail: [
    {
      '@type': '@builder.io/sdk:Element' as const,
      '@version': 2 as const,
      id: `builder-accordion-detail-${(sequence += 1)}`,
      layerName: 'Accordion item detail',
      children: [text(detail)],
    },
  ],
});

/**
 * A symbol (Builder's reusable content), an entry of the `symbol` model: the club's help note, which pages show
 * through a Symbol block that names only its model and entry, as Builder saves a symbol that is not inlined.
 */
export const clubHelpSymbol: BuilderSymbolJson = {
  id: 'sandbox-symbol-club-help',
  name: 'Club help note',
  modelId: 'sandbox-symbol-model',
  published: 'published',
  query: [],
  data: {
    blocks: [
      text(
        localized(
          '<h2>Still have a question?</h2><p>Our help pages answer most questions about points and rewards.</p>',
          '<h2>Noch Fragen?</h2><p>Unsere Hilfeseiten beantworten die meisten Fragen zu Punkten und Prämien.</p>',
        ),
      ),
      block(
        'Core:Button',
        {
          text: localized('Visit the help pages', 'Zu den Hilfeseiten'),
          link: '/faq',
          openLinkInNewTab: false,
        },
        { responsiveStyles: { large: { ...builderDefaults, marginTop: '16px', alignSelf: 'flex-start' } } },
      ),
    ],
    inputs: [],
    state: {},
  },
  variations: {},
  lastUpdated: 1_767_225_600_000,
  firstPublished: 1_767_225_600_000,
  createdDate: 1_767_225_600_000,
  rev: 'sandbox-symbol-club-help-rev1',
  meta: { kind: 'component', hasLinks: false },
};

/** A Symbol block pointing at a symbol by model and entry id only (its content is fetched by whoever renders). */
const symbolReference = (symbol: BuilderSymbolJson) =>
  block('Symbol', { symbol: { data: {}, model: 'symbol', entry: symbol.id, inline: false } });

/** The club page mixes the shop's blocks (hero, link cards, form) with Builder's own (section, text, columns, ...). */
const club = page('sandbox-iluma-club', '/iluma-club', localized('ILUMA Club', 'ILUMA Club'), [
  block('Hero', {
    title: localized('ILUMA Club', 'ILUMA Club'),
    text: localized(
      '<p>Collect points with every order and unlock rewards, tiers and member prices.</p>',
      '<p>Sammeln Sie mit jeder Bestellung Punkte und schalten Sie Prämien, Level und Mitgliederpreise frei.</p>',
    ),
    image: '/images/club/club.svg',
    imageAlt: clubAlt,
    ctaLabel: localized('Create an account', 'Konto erstellen'),
    ctaUrl: '/register',
    theme: 'light',
  }),
  builderSection([
    text(localized('<h2>How it works</h2>', '<h2>So funktioniert es</h2>')),
    block(
      'Columns',
      {
        columns: [
          step(
            '/images/products/device.svg',
            localized('A device ready to register', 'Ein Gerät, bereit zur Registrierung'),
            localized(
              '<h3>1. Create an account</h3><p>It takes a minute and your points start with your next order.</p>',
              '<h3>1. Konto erstellen</h3><p>Das dauert eine Minute, und Ihre Punkte beginnen mit Ihrer nächsten Bestellung.</p>',
            ),
          ),
          step(
            '/images/products/packs.svg',
            localized('Flavour packs earning points', 'Geschmackssticks, die Punkte bringen'),
            localized(
              '<h3>2. Register your device</h3><p>Registered devices earn points and a longer warranty.</p>',
              '<h3>2. Gerät registrieren</h3><p>Registrierte Geräte bringen Punkte und eine längere Garantie.</p>',
            ),
          ),
          step(
            '/images/club/club.svg',
            localized('Members enjoying a reward', 'Mitglieder genießen eine Prämie'),
            localized(
              '<h3>3. Earn and redeem</h3><p>Swap your points for rewards, tiers and member prices.</p>',
              '<h3>3. Sammeln und einlösen</h3><p>Tauschen Sie Ihre Punkte gegen Prämien, Level und Mitgliederpreise.</p>',
            ),
          ),
        ],
        space: 24,
        stackColumnsAt: 'tablet',
        reverseColumnsWhenStacked: false,
      },
      { responsiveStyles: { large: { ...builderDefaults, marginTop: '24px' } } },
    ),
    block(
      'Core:Button',
      {
        text: localized('Join the club now', 'Jetzt dem Club beitreten'),
        link: '/register',
        openLinkInNewTab: false,
      },
      { responsiveStyles: { large: { ...builderDefaults, marginTop: '24px', alignSelf: 'flex-start' } } },
    ),
  ]),
  section(localized('Club benefits', 'Ihre Vorteile im Club'), [
    block('RedirectionLinkCard', {
      variant: 'list',
      title: localized('Your points and rewards', 'Ihre Punkte und Prämien'),
      href: '/loyalty',
    }),
    block('RedirectionLinkCard', {
      variant: 'list',
      title: localized('Register a device', 'Gerät registrieren'),
      href: '/account/devices',
    }),
    block('RedirectionLinkCard', { variant: 'list', title: trialTitle, href: '/free-trial' }),
    block('RedirectionLinkCard', {
      variant: 'list',
      title: localized('Sticks every month: the subscription', 'Sticks jeden Monat: das Abonnement'),
      href: '/products/STICKS-SUBSCRIPTION',
    }),
    block('RedirectionLinkCard', {
      variant: 'list',
      title: localized('New here? The Starter Kit', 'Neu hier? Das Starter Kit'),
      href: '/products/STARTER-KIT',
    }),
    block('RedirectionLinkCard', {
      variant: 'list',
      title: loyaltyPointsTitle,
      href: '/articles/loyalty-points',
      hideChevron: true,
    }),
  ]),
  builderSection([
    text(localized('<h2>Questions about the club</h2>', '<h2>Fragen zum Club</h2>')),
    block(
      'Builder:Accordion',
      {
        items: [
          question(
            localized('Does the club cost anything?', 'Kostet der Club etwas?'),
            localized(
              '<p>No. Membership is free for every registered customer.</p>',
              '<p>Nein. Die Mitgliedschaft ist für alle registrierten Kundinnen und Kunden kostenlos.</p>',
            ),
          ),
          question(
            localized('Do my points expire?', 'Verfallen meine Punkte?'),
            localized(
              '<p>Points stay valid for 24 months after the order that earned them.</p>',
              '<p>Punkte bleiben 24 Monate nach der Bestellung gültig, mit der Sie sie gesammelt haben.</p>',
            ),
          ),
          question(
            localized('Which orders earn points?', 'Welche Bestellungen bringen Punkte?'),
            localized(
              '<p>Every order in our shop and in our stores, once you are signed in or show your club card.</p>',
              '<p>Jede Bestellung in unserem Onlineshop und in unseren Geschäften, sobald Sie angemeldet sind oder Ihre Clubkarte vorzeigen.</p>',
            ),
          ),
        ],
        oneAtATime: true,
        grid: false,
        animate: true,
      },
      { responsiveStyles: { large: { ...builderDefaults, marginTop: '16px' } } },
    ),
  ]),
  builderSection([symbolReference(clubHelpSymbol)]),
  // The club's sign-up is the newsletter service's own block, not a form mailed through Builder.
  block('Newsletter', {
    heading: localized('Club news by e-mail', 'Club-Neuigkeiten per E-Mail'),
    intro: localized(
      'New flavours, member offers and club events, about twice a month.',
      'Neue Geschmacksrichtungen, Angebote für Mitglieder und Club-Events, etwa zweimal im Monat.',
    ),
    topics: [{ id: 'club' }, { id: 'products' }],
    submitLabel: localized('Keep me posted', 'Auf dem Laufenden bleiben'),
    consentId: 'club-newsletter',
  }),
]);

const discover = localized('Discover', 'Entdecken');

const amber = page('sandbox-flavour-amber', '/flavours/amber', localized('Amber', 'Amber'), [
  block('Hero', {
    title: localized('Amber', 'Amber'),
    text: localized(
      '<p>Rich and roasted, with a warm finish.</p>',
      '<p>Kräftig und geröstet, mit einem warmen Abgang.</p>',
    ),
    image: '/images/flavours/amber.svg',
    imageAlt: localized('Amber flavour pack', 'Packung der Geschmacksrichtung Amber'),
    ctaLabel: localized('Add Amber to your cart', 'Amber in den Warenkorb legen'),
    ctaUrl: '/products/STICKS-AMBER',
    theme: 'dark',
  }),
  // The mini cart beside the flavour a shopper is adding (on the home page it only repeated the header's cart).
  section(localized('Your cart', 'Ihr Warenkorb'), [block('CartWidget', { checkoutHref: '/checkout' })], 1),
  block('FlavourCarousel', {
    title: localized('You may also like', 'Das könnte Ihnen auch gefallen'),
    cards: [
      {
        title: localized('Ruby', 'Ruby'),
        gradient: 'ruby',
        ratings: ratings(3, 2, 3.5),
        ctaLabel: discover,
        ctaUrl: '/products/STICKS-RUBY',
        theme: 'dark',
      },
      {
        title: localized('Arctic', 'Arctic'),
        gradient: 'slate',
        ratings: ratings(3, 4.5, 0.5),
        ctaLabel: discover,
        ctaUrl: '/products/STICKS-ARCTIC',
        theme: 'dark',
      },
    ],
  }),
]);

/**
 * The finder's questions as a marketer writes them in Builder: each answer favours a rating on the 0-5 scale, its words
 * in both languages. In English they are the block's defaults (flavour-finder/questions.ts) as a marketer who kept
 * them stores them; a backend's sandbox may not import a domain, so sandbox.test.ts holds the two together.
 */
const flavourFinderBlock = () =>
  block(
    'FlavourFinder',
    {
      heading: localized('Find your flavour', 'Finden Sie Ihren Geschmack'),
      questions: [
        {
          question: localized(
            'How strong do you like your flavour?',
            'Wie kräftig mögen Sie Ihren Geschmack?',
          ),
          options: [
            { label: localized('Gentle', 'Sanft'), intensity: 1 },
            { label: localized('Balanced', 'Ausgewogen'), intensity: 2.5 },
            { label: localized('Bold', 'Kräftig'), intensity: 4 },
          ],
        },
        {
          question: localized('How fresh should it feel?', 'Wie frisch soll er sich anfühlen?'),
          options: [
            { label: localized('Warm and rounded', 'Warm und rund'), freshness: 1 },
            { label: localized('A hint of cool', 'Ein Hauch von Kühle'), freshness: 2.5 },
            { label: localized('Icy fresh', 'Eisig frisch'), freshness: 5 },
          ],
        },
        {
          question: localized('Sweet or dry?', 'Süß oder herb?'),
          options: [
            { label: localized('Dry', 'Herb'), sweetness: 0.5 },
            { label: localized('Lightly sweet', 'Leicht süß'), sweetness: 2 },
            { label: localized('Sweet and fruity', 'Süß und fruchtig'), sweetness: 3.5 },
          ],
        },
      ],
      cartHref: '/cart',
    },
    { properties: { id: 'flavour-finder' } },
  );

const fanAlt = localized('Flavour packs arranged in a fan', 'Geschmackssticks, fächerförmig angeordnet');

/** An A/B test: half the visitors see a bolder headline. */
const flavourFinder = page(
  'sandbox-flavour-finder',
  '/flavour-finder',
  localized('Flavour finder', 'Geschmacksfinder'),
  [
    block('Hero', {
      title: localized('Which flavour is yours?', 'Welcher Geschmack passt zu Ihnen?'),
      text: localized(
        '<p>Answer three questions and we suggest a flavour.</p>',
        '<p>Beantworten Sie drei Fragen, und wir schlagen Ihnen einen Geschmack vor.</p>',
      ),
      image: '/images/hero/home.svg',
      imageAlt: fanAlt,
      ctaLabel: localized('Start', 'Los geht’s'),
      ctaUrl: '#flavour-finder',
      theme: 'dark',
    }),
    flavourFinderBlock(),
  ],
  { testRatio: 0.5 },
);
flavourFinder.variations = {
  'sandbox-flavour-finder-bold': {
    id: 'sandbox-flavour-finder-bold',
    name: 'Bold headline',
    testRatio: 0.5,
    data: {
      ...flavourFinder.data,
      blocks: [
        block('Hero', {
          title: localized('Your perfect flavour in 30 seconds', 'Ihr perfekter Geschmack in 30 Sekunden'),
          text: localized(
            '<p>Three questions. One flavour made for you.</p>',
            '<p>Drei Fragen. Ein Geschmack, wie für Sie gemacht.</p>',
          ),
          image: '/images/hero/home.svg',
          imageAlt: fanAlt,
          ctaLabel: localized('Find it now', 'Jetzt finden'),
          ctaUrl: '#flavour-finder',
          theme: 'light',
        }),
        flavourFinderBlock(),
      ],
    },
  },
};

/** Not published yet: visible only through a preview URL. */
const ember = page(
  'sandbox-flavour-ember',
  '/flavours/ember',
  localized('Ember (coming soon)', 'Ember (bald erhältlich)'),
  [
    block('Hero', {
      title: localized('Ember — coming soon', 'Ember – bald erhältlich'),
      text: localized(
        '<p>Smoky and sweet. Launching next month.</p>',
        '<p>Rauchig und süß. Ab nächstem Monat erhältlich.</p>',
      ),
      image: '/images/flavours/ruby.svg',
      imageAlt: localized('Ember flavour pack', 'Packung der Geschmacksrichtung Ember'),
      theme: 'dark',
    }),
  ],
  { published: 'draft', firstPublished: undefined },
);

/** One question and its answer, in English and in German. */
interface Answer {
  question: string;
  html: string;
}

/** One answer of the FAQ: its heading's id is the anchor search results link to (/faq#charging). */
const answer = (anchor: string, english: Answer, german: Answer) => {
  const html = ({ question, html }: Answer) => `<h2 id="${anchor}">${question}</h2>${html}`;
  return block('RichText', { html: localized(html(english), html(german)), links: 'faq' });
};

const faq = page('sandbox-faq', '/faq', helpAndFaq, [
  block('Hero', {
    title: helpAndFaq,
    text: localized(
      '<p>Answers to the questions our shoppers ask most. Need a hand in person? Our stores are happy to help.</p>',
      '<p>Antworten auf die Fragen, die uns am häufigsten gestellt werden. Sie möchten persönlich beraten werden? Unsere Geschäfte helfen Ihnen gern.</p>',
    ),
    image: '/images/stores/store.svg',
    imageAlt: '',
    ctaLabel: findAStore,
    ctaUrl: '/stores',
    theme: 'light',
  }),
  answer(
    'charging',
    {
      question: 'How long does my device take to charge?',
      html: '<p>With our <a href="/products/CHARGER">fast charger</a> any of our devices charges fully in under an hour. From a laptop port it takes about two hours.</p>',
    },
    {
      question: 'Wie lange dauert das Laden meines Geräts?',
      html: '<p>Mit unserem <a href="/products/CHARGER">Schnellladegerät</a> ist jedes unserer Geräte in unter einer Stunde voll geladen. An einem Laptop-Anschluss dauert es etwa zwei Stunden.</p>',
    },
  ),
  answer(
    'cleaning',
    {
      question: 'How do I clean my device?',
      html: '<p>Let the device cool, then wipe the heater with a dry cotton bud once a week. Never rinse the device with water. More in <a href="/articles/device-care">five habits for a long device life</a>.</p>',
    },
    {
      question: 'Wie reinige ich mein Gerät?',
      html: '<p>Lassen Sie das Gerät abkühlen und wischen Sie das Heizelement einmal pro Woche mit einem trockenen Wattestäbchen ab. Spülen Sie das Gerät nie mit Wasser ab. Mehr dazu in <a href="/articles/device-care">fünf Gewohnheiten für ein langes Geräteleben</a>.</p>',
    },
  ),
  answer(
    'warranty',
    {
      question: 'What does the warranty cover?',
      html: '<p>Registered devices have a twelve-month warranty against faults in materials and workmanship. Bring your device to a <a href="/stores">store</a> or contact us, and we replace it.</p>',
    },
    {
      question: 'Was deckt die Garantie ab?',
      html: '<p>Registrierte Geräte haben zwölf Monate Garantie auf Material- und Verarbeitungsfehler. Bringen Sie Ihr Gerät in ein <a href="/stores">Geschäft</a> oder schreiben Sie uns, und wir ersetzen es.</p>',
    },
  ),
  answer(
    'register',
    {
      question: 'Why should I register my device?',
      html: '<p>Registering your device extends the warranty and earns <a href="/articles/loyalty-points">loyalty points</a>. Add it under <a href="/account/devices">your devices</a>.</p>',
    },
    {
      question: 'Warum sollte ich mein Gerät registrieren?',
      html: '<p>Die Registrierung verlängert die Garantie und bringt Ihnen <a href="/articles/loyalty-points">Clubpunkte</a>. Fügen Sie Ihr Gerät unter <a href="/account/devices">Ihre Geräte</a> hinzu.</p>',
    },
  ),
  answer(
    'delivery',
    {
      question: 'How long does delivery take?',
      html: '<p>Orders placed before 2 pm leave the warehouse the same day and arrive in one to three working days. You can follow your parcel from <a href="/account/orders">your orders</a>.</p>',
    },
    {
      question: 'Wie lange dauert die Lieferung?',
      html: '<p>Bestellungen, die vor 14 Uhr eingehen, verlassen das Lager noch am selben Tag und kommen in ein bis drei Werktagen an. Ihr Paket verfolgen Sie unter <a href="/account/orders">Ihre Bestellungen</a>.</p>',
    },
  ),
  answer(
    'pickup',
    {
      question: 'Can I collect my order in a store?',
      html: '<p>Yes: choose click and collect at checkout and pick your order up at the <a href="/stores">store of your choice</a>, usually the next working day.</p>',
    },
    {
      question: 'Kann ich meine Bestellung in einem Geschäft abholen?',
      html: '<p>Ja: Wählen Sie an der Kasse die Abholung im Geschäft und holen Sie Ihre Bestellung im <a href="/stores">Geschäft Ihrer Wahl</a> ab, meist am nächsten Werktag.</p>',
    },
  ),
  answer(
    'sticks',
    {
      question: 'Which flavour sticks work with my device?',
      html: '<p>All our <a href="/category/sticks">flavour sticks</a> work with every Aurora and Nova device.</p>',
    },
    {
      question: 'Welche Geschmackssticks passen zu meinem Gerät?',
      html: '<p>Alle unsere <a href="/category/sticks">Geschmackssticks</a> passen zu jedem Aurora- und Nova-Gerät.</p>',
    },
  ),
  answer(
    'storing',
    {
      question: 'How should I store my flavour sticks?',
      html: '<p>Keep the packs closed, cool and dry, out of direct sunlight. An opened pack tastes best within two weeks.</p>',
    },
    {
      question: 'Wie bewahre ich meine Geschmackssticks am besten auf?',
      html: '<p>Bewahren Sie die Packungen geschlossen, kühl und trocken auf, geschützt vor direktem Sonnenlicht. Eine geöffnete Packung schmeckt innerhalb von zwei Wochen am besten.</p>',
    },
  ),
  // A marketer's own form, mailed through Builder's form endpoint (features/contact-forms).
  block(
    'SubmissionForm',
    {
      name: 'FAQ question',
      sendSubmissionsTo: 'email',
      sendSubmissionsToEmail: 'help@example.com',
      submitLabel: localized('Ask us', 'Frage senden'),
      successMessage: localized(
        'Thank you, we will answer you by e-mail.',
        'Vielen Dank, wir antworten Ihnen per E-Mail.',
      ),
      errorMessage: localized(
        'Sorry, that did not work. Please try again.',
        'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
      ),
      errorMessagePath: 'error.message',
    },
    {
      children: [
        block('FormField', {
          name: 'email',
          label: localized('E-mail address', 'E-Mail-Adresse'),
          type: 'email',
          required: true,
        }),
        block('FormField', {
          name: 'question',
          label: localized('Your question', 'Ihre Frage'),
          type: 'textarea',
          required: false,
        }),
      ],
    },
  ),
]);

/**
 * An article page. One that earns club points names its loyalty article (the page's `loyaltyArticleId` field, which
 * the shop reads to link the loyalty service's ids) and ends with the block where the points are collected.
 */
function article(
  slug: string,
  title: BuilderLocalizedValueJson<string>,
  hero: {
    text: BuilderLocalizedValueJson<string>;
    image: string;
    imageAlt: BuilderLocalizedValueJson<string>;
  },
  html: BuilderLocalizedValueJson<string>,
  loyaltyArticleId?: string,
) {
  const path = `/articles/${slug}`;
  const entry = page(`sandbox-article-${slug}`, path, title, [
    block('Hero', { title, ...hero, theme: 'light' }),
    block('RichText', { html }),
    ...(loyaltyArticleId
      ? [
          builderSection([
            block('LoyaltyArticleReward', {
              articleId: loyaltyArticleId,
              signInHref: `/sign-in?next=${path}`,
            }),
          ]),
        ]
      : []),
  ]);
  if (loyaltyArticleId) entry.data.loyaltyArticleId = loyaltyArticleId;
  return entry;
}

const articles = [
  article(
    'flavour-guide',
    localized('A guide to our flavours', 'Ein Wegweiser durch unsere Geschmacksrichtungen'),
    {
      text: localized(
        '<p>From roasted Amber to icy Arctic: three questions to find the flavour sticks that suit you.</p>',
        '<p>Vom gerösteten Amber bis zum eisigen Arctic: drei Fragen, mit denen Sie die Geschmackssticks finden, die zu Ihnen passen.</p>',
      ),
      image: '/images/products/packs.svg',
      imageAlt: packsAlt,
    },
    localized(
      '<h2>Warm or cool?</h2><p>If you like your coffee dark and your evenings by the fire, start with <a href="/products/STICKS-AMBER">Amber</a>: rich, roasted and warm. If you would rather have a cold drink on a hot day, go for <a href="/products/STICKS-MINT">Mint</a> or <a href="/products/STICKS-ARCTIC">Arctic</a>.</p>' +
        '<h2>Fruity or dry?</h2><p><a href="/products/STICKS-RUBY">Ruby</a> brings red berries with a hint of spice. Amber stays dry and nutty.</p>' +
        '<h2>Gentle or bold?</h2><p>Mint is the gentlest of our flavours; Arctic is the boldest of the cool ones. Not sure yet? A <a href="/products/STARTER-KIT">Starter Kit</a> is the easy way in.</p>',
      '<h2>Warm oder kühl?</h2><p>Wenn Sie Ihren Kaffee dunkel und Ihre Abende am Kamin mögen, beginnen Sie mit <a href="/products/STICKS-AMBER">Amber</a>: kräftig, geröstet und warm. Trinken Sie an einem heißen Tag lieber etwas Kaltes, greifen Sie zu <a href="/products/STICKS-MINT">Mint</a> oder <a href="/products/STICKS-ARCTIC">Arctic</a>.</p>' +
        '<h2>Fruchtig oder herb?</h2><p><a href="/products/STICKS-RUBY">Ruby</a> bringt rote Beeren mit einem Hauch Würze. Amber bleibt herb und nussig.</p>' +
        '<h2>Sanft oder kräftig?</h2><p>Mint ist die sanfteste unserer Geschmacksrichtungen, Arctic die kräftigste unter den kühlen. Noch unsicher? Ein <a href="/products/STARTER-KIT">Starter Kit</a> ist der einfache Einstieg.</p>',
    ),
    'article-flavour-story',
  ),
  article(
    'device-care',
    localized('Five habits for a long device life', 'Fünf Gewohnheiten für ein langes Geräteleben'),
    {
      text: localized(
        '<p>Clean weekly, charge before the battery is empty and keep your device in its case.</p>',
        '<p>Reinigen Sie es wöchentlich, laden Sie es, bevor der Akku leer ist, und bewahren Sie Ihr Gerät in seinem Etui auf.</p>',
      ),
      image: '/images/products/accessories.svg',
      imageAlt: accessoriesAlt,
    },
    localized(
      '<ol><li><strong>Clean weekly.</strong> Let the device cool and wipe the heater with a dry cotton bud.</li>' +
        '<li><strong>Charge early.</strong> Batteries last longer when they rarely run flat; our <a href="/products/CHARGER">fast charger</a> tops up in under an hour.</li>' +
        '<li><strong>Keep it dry.</strong> Never rinse the device, and keep it away from rain and steam.</li>' +
        '<li><strong>Carry it safely.</strong> A <a href="/products/CASE">leather case</a> keeps keys and coins away from the heater.</li>' +
        '<li><strong>Register it.</strong> A registered device has a longer warranty: see <a href="/faq#warranty">what the warranty covers</a>.</li></ol>',
      '<ol><li><strong>Wöchentlich reinigen.</strong> Lassen Sie das Gerät abkühlen und wischen Sie das Heizelement mit einem trockenen Wattestäbchen ab.</li>' +
        '<li><strong>Früh laden.</strong> Akkus halten länger, wenn sie selten ganz leer werden; unser <a href="/products/CHARGER">Schnellladegerät</a> lädt in unter einer Stunde nach.</li>' +
        '<li><strong>Trocken halten.</strong> Spülen Sie das Gerät nie ab, und schützen Sie es vor Regen und Dampf.</li>' +
        '<li><strong>Sicher tragen.</strong> Ein <a href="/products/CASE">Lederetui</a> hält Schlüssel und Münzen vom Heizelement fern.</li>' +
        '<li><strong>Registrieren.</strong> Ein registriertes Gerät hat eine längere Garantie: Lesen Sie, <a href="/faq#warranty">was die Garantie abdeckt</a>.</li></ol>',
    ),
    'article-care-guide',
  ),
  article(
    'loyalty-points',
    loyaltyPointsTitle,
    {
      text: localized(
        '<p>Earn points with every order and device registration, and spend them on rewards.</p>',
        '<p>Sammeln Sie Punkte mit jeder Bestellung und jeder Geräteregistrierung, und lösen Sie sie gegen Prämien ein.</p>',
      ),
      image: '/images/club/club.svg',
      imageAlt: clubAlt,
    },
    localized(
      '<h2>Earning points</h2><p>Every euro you spend earns one point, and <a href="/account/devices">registering a device</a> earns 100 more. Points arrive once your order has been delivered.</p>' +
        '<h2>Spending points</h2><p>Trade points for rewards in <a href="/loyalty">your club account</a>. The more you collect, the higher your tier and the better the rewards.</p>' +
        '<p>Not a member yet? <a href="/iluma-club">Join the ILUMA Club</a>; it is free.</p>',
      '<h2>Punkte sammeln</h2><p>Jeder ausgegebene Euro bringt einen Punkt, und <a href="/account/devices">die Registrierung eines Geräts</a> bringt 100 weitere. Die Punkte werden gutgeschrieben, sobald Ihre Bestellung geliefert wurde.</p>' +
        '<h2>Punkte einlösen</h2><p>Tauschen Sie Punkte gegen Prämien in <a href="/loyalty">Ihrem Clubkonto</a>. Je mehr Sie sammeln, desto höher Ihr Level und desto besser die Prämien.</p>' +
        '<p>Noch kein Mitglied? <a href="/iluma-club">Treten Sie dem ILUMA Club bei</a>, es ist kostenlos.</p>',
    ),
  ),
  article(
    'new-colours',
    localized('New device colours for spring', 'Neue Gerätefarben für den Frühling'),
    {
      text: localized(
        '<p>Sunset Red and Moss Green join Ocean Blue in the Aurora range.</p>',
        '<p>Sunset Red und Moss Green ergänzen Ocean Blue in der Aurora-Reihe.</p>',
      ),
      image: '/images/products/device.svg',
      imageAlt: localized('An Aurora device', 'Ein Aurora-Gerät'),
    },
    localized(
      '<p>Spring brings two new colours to the <a href="/products/AURORA">Aurora</a>: Sunset Red, warm like an evening sky, and Moss Green, calm like a forest floor. Both sit alongside Ocean Blue, with the same two-day battery.</p>' +
        '<p>Prefer something quieter? The <a href="/products/NOVA">Nova</a> comes in Graphite and Silver.</p>',
      '<p>Der Frühling bringt zwei neue Farben für das <a href="/products/AURORA">Aurora</a>: Sunset Red, warm wie ein Abendhimmel, und Moss Green, ruhig wie ein Waldboden. Beide stehen neben Ocean Blue, mit demselben Akku für zwei Tage.</p>' +
        '<p>Lieber etwas Dezenteres? Das <a href="/products/NOVA">Nova</a> gibt es in Graphit und Silber.</p>',
    ),
    'article-gold-preview',
  ),
];

/**
 * Every one of Builder's standard blocks the shop knows, in Builder's JSON shape, with show/hide rules: the page the
 * editor/live parity test (tests/e2e/builder-parity.spec.ts) renders both ways. Not linked from the shop's navigation.
 */
const builtInsShowcase = page(
  'sandbox-builder-blocks',
  '/builder-blocks',
  localized('Builder blocks', 'Builder-Blöcke'),
  [
    text(
      localized(
        '<h1>Every Builder block</h1><p>Text drawn through the shop\'s sanitiser, with a <a href="/faq">link</a>.</p>',
        '<h1>Alle Builder-Blöcke</h1><p>Text, den der Shop vor dem Anzeigen bereinigt, mit einem <a href="/faq">Link</a>.</p>',
      ),
    ),
    block('Image', {
      image: '/images/club/club.svg',
      altText: localized('Club members with their devices', 'Club-Mitglieder mit ihren Geräten'),
      aspectRatio: 0.5625,
      lazy: false,
    }),
    block('Columns', {
      space: 24,
      stackColumnsAt: 'mobile',
      columns: [
        {
          width: 50,
          blocks: [
            text(
              localized(
                '<h2>Left column</h2><p>Half of the row.</p>',
                '<h2>Linke Spalte</h2><p>Die Hälfte der Zeile.</p>',
              ),
            ),
          ],
        },
        {
          width: 50,
          link: '/stores',
          blocks: [
            text(
              localized(
                '<h2>Right column</h2><p>The whole column is a link.</p>',
                '<h2>Rechte Spalte</h2><p>Die ganze Spalte ist ein Link.</p>',
              ),
            ),
          ],
        },
      ],
    }),
    block(
      'Core:Section',
      { maxWidth: 900 },
      {
        children: [
          text(
            localized(
              '<p>Inside a section of at most 900 px.</p>',
              '<p>In einem Abschnitt von höchstens 900 px.</p>',
            ),
          ),
        ],
      },
    ),
    block('Core:Button', {
      text: localized('Open the FAQ', 'FAQ öffnen'),
      link: '/faq',
      openLinkInNewTab: true,
    }),
    {
      '@type': '@builder.io/sdk:Element',
      '@version': 2,
      id: `builder-box-${(sequence += 1)}`,
      layerName: 'Box',
      children: [text(localized('<p>In a plain box.</p>', '<p>In einer einfachen Box.</p>'))],
    },
    block(
      'Core:Fragment',
      {},
      { children: [text(localized('<p>In a fragment.</p>', '<p>In einem Fragment.</p>'))] },
    ),
    block('Video', {
      video: '/images/club/club.webm',
      posterImage: '/images/club/club.svg',
      muted: true,
      controls: true,
    }),
    block('Symbol', { symbol: { model: 'symbol', entry: clubHelpSymbol.id } }),
    block(
      'Form:Form',
      { sendSubmissionsTo: 'email' },
      { children: [block('Form:Input', { name: 'email' })] },
    ),
    block('Builder:Accordion', {
      oneAtATime: true,
      items: [
        question(
          localized('<p>Is this a real accordion?</p>', '<p>Ist das ein echtes Akkordeon?</p>'),
          localized("<p>Yes: the design system's.</p>", '<p>Ja: das des Designsystems.</p>'),
        ),
      ],
    }),
    block('Builder: Tabs', {
      defaultActiveTab: 1,
      tabs: [
        {
          label: [text(localized('<p>First tab</p>', '<p>Erster Tab</p>'))],
          content: [text(localized('<p>First panel</p>', '<p>Erster Inhalt</p>'))],
        },
        {
          label: [text(localized('<p>Second tab</p>', '<p>Zweiter Tab</p>'))],
          content: [text(localized('<p>Second panel</p>', '<p>Zweiter Inhalt</p>'))],
        },
      ],
    }),
    // Never drawn (third-party code): their words never reach a shopper, so they are not localised.
    block('Embed', { content: '<p>Third-party widget</p><script>window.embedRan = true</script>' }),
    block('Custom Code', { code: '<p>Custom code</p><script>window.customCodeRan = true</script>' }),
    text(localized('<p>Shown to everyone in spring.</p>', '<p>Im Frühling für alle sichtbar.</p>'), {}),
    text(localized('<p>Members only.</p>', '<p>Nur für Mitglieder.</p>')),
    text(
      localized('<p>Hidden while stock is low.</p>', '<p>Ausgeblendet, solange der Vorrat knapp ist.</p>'),
    ),
    text(
      localized(
        '<p>Never shown: the rule calls a function.</p>',
        '<p>Nie sichtbar: Die Regel ruft eine Funktion auf.</p>',
      ),
    ),
  ],
);
// Builder keeps a page's state defaults in data.state; the last four texts carry show/hide rules on it.
builtInsShowcase.data.state = { season: 'spring', member: false, stock: 3 };
const ruled = builtInsShowcase.data.blocks.slice(-4);
ruled[0]!.bindings = { show: "state.season === 'spring' && userAttributes.urlPath === '/builder-blocks'" };
ruled[1]!.bindings = { show: 'state.member' };
ruled[2]!.bindings = { hide: 'state.stock < 5' };
ruled[3]!.bindings = { show: "constructor.constructor('return 1')()" };

/** Builder's form fields keep Builder's own spacing between them, as its form template inserts them. */
const spaced = { responsiveStyles: { large: { ...builderDefaults, marginTop: '10px' } } };

/**
 * Builder's own form, as its form template saves it: each field's words in a Text block before it, then the field;
 * the form mails each submission through Builder's form endpoint and shows its own thanks and error blocks. The
 * server posts it (site/app/builder/forms.server.ts); tests/e2e/builder-parity.spec.ts sends it without JavaScript.
 */
const builderForm = page('sandbox-builder-form', '/builder-form', localized('Feedback', 'Feedback'), [
  // In a Section, as a marketer lays out a page: the shop's width and padding.
  builderSection([
    text(
      localized(
        '<h1>Tell us what you think</h1><p>We read every message.</p>',
        '<h1>Sagen Sie uns Ihre Meinung</h1><p>Wir lesen jede Nachricht.</p>',
      ),
    ),
    block(
      'Form:Form',
      {
        name: 'Feedback',
        sendSubmissionsTo: 'email',
        sendSubmissionsToEmail: 'marketing@example.com',
        sendWithJs: true,
        contentType: 'application/json',
        method: 'POST',
        validate: true,
        errorMessagePath: 'error.message',
        successMessage: [
          text(
            localized(
              '<p>Thanks! Your message is on its way.</p>',
              '<p>Danke! Ihre Nachricht ist unterwegs.</p>',
            ),
          ),
        ],
        errorMessage: [
          text(
            localized(
              '<p>Your message was not sent. Please check your answers and try again.</p>',
              '<p>Ihre Nachricht wurde nicht gesendet. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.</p>',
            ),
          ),
        ],
      },
      {
        children: [
          text(localized('<p>Your name</p>', '<p>Ihr Name</p>')),
          block(
            'Form:Input',
            {
              name: 'name',
              type: 'text',
              placeholder: localized('Jane Doe', 'Erika Mustermann'),
              required: true,
            },
            spaced,
          ),
          text(localized('<p>Your e-mail</p>', '<p>Ihre E-Mail-Adresse</p>')),
          // As Builder's template: no type, so the address is checked where it is sent.
          block(
            'Form:Input',
            {
              name: 'email',
              placeholder: localized('jane@example.com', 'erika@example.com'),
              required: true,
            },
            spaced,
          ),
          text(localized('<p>How often do you use your device?</p>', '<p>Wie oft nutzen Sie Ihr Gerät?</p>')),
          block(
            'Form:Select',
            {
              name: 'usage',
              required: true,
              defaultValue: '',
              options: [
                { value: 'daily', name: localized('Every day', 'Jeden Tag') },
                { value: 'weekly', name: localized('Every week', 'Jede Woche') },
                { value: 'rarely', name: localized('Rarely', 'Selten') },
              ],
            },
            spaced,
          ),
          text(localized('<p>Your message</p>', '<p>Ihre Nachricht</p>')),
          block(
            'Form:TextArea',
            {
              name: 'details',
              placeholder: localized('What should we know?', 'Was sollten wir wissen?'),
              required: true,
            },
            spaced,
          ),
          block('Form:SubmitButton', { text: localized('Send feedback', 'Feedback senden') }, spaced),
        ],
        responsiveStyles: {
          large: { ...builderDefaults, marginTop: '15px', paddingBottom: '15px', maxWidth: '640px' },
        },
      },
    ),
  ]),
]);

/** A rule as Builder's editor saves a simple one: compiled, `var _virtual_index=…;return _virtual_index`. */
const compiled = (expression: string) => `var _virtual_index=${expression};return _virtual_index`;

/**
 * Show/hide and bound text as Builder saves them (its SDK test pages' shapes): a text with no rule, rules compiled by
 * the editor on the page's state (whose `clicks` starts at its input's default, 0), a `{{state.…}}` in a text and a
 * text bound to a state value. The server reads them in the safe subset (stripCode.ts); nothing runs.
 */
const builderBindings = page(
  'sandbox-builder-bindings',
  '/builder-bindings',
  localized('Shown and hidden', 'Ein- und ausgeblendet'),
  [
    builderSection([
      text(localized('<p>Always here: no rule at all.</p>', '<p>Immer da: ganz ohne Regel.</p>')),
      text(localized('<p>This always appears.</p>', '<p>Das ist immer zu sehen.</p>')),
      text(localized('<p>This never appears.</p>', '<p>Das ist nie zu sehen.</p>')),
      {
        '@type': '@builder.io/sdk:Element',
        '@version': 2,
        id: `builder-box-${(sequence += 1)}`,
        layerName: 'Clicks',
        children: [
          text(localized('<p>An even number of clicks.</p>', '<p>Eine gerade Zahl von Klicks.</p>')),
          text(localized('<p>An odd number of clicks.</p>', '<p>Eine ungerade Zahl von Klicks.</p>')),
        ],
      },
      text(localized('<p>Device size: {{state.deviceSize}}</p>', '<p>Gerätegröße: {{state.deviceSize}}</p>')),
      text(localized('<p>Enter some text...</p>', '<p>Text eingeben ...</p>')),
    ]),
  ],
);
builderBindings.data.inputs = [
  { '@type': '@builder.io/core:Field', name: 'clicks', type: 'number', defaultValue: 0 },
];
builderBindings.data.state = {
  deviceSize: 'large',
  greeting: localized('Welcome to the club!', 'Willkommen im Club!'),
};
{
  const [, always, never, clicks, , bound] = builderBindings.data.blocks[0]!.children!;
  always!.bindings = { show: compiled('!0') };
  never!.bindings = { hide: compiled('!0') };
  clicks!.children![0]!.bindings = { show: compiled('state.clicks%2==0') };
  clicks!.children![1]!.bindings = { hide: compiled('state.clicks%2==0') };
  bound!.bindings = { 'component.options.text': compiled('state.greeting') };
}

/**
 * A symbol with inputs (Builder's "photo card"): its picture and description are bound to the values each instance
 * gives (`symbol.data`), the description's default from the input.
 */
export const photoCardSymbol: BuilderSymbolJson = {
  id: 'sandbox-symbol-photo-card',
  name: 'Photo card',
  modelId: 'sandbox-symbol-model',
  published: 'published',
  query: [],
  data: {
    inputs: [
      {
        '@type': '@builder.io/core:Field',
        name: 'description',
        type: 'text',
        defaultValue: localized('A product of the shop.', 'Ein Produkt des Shops.'),
      },
      { '@type': '@builder.io/core:Field', name: 'image', type: 'file', allowedFileTypes: ['svg', 'png'] },
    ],
    blocks: [
      {
        ...builderImage('/images/products/packs.svg', localized('Product picture', 'Produktbild'), 0.75),
        bindings: { 'component.options.image': compiled('state.image') },
      },
      text(localized('<p>Description:</p>', '<p>Beschreibung:</p>')),
      {
        ...text(localized('<p>Enter some text...</p>', '<p>Text eingeben ...</p>')),
        bindings: { 'component.options.text': compiled('state.description') },
      },
    ],
    state: {},
  },
  variations: {},
  lastUpdated: 1_767_225_600_000,
  firstPublished: 1_767_225_600_000,
  createdDate: 1_767_225_600_000,
  rev: 'sandbox-symbol-photo-card-rev1',
  meta: { kind: 'component', hasLinks: false },
};

/** One symbol placed twice by id, each instance with its own inputs (the first leaves the description to its default). */
const builderSymbolInputs = page(
  'sandbox-builder-symbol-inputs',
  '/builder-symbol-inputs',
  localized('Symbol inputs', 'Symbol-Eingaben'),
  [
    builderSection([
      text(localized('<p>Below are two photo cards.</p>', '<p>Unten sind zwei Fotokarten.</p>')),
      block('Symbol', {
        symbol: {
          model: 'symbol',
          entry: photoCardSymbol.id,
          data: { image: '/images/products/device.svg' },
        },
      }),
      block('Symbol', {
        symbol: {
          model: 'symbol',
          entry: photoCardSymbol.id,
          data: {
            description: localized('A case for every day.', 'Ein Etui für jeden Tag.'),
            image: '/images/products/accessories.svg',
          },
        },
      }),
    ]),
  ],
);

/** A Video with blocks laid over it, as Builder saves a Video's children (a heading and a link over the picture). */
const builderVideo = page('sandbox-builder-video', '/builder-video', localized('Club video', 'Club-Video'), [
  block(
    'Video',
    {
      video: '/images/club/club.webm',
      posterImage: '/images/club/club.svg',
      muted: true,
      controls: false,
      fit: 'cover',
      aspectRatio: 0.5625,
      fitContent: true,
    },
    {
      children: [
        text(
          localized(
            '<h1>Meet the club</h1><p>Points, rewards and member prices.</p>',
            '<h1>Lernen Sie den Club kennen</h1><p>Punkte, Prämien und Mitgliederpreise.</p>',
          ),
          { color: 'white', padding: '96px 24px', textAlign: 'center' },
        ),
      ],
      responsiveStyles: { large: { ...builderDefaults, minHeight: '20px', minWidth: '20px', width: '100%' } },
    },
  ),
]);

/**
 * Builder's Embed as marketers paste embed codes: a YouTube player, a Vimeo address, and a widget of another host,
 * which the live shop leaves out (the editor says which providers it shows).
 */
const builderEmbeds = page('sandbox-builder-embeds', '/builder-embeds', localized('Videos', 'Videos'), [
  builderSection([
    text(localized('<h1>Our videos</h1>', '<h1>Unsere Videos</h1>')),
    block('Embed', {
      content:
        '<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=share" title="Big Buck Bunny" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen onload="window.embedRan = true"></iframe>',
    }),
    block('Embed', { url: 'https://vimeo.com/76979871' }),
    // Never drawn: not one of the allowed players. Its words never reach a shopper, so they are not localised.
    block('Embed', {
      content:
        '<iframe src="https://widgets.example/poll" title="Poll"></iframe><script>window.embedRan = true</script>',
    }),
    text(localized('<p>More videos soon.</p>', '<p>Bald mehr Videos.</p>')),
  ]),
]);

/** The free-trial landing: the trial programme's call to action, off the home page so its code never loads there. */
const freeTrial = page('sandbox-free-trial', '/free-trial', localized('Free trial', 'Kostenlos testen'), [
  block('Hero', {
    title: trialTitle,
    text: localized(
      '<p>Start your trial: the trial kit goes in your cart, priced for the trial.</p>',
      '<p>Starten Sie Ihren Test: Das Test-Set kommt in Ihren Warenkorb, zum Preis für den Test.</p>',
    ),
    image: '/images/products/device.svg',
    imageAlt: '',
    theme: 'light',
  }),
  builderSection([
    block('FreeTrial', {
      program: 'device-trial',
      heading: localized('Start your free trial', 'Starten Sie Ihren kostenlosen Test'),
      intro: localized(
        'Pay €1 today for 14 days with the Aurora. Keep it after the trial and your cart shows what it costs then.',
        'Zahlen Sie heute 1 € für 14 Tage mit dem Aurora. Möchten Sie es nach dem Test behalten, zeigt Ihr Warenkorb, was es dann kostet.',
      ),
      kitSku: 'TRIAL-KIT',
      returnTo: '/cart',
      signInHref: '/sign-in?next=/free-trial',
    }),
  ]),
]);

/** Every seeded entry of the `symbol` model. */
export const seededSymbols: BuilderSymbolJson[] = [clubHelpSymbol, photoCardSymbol];

/** Every seeded entry of the `page` model. */
export const seededPages: BuilderContentJson[] = [
  home,
  club,
  amber,
  flavourFinder,
  ember,
  faq,
  builtInsShowcase,
  builderForm,
  builderBindings,
  builderSymbolInputs,
  builderVideo,
  builderEmbeds,
  freeTrial,
  ...articles,
];
