import type { BuilderContentJson, BuilderElementJson, BuilderSymbolJson } from './content';

/** The sandbox space's public API key (the shop's default configuration uses the same). */
export const SANDBOX_SPACE_API_KEY = 'sandbox-public-key';
const PAGE_MODEL_ID = 'sandbox-page-model';

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
function section(label: string, children: BuilderElementJson[], columns = 3): BuilderElementJson {
  sequence += 1;
  return {
    '@type': '@builder.io/sdk:Element',
    '@version': 2,
    id: `builder-section-${sequence}`,
    tagName: 'section',
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
  title: string,
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
    name: title,
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

/** A flavour of the commerce sandbox's catalogue (its sticks are STICKS-<FLAVOUR>); the pack pictures are per gradient. */
const flavourCard = (
  title: string,
  gradient: string,
  ratings: Array<{ label: string; value: number }>,
  extra: Record<string, unknown> = {},
) =>
  block('FlavourCarouselCard', {
    title,
    description: `<p>${title}: a balanced blend for every day.</p>`,
    image: `/images/flavours/${gradient}.svg`,
    imageAlt: `${title} flavour pack`,
    ratings,
    gradient,
    theme: 'dark',
    inversed: false,
    ctaLabel: 'Discover',
    ctaUrl: `/products/STICKS-${title.toUpperCase()}`,
    ctaTarget: '_self',
    ...extra,
  });

const ratings = (intensity: number, freshness: number, sweetness: number) => [
  { label: 'Intensity', value: intensity },
  { label: 'Freshness', value: freshness },
  { label: 'Sweetness', value: sweetness },
];

const home = page('sandbox-home', '/', 'Home', [
  block('Hero', {
    title: 'Find the flavour that fits your day',
    text: '<p>Devices, flavours and rewards for club members.</p>',
    image: '/images/hero/home.svg',
    imageAlt: 'A device resting on flavour packs in warm morning light',
    ctaLabel: 'Shop flavours',
    ctaUrl: '/flavours/amber',
    theme: 'dark',
  }),
  block(
    'FlavourCarousel',
    { title: 'Our flavours' },
    {
      children: [
        flavourCard('Amber', 'amber', ratings(4, 1.5, 2)),
        flavourCard('Mint', 'teal', ratings(2.5, 5, 1), { theme: 'light' }),
        flavourCard('Ruby', 'ruby', ratings(3, 2, 3.5)),
        flavourCard('Arctic', 'slate', ratings(3, 4.5, 0.5), { inversed: true }),
      ],
    },
  ),
  section('Devices', [
    block('SimpleProductTeaser', {
      title: 'The device',
      image: '/images/products/device.svg',
      imageAlt: 'The device in midnight blue',
      linkText: 'Shop devices',
      linkHref: '/category/devices',
    }),
    block('SimpleProductTeaser', {
      title: 'Flavour packs',
      image: '/images/products/packs.svg',
      imageAlt: 'Three flavour packs side by side',
      linkText: 'Shop flavours',
      linkHref: '/category/sticks',
    }),
    block('SimpleProductTeaser', {
      title: 'Accessories',
      image: '/images/products/accessories.svg',
      imageAlt: 'A carry case and a cleaning tool',
      linkText: 'Shop accessories',
      linkHref: '/category/accessories',
    }),
  ]),
  section('Your cart', [block('CartWidget', { checkoutHref: '/checkout' })], 1),
  section('More for you', [
    block('RedirectionLinkCard', {
      variant: 'club',
      title: 'Join the ILUMA Club',
      description: 'Points on every order, rewards and early access.',
      href: '/iluma-club',
      image: '/images/club/club.svg',
      imageAlt: '',
    }),
    block('RedirectionLinkCard', {
      variant: 'withImage',
      title: 'Find a store',
      description: 'Try devices and flavours near you.',
      href: '/stores',
      image: '/images/stores/store.svg',
      imageAlt: '',
    }),
    block('RedirectionLinkCard', {
      variant: 'list',
      title: 'Help and FAQ',
      href: '/faq',
      hideChevron: false,
    }),
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
const text = (html: string, styles: Record<string, string> = {}) =>
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
const builderImage = (image: string, altText: string, aspectRatio: number) =>
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
const step = (image: string, alt: string, html: string) => ({
  blocks: [builderImage(image, alt, 0.75), text(html, { marginTop: '16px' })],
});

/** One question of Builder's Accordion: its title and detail are blocks, as Builder saves them. */
const question = (title: string, detail: string) => ({
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
        '<h2>Still have a question?</h2><p>Our help pages answer most questions about points and rewards.</p>',
      ),
      block(
        'Core:Button',
        { text: 'Visit the help pages', link: '/faq', openLinkInNewTab: false },
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
const club = page('sandbox-iluma-club', '/iluma-club', 'ILUMA Club', [
  block('Hero', {
    title: 'ILUMA Club',
    text: '<p>Collect points with every order and unlock rewards, tiers and member prices.</p>',
    image: '/images/club/club.svg',
    imageAlt: 'Club members enjoying rewards',
    ctaLabel: 'Create an account',
    ctaUrl: '/register',
    theme: 'light',
  }),
  builderSection([
    text('<h2>How it works</h2>'),
    block(
      'Columns',
      {
        columns: [
          step(
            '/images/products/device.svg',
            'A device ready to register',
            '<h3>1. Create an account</h3><p>It takes a minute and your points start with your next order.</p>',
          ),
          step(
            '/images/products/packs.svg',
            'Flavour packs earning points',
            '<h3>2. Register your device</h3><p>Registered devices earn points and a longer warranty.</p>',
          ),
          step(
            '/images/club/club.svg',
            'Members enjoying a reward',
            '<h3>3. Earn and redeem</h3><p>Swap your points for rewards, tiers and member prices.</p>',
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
      { text: 'Join the club now', link: '/register', openLinkInNewTab: false },
      { responsiveStyles: { large: { ...builderDefaults, marginTop: '24px', alignSelf: 'flex-start' } } },
    ),
  ]),
  section('Club benefits', [
    block('RedirectionLinkCard', { variant: 'list', title: 'Your points and rewards', href: '/loyalty' }),
    block('RedirectionLinkCard', { variant: 'list', title: 'Register a device', href: '/account/devices' }),
    block('RedirectionLinkCard', {
      variant: 'list',
      title: 'Try the Aurora for 14 days',
      href: '/free-trial',
    }),
    block('RedirectionLinkCard', {
      variant: 'list',
      title: 'How loyalty points work',
      href: '/articles/loyalty-points',
      hideChevron: true,
    }),
  ]),
  builderSection([
    text('<h2>Questions about the club</h2>'),
    block(
      'Builder:Accordion',
      {
        items: [
          question(
            'Does the club cost anything?',
            '<p>No. Membership is free for every registered customer.</p>',
          ),
          question(
            'Do my points expire?',
            '<p>Points stay valid for 24 months after the order that earned them.</p>',
          ),
          question(
            'Which orders earn points?',
            '<p>Every order in our shop and in our stores, once you are signed in or show your club card.</p>',
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
    heading: 'Club news by e-mail',
    intro: 'New flavours, member offers and club events, about twice a month.',
    topics: [{ id: 'club' }, { id: 'products' }],
    submitLabel: 'Keep me posted',
    consentId: 'club-newsletter',
  }),
]);

const amber = page('sandbox-flavour-amber', '/flavours/amber', 'Amber', [
  block('Hero', {
    title: 'Amber',
    text: '<p>Rich and roasted, with a warm finish.</p>',
    image: '/images/flavours/amber.svg',
    imageAlt: 'Amber flavour pack',
    ctaLabel: 'Add Amber to your cart',
    ctaUrl: '/products/STICKS-AMBER',
    theme: 'dark',
  }),
  block('FlavourCarousel', {
    title: 'You may also like',
    cards: [
      {
        title: 'Ruby',
        gradient: 'ruby',
        ratings: ratings(3, 2, 3.5),
        ctaLabel: 'Discover',
        ctaUrl: '/products/STICKS-RUBY',
        theme: 'dark',
      },
      {
        title: 'Arctic',
        gradient: 'slate',
        ratings: ratings(3, 4.5, 0.5),
        ctaLabel: 'Discover',
        ctaUrl: '/products/STICKS-ARCTIC',
        theme: 'dark',
      },
    ],
  }),
]);

/**
 * The finder's questions as a marketer writes them in Builder: each answer favours a rating on the 0-5 scale. They are
 * the block's defaults (flavour-finder/questions.ts) as a marketer who kept them stores them; a backend's sandbox may
 * not import a domain, so sandbox.test.ts holds the two together.
 */
const flavourFinderBlock = () =>
  block(
    'FlavourFinder',
    {
      heading: 'Find your flavour',
      questions: [
        {
          question: 'How strong do you like your flavour?',
          options: [
            { label: 'Gentle', intensity: 1 },
            { label: 'Balanced', intensity: 2.5 },
            { label: 'Bold', intensity: 4 },
          ],
        },
        {
          question: 'How fresh should it feel?',
          options: [
            { label: 'Warm and rounded', freshness: 1 },
            { label: 'A hint of cool', freshness: 2.5 },
            { label: 'Icy fresh', freshness: 5 },
          ],
        },
        {
          question: 'Sweet or dry?',
          options: [
            { label: 'Dry', sweetness: 0.5 },
            { label: 'Lightly sweet', sweetness: 2 },
            { label: 'Sweet and fruity', sweetness: 3.5 },
          ],
        },
      ],
      cartHref: '/cart',
    },
    { properties: { id: 'flavour-finder' } },
  );

/** An A/B test: half the visitors see a bolder headline. */
const flavourFinder = page(
  'sandbox-flavour-finder',
  '/flavour-finder',
  'Flavour finder',
  [
    block('Hero', {
      title: 'Which flavour is yours?',
      text: '<p>Answer three questions and we suggest a flavour.</p>',
      image: '/images/hero/home.svg',
      imageAlt: 'Flavour packs arranged in a fan',
      ctaLabel: 'Start',
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
          title: 'Your perfect flavour in 30 seconds',
          text: '<p>Three questions. One flavour made for you.</p>',
          image: '/images/hero/home.svg',
          imageAlt: 'Flavour packs arranged in a fan',
          ctaLabel: 'Find it now',
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
  'Ember (coming soon)',
  [
    block('Hero', {
      title: 'Ember — coming soon',
      text: '<p>Smoky and sweet. Launching next month.</p>',
      image: '/images/flavours/ruby.svg',
      imageAlt: 'Ember flavour pack',
      theme: 'dark',
    }),
  ],
  { published: 'draft', firstPublished: undefined },
);

/** One answer of the FAQ: its heading's id is the anchor search results link to (/faq#charging). */
const answer = (anchor: string, question: string, html: string) =>
  block('RichText', { html: `<h2 id="${anchor}">${question}</h2>${html}`, links: 'faq' });

const faq = page('sandbox-faq', '/faq', 'Help and FAQ', [
  block('Hero', {
    title: 'Help and FAQ',
    text: '<p>Answers to the questions our shoppers ask most. Need a hand in person? Our stores are happy to help.</p>',
    image: '/images/stores/store.svg',
    imageAlt: '',
    ctaLabel: 'Find a store',
    ctaUrl: '/stores',
    theme: 'light',
  }),
  answer(
    'charging',
    'How long does my device take to charge?',
    '<p>With our <a href="/products/CHARGER">fast charger</a> any of our devices charges fully in under an hour. From a laptop port it takes about two hours.</p>',
  ),
  answer(
    'cleaning',
    'How do I clean my device?',
    '<p>Let the device cool, then wipe the heater with a dry cotton bud once a week. Never rinse the device with water. More in <a href="/articles/device-care">five habits for a long device life</a>.</p>',
  ),
  answer(
    'warranty',
    'What does the warranty cover?',
    '<p>Registered devices have a twelve-month warranty against faults in materials and workmanship. Bring your device to a <a href="/stores">store</a> or contact us, and we replace it.</p>',
  ),
  answer(
    'register',
    'Why should I register my device?',
    '<p>Registering your device extends the warranty and earns <a href="/articles/loyalty-points">loyalty points</a>. Add it under <a href="/account/devices">your devices</a>.</p>',
  ),
  answer(
    'delivery',
    'How long does delivery take?',
    '<p>Orders placed before 2 pm leave the warehouse the same day and arrive in one to three working days. You can follow your parcel from <a href="/account/orders">your orders</a>.</p>',
  ),
  answer(
    'pickup',
    'Can I collect my order in a store?',
    '<p>Yes: choose click and collect at checkout and pick your order up at the <a href="/stores">store of your choice</a>, usually the next working day.</p>',
  ),
  answer(
    'sticks',
    'Which flavour sticks work with my device?',
    '<p>All our <a href="/category/sticks">flavour sticks</a> work with every Aurora and Nova device.</p>',
  ),
  answer(
    'storing',
    'How should I store my flavour sticks?',
    '<p>Keep the packs closed, cool and dry, out of direct sunlight. An opened pack tastes best within two weeks.</p>',
  ),
  // A marketer's own form, mailed through Builder's form endpoint (features/contact-forms).
  block(
    'SubmissionForm',
    {
      name: 'FAQ question',
      sendSubmissionsTo: 'email',
      sendSubmissionsToEmail: 'help@example.com',
      submitLabel: 'Ask us',
      successMessage: 'Thank you, we will answer you by e-mail.',
      errorMessage: 'Sorry, that did not work. Please try again.',
      errorMessagePath: 'error.message',
    },
    {
      children: [
        block('FormField', { name: 'email', label: 'E-mail address', type: 'email', required: true }),
        block('FormField', { name: 'question', label: 'Your question', type: 'textarea', required: false }),
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
  title: string,
  hero: { text: string; image: string; imageAlt: string },
  html: string,
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
    'A guide to our flavours',
    {
      text: '<p>From roasted Amber to icy Arctic: three questions to find the flavour sticks that suit you.</p>',
      image: '/images/products/packs.svg',
      imageAlt: 'Three flavour packs side by side',
    },
    '<h2>Warm or cool?</h2><p>If you like your coffee dark and your evenings by the fire, start with <a href="/products/STICKS-AMBER">Amber</a>: rich, roasted and warm. If you would rather have a cold drink on a hot day, go for <a href="/products/STICKS-MINT">Mint</a> or <a href="/products/STICKS-ARCTIC">Arctic</a>.</p>' +
      '<h2>Fruity or dry?</h2><p><a href="/products/STICKS-RUBY">Ruby</a> brings red berries with a hint of spice. Amber stays dry and nutty.</p>' +
      '<h2>Gentle or bold?</h2><p>Mint is the gentlest of our flavours; Arctic is the boldest of the cool ones. Not sure yet? A <a href="/products/STARTER-KIT">Starter Kit</a> is the easy way in.</p>',
    'article-flavour-story',
  ),
  article(
    'device-care',
    'Five habits for a long device life',
    {
      text: '<p>Clean weekly, charge before the battery is empty and keep your device in its case.</p>',
      image: '/images/products/accessories.svg',
      imageAlt: 'A carry case and a cleaning tool',
    },
    '<ol><li><strong>Clean weekly.</strong> Let the device cool and wipe the heater with a dry cotton bud.</li>' +
      '<li><strong>Charge early.</strong> Batteries last longer when they rarely run flat; our <a href="/products/CHARGER">fast charger</a> tops up in under an hour.</li>' +
      '<li><strong>Keep it dry.</strong> Never rinse the device, and keep it away from rain and steam.</li>' +
      '<li><strong>Carry it safely.</strong> A <a href="/products/CASE">leather case</a> keeps keys and coins away from the heater.</li>' +
      '<li><strong>Register it.</strong> A registered device has a longer warranty: see <a href="/faq#warranty">what the warranty covers</a>.</li></ol>',
    'article-care-guide',
  ),
  article(
    'loyalty-points',
    'How loyalty points work',
    {
      text: '<p>Earn points with every order and device registration, and spend them on rewards.</p>',
      image: '/images/club/club.svg',
      imageAlt: 'Club members enjoying rewards',
    },
    '<h2>Earning points</h2><p>Every euro you spend earns one point, and <a href="/account/devices">registering a device</a> earns 100 more. Points arrive once your order has been delivered.</p>' +
      '<h2>Spending points</h2><p>Trade points for rewards in <a href="/loyalty">your club account</a>. The more you collect, the higher your tier and the better the rewards.</p>' +
      '<p>Not a member yet? <a href="/iluma-club">Join the ILUMA Club</a>; it is free.</p>',
  ),
  article(
    'new-colours',
    'New device colours for spring',
    {
      text: '<p>Sunset Red and Moss Green join Ocean Blue in the Aurora range.</p>',
      image: '/images/products/device.svg',
      imageAlt: 'An Aurora device',
    },
    '<p>Spring brings two new colours to the <a href="/products/AURORA">Aurora</a>: Sunset Red, warm like an evening sky, and Moss Green, calm like a forest floor. Both sit alongside Ocean Blue, with the same two-day battery.</p>' +
      '<p>Prefer something quieter? The <a href="/products/NOVA">Nova</a> comes in Graphite and Silver.</p>',
    'article-gold-preview',
  ),
];

/**
 * Every one of Builder's standard blocks the shop knows, in Builder's JSON shape, with show/hide rules: the page the
 * editor/live parity test (tests/e2e/builder-parity.spec.ts) renders both ways. Not linked from the shop's navigation.
 */
const builtInsShowcase = page('sandbox-builder-blocks', '/builder-blocks', 'Builder blocks', [
  text(
    '<h1>Every Builder block</h1><p>Text drawn through the shop\'s sanitiser, with a <a href="/faq">link</a>.</p>',
  ),
  block('Image', {
    image: '/images/club/club.svg',
    altText: 'Club members with their devices',
    aspectRatio: 0.5625,
    lazy: false,
  }),
  block('Columns', {
    space: 24,
    stackColumnsAt: 'mobile',
    columns: [
      { width: 50, blocks: [text('<h2>Left column</h2><p>Half of the row.</p>')] },
      {
        width: 50,
        link: '/stores',
        blocks: [text('<h2>Right column</h2><p>The whole column is a link.</p>')],
      },
    ],
  }),
  block(
    'Core:Section',
    { maxWidth: 900 },
    { children: [text('<p>Inside a section of at most 900 px.</p>')] },
  ),
  block('Core:Button', { text: 'Open the FAQ', link: '/faq', openLinkInNewTab: true }),
  {
    '@type': '@builder.io/sdk:Element',
    '@version': 2,
    id: `builder-box-${(sequence += 1)}`,
    layerName: 'Box',
    children: [text('<p>In a plain box.</p>')],
  },
  block('Core:Fragment', {}, { children: [text('<p>In a fragment.</p>')] }),
  block('Video', {
    video: '/images/club/club.webm',
    posterImage: '/images/club/club.svg',
    muted: true,
    controls: true,
  }),
  block('Symbol', { symbol: { model: 'symbol', entry: clubHelpSymbol.id } }),
  block('Form:Form', { sendSubmissionsTo: 'email' }, { children: [block('Form:Input', { name: 'email' })] }),
  block('Builder:Accordion', {
    oneAtATime: true,
    items: [question('<p>Is this a real accordion?</p>', "<p>Yes: the design system's.</p>")],
  }),
  block('Builder: Tabs', {
    defaultActiveTab: 1,
    tabs: [
      { label: [text('<p>First tab</p>')], content: [text('<p>First panel</p>')] },
      { label: [text('<p>Second tab</p>')], content: [text('<p>Second panel</p>')] },
    ],
  }),
  block('Embed', { content: '<p>Third-party widget</p><script>window.embedRan = true</script>' }),
  block('Custom Code', { code: '<p>Custom code</p><script>window.customCodeRan = true</script>' }),
  text('<p>Shown to everyone in spring.</p>', {}),
  text('<p>Members only.</p>'),
  text('<p>Hidden while stock is low.</p>'),
  text('<p>Never shown: the rule calls a function.</p>'),
]);
// Builder keeps a page's state defaults in data.state; the last four texts carry show/hide rules on it.
builtInsShowcase.data.state = { season: 'spring', member: false, stock: 3 };
const ruled = builtInsShowcase.data.blocks.slice(-4);
ruled[0]!.bindings = { show: "state.season === 'spring' && userAttributes.urlPath === '/builder-blocks'" };
ruled[1]!.bindings = { show: 'state.member' };
ruled[2]!.bindings = { hide: 'state.stock < 5' };
ruled[3]!.bindings = { show: "constructor.constructor('return 1')()" };

/** The free-trial landing: the trial programme's call to action, off the home page so its code never loads there. */
const freeTrial = page('sandbox-free-trial', '/free-trial', 'Free trial', [
  block('Hero', {
    title: 'Try the Aurora for 14 days',
    text: '<p>Start your trial: the trial kit goes in your cart, priced for the trial.</p>',
    image: '/images/products/device.svg',
    imageAlt: '',
    theme: 'light',
  }),
  builderSection([
    block('FreeTrial', {
      program: 'device-trial',
      heading: 'Start your free trial',
      intro:
        'Pay €1 today for 14 days with the Aurora. Keep it after the trial and your cart shows what it costs then.',
      kitSku: 'TRIAL-KIT',
      returnTo: '/cart',
      signInHref: '/sign-in?next=/free-trial',
    }),
  ]),
]);

/** Every seeded entry of the `symbol` model. */
export const seededSymbols: BuilderSymbolJson[] = [clubHelpSymbol];

/** Every seeded entry of the `page` model. */
export const seededPages: BuilderContentJson[] = [
  home,
  club,
  amber,
  flavourFinder,
  ember,
  faq,
  builtInsShowcase,
  freeTrial,
  ...articles,
];
