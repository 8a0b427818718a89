import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockEditingContext, BuilderFormOutcomeContext, type BuilderFormOutcome } from '@storefront/blocks';
import {
  ConfigProvider,
  configFromEnv,
  defaultConfig,
  setMonitoringReporter,
} from '@storefront/features/platform';
import { seededPages } from '@storefront/features/backends/content/sandbox';
import { LiveContent, responsiveCss, unknownComponents, type ContentElement } from './LiveContent';
import { servedContent } from './servedContent';
import { withoutContentCode } from './stripCode';

let sequence = 0;
/** A block in Builder's content JSON shape. */
function block(
  name: string,
  options: Record<string, unknown> = {},
  extra: Partial<ContentElement> = {},
): ContentElement {
  sequence += 1;
  return {
    '@type': '@builder.io/sdk:Element',
    id: `builder-test-${sequence}`,
    component: { name, options },
    ...extra,
  };
}

const text = (html: string) => block('Text', { text: html });

const reports: Array<{ error: unknown; context?: Record<string, unknown> }> = [];
beforeEach(() => {
  reports.length = 0;
  setMonitoringReporter({ report: (error, context) => void reports.push({ error, context }) });
});

function page(elements: ContentElement[], editing = false, config = defaultConfig): ReactNode {
  return (
    <ConfigProvider config={config}>
      <BlockEditingContext.Provider value={editing}>
        <main>
          <LiveContent elements={elements} />
        </main>
      </BlockEditingContext.Provider>
    </ConfigProvider>
  );
}

const live = (elements: ContentElement[]) => render(page(elements));
const inEditor = (elements: ContentElement[]) => render(page(elements, true));

describe('Text', () => {
  it('Text: its HTML is shown as formatted text', () => {
    live([text('<h2>Members save more</h2><p>Points on <strong>every</strong> order.</p>')]);
    expect(screen.getByRole('heading', { name: 'Members save more' })).toBeInTheDocument();
    expect(screen.getByText('every').tagName).toBe('STRONG');
  });

  it('Text: script tags, event handlers and javascript: links stay inert (the design system sanitiser)', () => {
    const { container } = live([
      text(
        '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><a href="data:text/html,<script>alert(5)</script>">y</a>',
      ),
    ]);
    const html = container.innerHTML;
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|data:text/);
    expect(screen.getByText('Hi')).toBeInTheDocument();
  });

  it("Text: Builder's {{ }} expressions are shown as written, never evaluated", () => {
    live([text('<p>Hello {{ globalThis.expressionRan = true }}</p>')]);
    expect(screen.getByText('Hello {{ globalThis.expressionRan = true }}')).toBeInTheDocument();
    expect((globalThis as { expressionRan?: boolean }).expressionRan).toBeUndefined();
  });

  it('Text: a text with no text shows nothing live and says what is missing in the editor', () => {
    expect(live([block('Text', {})]).container.querySelector('.builder-block')).toBeEmptyDOMElement();
    inEditor([block('Text', {})]);
    expect(screen.getByRole('note')).toHaveTextContent('text is missing');
  });
});

describe('Image', () => {
  it('Image: the design system image, lazy, with its alt text and the aspect ratio reserved (Builder stores height / width)', () => {
    live([block('Image', { image: '/images/club/club.svg', altText: 'Club members', aspectRatio: 0.5 })]);
    const image = screen.getByRole('img', { name: 'Club members' });
    expect(image).toHaveAttribute('src', '/images/club/club.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.parentElement).toHaveStyle({ aspectRatio: '2' });
  });

  it('Image: a picture without alt text is decorative; highPriority loads it eagerly', () => {
    const { container } = live([block('Image', { image: '/images/club/club.svg', highPriority: true })]);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it("Image: a picture on Builder's image service gets a srcset over the shop's widths through its width parameter", () => {
    const src = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fpicture';
    const { container } = live([block('Image', { image: src, altText: 'A picture' })]);
    const srcset = container.querySelector('img')!.getAttribute('srcset')!;
    expect(srcset.split(', ')).toEqual(
      [100, 200, 400, 800, 1200, 1600, 2000].map((width) => `${src}?width=${width} ${width}w`),
    );
  });

  it('Image: the srcset follows the configured image CDN (BUILDER_IMAGE_CDN), not a fixed host', () => {
    const config = configFromEnv({ BUILDER_IMAGE_CDN: 'https://images.cdn.example' });
    const onCdn = 'https://images.cdn.example/api/v1/image/assets%2Fspace%2Fpicture?format=webp';
    const { container } = render(
      page([block('Image', { image: onCdn, altText: 'On the CDN' })], false, config),
    );
    expect(container.querySelector('img')!.getAttribute('srcset')!.split(', ')).toEqual(
      [100, 200, 400, 800, 1200, 1600, 2000].map(
        (width) =>
          `https://images.cdn.example/api/v1/image/assets%2Fspace%2Fpicture?format=webp&width=${width} ${width}w`,
      ),
    );
    // Builder's own host is just another web address once a different CDN is configured: no resizing asked of it.
    const elsewhere = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fpicture';
    const other = render(page([block('Image', { image: elsewhere, altText: 'Elsewhere' })], false, config));
    expect(other.container.querySelector('img')).not.toHaveAttribute('srcset');
  });

  it('Hero: a picture on the Builder image CDN is shown with the srcset over the shop widths', () => {
    const src = 'https://cdn.builder.io/api/v1/image/assets%2Fspace%2Fhero';
    const { container } = live([block('Hero', { title: 'Summer', image: src, imageAlt: 'A summer scene' })]);
    const image = screen.getByRole('img', { name: 'A summer scene' });
    expect(image).toHaveAttribute('src', src);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')!.getAttribute('srcset')).toContain(`${src}?width=2000 2000w`);
    expect(container.querySelector('img')!.getAttribute('srcset')!.split(', ')).toHaveLength(7);
  });

  it('Image: javascript: and data: sources never reach the page (the fallback shows instead)', () => {
    for (const image of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      ' JaVa\tscript:alert(1)',
    ]) {
      const { container, unmount } = live([block('Image', { image, altText: 'Hostile' })]);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: 'Hostile' })).toBeInTheDocument();
      unmount();
    }
  });
});

describe('Columns', () => {
  const columns = (options: Record<string, unknown> = {}) =>
    block('Columns', {
      columns: [
        { blocks: [text('<p>Left</p>')], width: 60 },
        { blocks: [text('<p>Right</p>')], width: 40 },
      ],
      ...options,
    });

  it("Columns: each column's blocks in order, widths as set minus their share of the gutter", () => {
    const { container } = live([columns({ space: 30 })]);
    const drawn = [...container.querySelectorAll<HTMLElement>('.builder-column')];
    expect(drawn.map((column) => column.textContent)).toEqual(['Left', 'Right']);
    expect(drawn[0]!.style.getPropertyValue('--builder-column-width')).toBe('calc(60% - 18px)');
    expect(drawn[1]!.style.getPropertyValue('--builder-column-width')).toBe('calc(40% - 12px)');
    expect(
      container.querySelector<HTMLElement>('.builder-columns')!.style.getPropertyValue('--builder-gutter'),
    ).toBe('30px');
  });

  it('Columns: columns without widths share the row equally, with a 20 px gutter by default', () => {
    const { container } = live([
      block('Columns', { columns: [{ blocks: [] }, { blocks: [] }, { blocks: [] }, { blocks: [] }] }),
    ]);
    const widths = [...container.querySelectorAll<HTMLElement>('.builder-column')].map((column) =>
      column.style.getPropertyValue('--builder-column-width'),
    );
    expect(widths).toEqual(Array(4).fill('calc(25% - 15px)'));
  });

  // jsdom applies no style sheets: these check the stacking rules in the page's style sheet; the e2e suite
  // (tests/e2e/builder-builtins.spec.ts) measures the stacked layout in Chromium.
  const stacking = (options: Record<string, unknown>, breakpoints?: { small: number; medium: number }) => {
    const element = { ...columns(options), id: 'cols' };
    return responsiveCss([element], breakpoints);
  };
  const stacked = (query: string, direction = 'column') =>
    `@media (max-width: ${query}){.builder-cols>.builder-columns{flex-direction:${direction};align-items:stretch}.builder-cols>.builder-columns>.builder-column{width:100%}}`;

  it('Columns stack on phones when stackColumnsAt is tablet (the default): at 991 px and below', () => {
    for (const options of [{}, { stackColumnsAt: 'tablet' }])
      expect(stacking(options)).toBe(stacked('991px'));
  });

  it('Columns stack only on phones (640 px and below) when stackColumnsAt is mobile, and never when never', () => {
    expect(stacking({ stackColumnsAt: 'mobile' })).toBe(stacked('640px'));
    expect(stacking({ stackColumnsAt: 'never' })).toBe('');
  });

  it('Columns: reverseColumnsWhenStacked puts the last column first once stacked', () => {
    expect(stacking({ reverseColumnsWhenStacked: true, stackColumnsAt: 'mobile' })).toBe(
      stacked('640px', 'column-reverse'),
    );
  });

  it("Columns stack at the content's own breakpoints (meta.breakpoints) when it sets them", () => {
    expect(stacking({}, { small: 500, medium: 800 })).toBe(stacked('800px'));
    expect(stacking({ stackColumnsAt: 'mobile' }, { small: 500, medium: 800 })).toBe(stacked('500px'));
  });

  it("Columns: the responsive styles of the columns' own blocks reach the page's style sheet", () => {
    const inner = text('<p>Styled</p>');
    inner.responsiveStyles = { small: { fontSize: '14px' } };
    const { container } = live([block('Columns', { columns: [{ blocks: [inner] }] })]);
    expect(container.querySelector('style')!.textContent).toContain(`.builder-${inner.id}{font-size:14px}`);
  });

  it('Columns: a column link is followed only when it is a web, e-mail or phone link', () => {
    const { container } = live([
      block('Columns', {
        columns: [
          { blocks: [text('<p>Safe</p>')], link: '/stores' },
          { blocks: [text('<p>Hostile</p>')], link: 'javascript:alert(1)' },
        ],
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Safe' })).toHaveAttribute('href', '/stores');
    expect(container.innerHTML).not.toContain('javascript:');
  });
});

describe('Section', () => {
  it('Section: its children centred up to maxWidth (1200 px when unset)', () => {
    const { container } = live([
      block('Core:Section', { maxWidth: 800 }, { children: [text('<p>Inside</p>')] }),
      block('Core:Section', {}, { children: [text('<p>Default</p>')] }),
    ]);
    const [narrow, wide] = [...container.querySelectorAll('section')];
    expect(narrow).toHaveStyle({ maxWidth: '800px' });
    expect(narrow).toHaveTextContent('Inside');
    expect(wide).toHaveStyle({ maxWidth: '1200px' });
  });
});

describe('Button', () => {
  it('Button: a link with the design system look; openLinkInNewTab opens a tab that cannot reach back', () => {
    live([
      block('Core:Button', { text: 'Join the club', link: '/register' }),
      block('Core:Button', { text: 'Our story', link: 'https://example.com/story', openLinkInNewTab: true }),
    ]);
    expect(screen.getByRole('link', { name: 'Join the club' })).toHaveAttribute('href', '/register');
    const external = screen.getByRole('link', { name: 'Our story' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('Button: e-mail and phone links are followed', () => {
    live([
      block('Core:Button', { text: 'Write to us', link: 'mailto:club@example.com' }),
      block('Core:Button', { text: 'Call us', link: 'tel:+4930123456' }),
    ]);
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:club@example.com',
    );
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+4930123456');
  });

  it('Button: javascript: and data: links are refused: the text stays, linking nowhere, and the editor says why', () => {
    const hostile = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '\u0001javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/',
      '/\\evil.example/',
    ];
    const { container } = live(hostile.map((link) => block('Core:Button', { text: 'Hostile', link })));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByText('Hostile')).toHaveLength(hostile.length);
    expect(container.innerHTML).not.toMatch(/javascript|data:|vbscript|evil/i);
    inEditor([block('Core:Button', { text: 'Hostile', link: 'javascript:alert(1)' })]);
    expect(screen.getByRole('note')).toHaveTextContent('not a web, e-mail or phone link');
  });
});

describe('Box and Fragment', () => {
  it('Box and Fragment: their children are drawn, in order', () => {
    const { container } = live([
      { '@type': '@builder.io/sdk:Element', id: 'box', children: [text('<p>One</p>'), text('<p>Two</p>')] },
      block('Core:Fragment', {}, { children: [text('<p>Three</p>')] }),
    ]);
    expect(container.textContent).toBe('OneTwoThree');
  });
});

describe('Video', () => {
  const video = (options: Record<string, unknown>) =>
    block('Video', { video: '/media/club.mp4', ...options });
  let play: ReturnType<typeof vi.fn>;
  let reducedMotion = false;
  beforeEach(() => {
    play = vi.fn(() => Promise.resolve());
    window.HTMLMediaElement.prototype.play = play as unknown as HTMLMediaElement['play'];
    reducedMotion = false;
    window.matchMedia = ((query: string) =>
      ({
        matches: reducedMotion && query.includes('reduce'),
        media: query,
      }) as MediaQueryList) as typeof window.matchMedia;
  });

  it("Video: its child blocks are drawn in the video's frame, after the video, as Builder lays them over it", () => {
    const { container } = live([
      block('Video', { video: '/media/club.mp4' }, { children: [text('<h2>Over the video</h2>')] }),
    ]);
    const frame = container.querySelector('video')!.parentElement!;
    expect(within(frame).getByRole('heading', { name: 'Over the video' })).toBeInTheDocument();
    expect(frame.lastElementChild).toContainElement(screen.getByRole('heading', { name: 'Over the video' }));
  });

  it('Video: a self-hosted file with its poster, never started by itself unless asked', () => {
    const { container } = live([video({ posterImage: '/images/club/club.svg', controls: true })]);
    const element = container.querySelector('video')!;
    expect(element).toHaveAttribute('src', '/media/club.mp4');
    expect(element).toHaveAttribute('poster', '/images/club/club.svg');
    expect(element).toHaveAttribute('controls');
    expect(element).not.toHaveAttribute('autoplay');
    expect(play).not.toHaveBeenCalled();
  });

  it('Video: autoplay starts only a muted video, always with controls so it can be paused', () => {
    const { container } = live([video({ autoPlay: true, muted: true })]);
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector('video')).toHaveAttribute('controls');
  });

  it('Video: never autoplays with sound', () => {
    live([video({ autoPlay: true, muted: false })]);
    expect(play).not.toHaveBeenCalled();
  });

  it('Video: respects prefers-reduced-motion: a muted autoplay video waits for the shopper', () => {
    reducedMotion = true;
    live([video({ autoPlay: true, muted: true })]);
    expect(play).not.toHaveBeenCalled();
  });

  it('Video: javascript: and data: sources and posters are refused', () => {
    const { container } = live([
      video({ video: 'javascript:alert(1)' }),
      video({ video: 'data:video/mp4;base64,AAAA' }),
      video({ posterImage: 'javascript:alert(1)' }),
    ]);
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/javascript:|data:/);
  });
});

describe('Symbol', () => {
  it("Symbol: an inlined symbol's blocks are drawn in place", () => {
    live([
      block('Symbol', {
        symbol: {
          model: 'symbol',
          entry: 'club-footer',
          content: { data: { blocks: [text('<p>Shared note</p>')] } },
        },
      }),
    ]);
    expect(screen.getByText('Shared note')).toBeInTheDocument();
  });

  it('Symbol: a symbol the server could not fetch shows nothing live and an explanation in the editor', () => {
    const reference = block('Symbol', { symbol: { model: 'symbol', entry: 'club-footer' } });
    expect(live([reference]).container.querySelector('.builder-block')).toBeEmptyDOMElement();
    inEditor([reference]);
    expect(screen.getByRole('note')).toHaveTextContent('could not be had from Builder');
  });
});

describe('Accordion and Tabs', () => {
  it("Accordion: the design system's accordion, each item's title opening its detail", async () => {
    live([
      block('Builder:Accordion', {
        items: [
          { title: [text('<p>How do I join?</p>')], detail: [text('<p>Create an account.</p>')] },
          { title: [text('<p>Is it free?</p>')], detail: [text('<p>Yes.</p>')] },
        ],
      }),
    ]);
    const trigger = await screen.findByRole('button', { name: 'How do I join?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await act(async () => trigger.click());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Create an account.')).toBeVisible();
  });

  it('Tabs: label blocks become tabs and content blocks their panels; defaultActiveTab counts from 1', async () => {
    live([
      block('Builder: Tabs', {
        defaultActiveTab: 2,
        tabs: [
          { label: [text('<p>Points</p>')], content: [text('<p>Earn on every order.</p>')] },
          { label: [text('<p>Rewards</p>')], content: [text('<p>Swap points for gifts.</p>')] },
        ],
      }),
    ]);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Points', 'Rewards']);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Swap points for gifts.')).toBeInTheDocument();
  });
});

describe('Embed, Custom Code and Form', () => {
  const thirdParty = [
    block('Embed', {
      url: 'https://evil.example',
      content: '<script>alert(1)</script><iframe src="https://evil.example">',
    }),
    block('Custom Code', {
      code: '<img src=x onerror=alert(1)><script>alert(2)</script>',
      scriptsClientOnly: true,
    }),
  ];

  it('Embed and Custom Code are never executed: nothing of them reaches the live page', () => {
    const { container } = live(thirdParty);
    expect(container.innerHTML).not.toMatch(/script|iframe|onerror|evil/);
    expect(container.querySelectorAll('.builder-block')).toHaveLength(2);
    container.querySelectorAll('.builder-block').forEach((element) => expect(element).toBeEmptyDOMElement());
  });

  it('Embed and Custom Code: the editor shows why they are not on the live shop, and still runs nothing', () => {
    const { container } = inEditor(thirdParty);
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      expect.stringContaining('does not run third-party code'),
      expect.stringContaining('does not run third-party code'),
    ]);
    expect(container.innerHTML).not.toMatch(/<script|<iframe|onerror|evil/);
  });

  it("Embed: a video of an allowed provider is its own player, sandboxed and lazy, the embed code's title kept", () => {
    const { container } = live([
      block('Embed', {
        content:
          '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="Club tour" onload="alert(1)"></iframe><script>alert(2)</script>',
      }),
    ]);
    const player = screen.getByTitle('Club tour');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(player.getAttribute('sandbox')).not.toContain('allow-forms');
    expect(container.innerHTML).not.toMatch(/onload|<script|alert/);
  });

  const feedback = () =>
    block(
      'Form:Form',
      {
        sendSubmissionsTo: 'email',
        name: 'Club',
        successMessage: [text('<p>Thanks!</p>')],
        errorMessage: [text('<p>Please check your answers.</p>')],
      },
      {
        children: [
          text('<p>Your <strong>e-mail</strong></p>'),
          block('Form:Input', {
            name: 'email',
            type: 'email',
            placeholder: 'you@example.com',
            required: true,
          }),
          block('Form:Select', {
            name: 'size',
            options: [
              { value: 's', name: 'Small' },
              { value: 'l', name: 'Large' },
            ],
          }),
          block('Form:TextArea', { name: 'note', placeholder: 'Anything else?' }),
          block('Form:SubmitButton', { text: 'Go' }),
        ],
      },
    );

  it("Form: Builder's form is drawn live as a form that posts to the page, its fields named by the text before them", () => {
    const { container } = live([feedback()]);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    const email = screen.getByRole('textbox', { name: 'Your e-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'you@example.com');
    expect(email).toBeRequired();
    // A field with no text before it is named by its placeholder.
    expect(screen.getByRole('textbox', { name: 'Anything else?' })).toHaveAttribute('name', 'note');
    expect(within(screen.getByRole('combobox', { name: 'size' })).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByText('Thanks!')).toBeNull();
  });

  it("Form: after a failed post the form's error blocks show, or the server's message, and the fields keep what was typed", () => {
    const form = feedback();
    const outcome = (error?: string): BuilderFormOutcome => ({
      values: { form: form.id!, fields: { email: 'ada@', note: 'Hi', size: 'l' } },
      ...(error ? { error } : {}),
    });
    const { rerender } = render(
      <BuilderFormOutcomeContext.Provider value={outcome()}>
        {page([form])}
      </BuilderFormOutcomeContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your answers.');
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue('ada@');
    expect(screen.getByRole('textbox', { name: 'Anything else?' })).toHaveValue('Hi');
    expect(screen.getByRole('combobox', { name: 'size' })).toHaveValue('l');
    rerender(
      <BuilderFormOutcomeContext.Provider value={outcome('That address is not valid.')}>
        {page([form])}
      </BuilderFormOutcomeContext.Provider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That address is not valid.');
  });

  it("Form: once sent, the form's own thanks show as a status, and the fields start empty again", () => {
    const form = feedback();
    render(
      <BuilderFormOutcomeContext.Provider
        value={{ values: { form: form.id!, fields: { email: 'a@b.c' } }, sent: true }}
      >
        {page([form])}
      </BuilderFormOutcomeContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Thanks!');
    expect(screen.getByRole('textbox', { name: 'Your e-mail' })).toHaveValue('');
  });
});

describe('show and hide rules', () => {
  /** As the server hands content to the renderer: code stripped, show/hide rules read in the safe subset. */
  const served = (elements: ContentElement[], state: Record<string, unknown> = {}) =>
    withoutContentCode({ data: { state, blocks: elements } }, { urlPath: '/club', locale: 'en-GB' }).data
      .blocks as ContentElement[];

  it('bindings: show and hide rules on state, content data and user attributes are followed live', () => {
    live(
      served(
        [
          text('<p>Shown</p>'),
          block('Text', { text: '<p>Hidden by hide</p>' }, { bindings: { hide: 'state.loggedIn' } }),
          block(
            'Text',
            { text: '<p>Hidden by show</p>' },
            { bindings: { show: 'return state.points > 100;' } },
          ),
          block(
            'Text',
            { text: '<p>Shown by show</p>' },
            { bindings: { show: "userAttributes.urlPath === '/club'" } },
          ),
        ],
        { loggedIn: true, points: 40 },
      ),
    );
    expect(screen.getByText('Shown')).toBeInTheDocument();
    expect(screen.getByText('Shown by show')).toBeInTheDocument();
    expect(screen.queryByText(/Hidden/)).toBeNull();
  });

  it('bindings: the hide property an editor sets still hides the block', () => {
    live([block('Text', { text: '<p>Hidden by property</p>' }, { properties: { hide: 'true' } })]);
    expect(screen.queryByText('Hidden by property')).toBeNull();
  });

  it('bindings: a show rule outside the safe subset is never run, hides the block live and the editor says why', () => {
    const globalWithFlag = globalThis as { bindingRan?: boolean };
    const rule = served([
      block(
        'Text',
        { text: '<p>Members only</p>' },
        { bindings: { show: 'globalThis.bindingRan = true; return state.loggedIn' } },
      ),
    ]);
    live(rule);
    expect(screen.queryByText('Members only')).toBeNull();
    expect(globalWithFlag.bindingRan).toBeUndefined();
    inEditor(rule);
    expect(screen.getByRole('note')).toHaveTextContent(/show: .* so the block is hidden/);
  });

  it("bindings: a bound option reads the page's state; a binding the shop does not follow keeps the editor's value and the editor says so", () => {
    const bound = served(
      [
        block(
          'Text',
          { text: '<p>As written</p>' },
          { bindings: { 'component.options.text': 'state.greeting' } },
        ),
        block('Text', { text: '<p>Styled as written</p>' }, { bindings: { 'style.color': 'state.colour' } }),
      ],
      { greeting: 'Hello from the state' },
    );
    live(bound);
    expect(screen.getByText('Hello from the state')).toBeInTheDocument();
    expect(screen.getByText('Styled as written')).toBeInTheDocument();
    inEditor(bound);
    expect(screen.getByRole('note')).toHaveTextContent("follows only bindings of the block's options");
  });
});

describe('breakpoints', () => {
  const styled = block(
    'Text',
    { text: '<p>Sized</p>' },
    {
      id: 'sized',
      responsiveStyles: {
        large: { padding: '32px' },
        medium: { padding: '24px' },
        small: { padding: '16px' },
      },
    },
  );

  it("breakpoints: the content's own small and medium breakpoints replace Builder's 640 / 991 px", () => {
    expect(responsiveCss([styled], { small: 500, medium: 800 })).toBe(
      '.builder-sized{padding:32px}@media (max-width: 800px){.builder-sized{padding:24px}}@media (max-width: 500px){.builder-sized{padding:16px}}',
    );
  });

  it("breakpoints: without both, or with anything but whole px (small below medium), Builder's 640 / 991 px stay", () => {
    const defaults =
      '.builder-sized{padding:32px}@media (max-width: 991px){.builder-sized{padding:24px}}@media (max-width: 640px){.builder-sized{padding:16px}}';
    for (const breakpoints of [
      undefined,
      { small: 500 },
      { medium: 800 },
      { small: 900, medium: 800 },
      { small: '500px){}*{color:red', medium: 800 },
      { small: 500.5, medium: 800 },
    ])
      expect(responsiveCss([styled], breakpoints)).toBe(defaults);
  });

  it("breakpoints: the live page's style element uses the content's breakpoints", () => {
    const { container } = render(
      <ConfigProvider config={defaultConfig}>
        <LiveContent elements={[styled]} breakpoints={{ small: 480, medium: 768 }} />
      </ConfigProvider>,
    );
    expect(container.querySelector('style')!.textContent).toContain('@media (max-width: 768px)');
    expect(container.querySelector('style')!.textContent).toContain('@media (max-width: 480px)');
  });

  it('breakpoints: a published page (frozen, shared by every visit) keeps its styles for the breakpoints it is drawn at', () => {
    const published = Object.freeze([styled]);
    const cssAt = (breakpoints?: { small: number; medium: number }) => {
      const { container, unmount } = render(
        <ConfigProvider config={defaultConfig}>
          <LiveContent elements={published} breakpoints={breakpoints} />
        </ConfigProvider>,
      );
      const css = container.querySelector('style')!.textContent;
      unmount();
      return css;
    };
    const own = { small: 480, medium: 768 };
    expect(cssAt(own)).toBe(responsiveCss([styled], own));
    expect(cssAt(own)).toBe(responsiveCss([styled], own));
    expect(cssAt()).toBe(responsiveCss([styled]));
    expect(cssAt()).not.toBe(cssAt(own));
  });
});

describe('unknown blocks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('unknown blocks: nothing live, a hint in the editor', () => {
    const unknown = block('OldPromoBanner', { title: 'Gone' }, { children: [text('<p>Child</p>')] });
    const { container } = live([unknown]);
    expect(container.querySelector('.builder-content')).toHaveTextContent('');
    inEditor([unknown]);
    expect(screen.getByRole('note')).toHaveTextContent('OldPromoBanner needs attention');
  });

  it('unknown blocks: every seeded page uses only blocks the live renderer draws', () => {
    for (const entry of seededPages) {
      const { blocks } = servedContent(entry, { urlPath: entry.data.url }).data;
      expect([entry.data.url, unknownComponents(blocks as ContentElement[])]).toEqual([entry.data.url, []]);
    }
  });

  it('unknown blocks are reported to monitoring once per page, naming each unknown block', () => {
    const elements = [
      block('OldPromoBanner'),
      block('Columns', { columns: [{ blocks: [block('RetiredWidget'), block('OldPromoBanner')] }] }),
    ];
    const { rerender } = live(elements);
    rerender(page(elements));
    expect(reports).toHaveLength(1);
    expect(reports[0]!.context).toEqual({ components: 'OldPromoBanner, RetiredWidget' });
  });
});

/**
 * The server's HTML for a page with every lazy block resolved in place. React may send a finished boundary apart and
 * move it in with an inline script, which browsers run and jsdom does not: one chunk of any size keeps it in place.
 */
/** The server's HTML. The server has no IntersectionObserver, so widgets that hydrate when visible render in full. */
async function serverHtml(node: ReactNode): Promise<string> {
  const observer = globalThis.IntersectionObserver;
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  try {
    const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    return await new Response(prelude).text();
  } finally {
    globalThis.IntersectionObserver = observer;
  }
}

async function hydrate(node: ReactNode) {
  const html = await serverHtml(node);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // Browsers start a parsed <video muted> muted (HTML spec: the muted attribute sets the muted state at creation);
  // jsdom does not, and React compares the state when it hydrates.
  container.querySelectorAll('video').forEach((video) => (video.muted = video.defaultMuted));
  const recoverable: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, node, { onRecoverableError: (error) => void recoverable.push(error) });
  });
  // Lazy widgets (accordion, tabs) hydrate when their chunk arrives.
  await act(async () => {
    await import('../../../blocks/src/builtins/AccordionWidget');
    await import('../../../blocks/src/builtins/TabsWidget');
  });
  const errors = consoleErrors.mock.calls.map((call) => call.map(String).join(' '));
  consoleErrors.mockRestore();
  container.remove();
  return { html, recoverable, errors };
}

describe('server render and hydration', () => {
  it('hydration: every built-in hydrates the server markup without a mismatch', async () => {
    const elements: ContentElement[] = [
      text('<p>Text</p>'),
      block('Image', { image: '/images/club/club.svg', altText: 'Picture', aspectRatio: 0.75 }),
      block('Columns', {
        columns: [{ blocks: [text('<p>A</p>')] }, { blocks: [text('<p>B</p>')], link: '/faq' }],
      }),
      block(
        'Core:Section',
        { maxWidth: 900 },
        { children: [block('Core:Button', { text: 'Go', link: '/faq' })] },
      ),
      block('Core:Fragment', {}, { children: [text('<p>Fragment</p>')] }),
      block('Video', { video: '/media/club.mp4', autoPlay: true, muted: true }),
      block('Symbol', { symbol: { content: { data: { blocks: [text('<p>Symbol</p>')] } } } }),
      block('Builder:Accordion', { items: [{ title: [text('<p>Q</p>')], detail: [text('<p>A</p>')] }] }),
      block('Builder: Tabs', { tabs: [{ label: [text('<p>T</p>')], content: [text('<p>C</p>')] }] }),
      block('Embed', { content: '<script>alert(1)</script>' }),
      block('Form:Form', {}),
      block('Text', { text: '<p>Rule</p>' }, { bindings: { show: 'state.x' } }),
    ];
    window.HTMLMediaElement.prototype.play = () => Promise.resolve();
    const { html, recoverable, errors } = await hydrate(page(elements));
    expect(html).toContain('<p>Text</p>');
    expect(html).toMatch(/<video[^>]* muted=""/);
    expect(html).toContain('role="tab"');
    expect(html).toContain('Q');
    expect(recoverable).toEqual([]);
    expect(errors.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
  });

  it('hydration: the seeded club page, in German, hydrates its server markup without a mismatch', async () => {
    const club = servedContent(
      seededPages.find((entry) => entry.data.url === '/iluma-club')!,
      {
        urlPath: '/iluma-club',
        locale: 'de-DE',
      },
    );
    const { html, recoverable, errors } = await hydrate(page(club.data.blocks as ContentElement[]));
    expect(html).toContain('builder-columns');
    expect(html).toContain('So funktioniert es');
    expect(recoverable).toEqual([]);
    expect(errors.filter((message) => /hydrat|did not match/i.test(message))).toEqual([]);
  });
});
