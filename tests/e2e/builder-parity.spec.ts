import type { Frame } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { seededPages } from '../../features/src/backends/content/sandbox/seed';

/** What a shopper gets from a page's Builder content: its blocks in order, visible text, links and pictures. */
interface Rendering {
  blocks: string[];
  text: string[];
  links: Array<{ text: string; href: string | null }>;
  images: Array<{ src: string | null; alt: string | null }>;
}

/**
 * The page in Builder's editor, as the editor frames it: the server sends the published page and the SDK takes over in
 * the frame. Framed here by a page of the shop's own origin, which the CSP allows like the editor's.
 */
async function inEditorFrame(page: Page, url: string, entryId: string, language?: 'de'): Promise<Frame> {
  await page.goto('/robots.txt');
  const query = `${language ? `lang=${language}&` : ''}builder.preview=page&builder.frameEditing=page&__builder_editing__=true&builder.overrides.page=${entryId}`;
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    Object.assign(frame, { src, id: 'editor', width: '1280', height: '900' });
    document.body.append(frame);
  }, `${url}?${query}`);
  const frame = await (await page.waitForSelector('#editor')).contentFrame();
  await frame!.waitForLoadState('load');
  return frame!;
}

/** Reads the rendering of the page's Builder content, after scrolling so blocks that hydrate when visible have. */
async function rendering(page: Page | Frame): Promise<Rendering> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  return page.locator('main').evaluate((main) => {
    // The editor's hints (a block that needs attention, what Embed does not run) are for authors, never live.
    for (const note of main.querySelectorAll<HTMLElement>('[role="note"]')) note.style.display = 'none';
    const visible = (element: Element) =>
      (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0;
    // The live renderer names a block with the class builder-<id>, the SDK with builder-id="<id>".
    const idOf = (element: Element) =>
      element.getAttribute('builder-id') ??
      [...element.classList]
        .find((name) => name.startsWith('builder-') && name !== 'builder-block')
        ?.slice('builder-'.length) ??
      '';
    return {
      blocks: [...main.querySelectorAll('.builder-block')]
        .filter(visible)
        .map(idOf)
        // Builder's Fragment draws no element of its own in the SDK (noWrap): only its children are compared.
        .filter((id) => id && !id.startsWith('builder-pixel') && !id.startsWith('builder-core-fragment')),
      text: (main as HTMLElement).innerText.split(/\s+/).filter(Boolean),
      links: [...main.querySelectorAll('a[href]')].filter(visible).map((link) => ({
        text: (link as HTMLElement).innerText.trim().replace(/\s+/g, ' '),
        href: link.getAttribute('href'),
      })),
      // Pictures a shopper sees: not the SDK's 0 x 0 tracking pixel, hidden from everyone (see the report in docs).
      images: [...main.querySelectorAll('img:not([aria-hidden="true"])')].filter(visible).map((image) => ({
        src: image.getAttribute('src'),
        alt: image.getAttribute('alt'),
      })),
    };
  });
}

// Every seeded page built from Builder's standard blocks (beside the shop's own).
const builtInNames = new Set([
  'Text',
  'Image',
  'Columns',
  'Core:Section',
  'Core:Button',
  'Core:Fragment',
  'Video',
  'Symbol',
  'Builder:Accordion',
  'Builder: Tabs',
  'Embed',
  'Custom Code',
  'Form:Form',
]);
const withBuiltIns = seededPages.filter((entry) =>
  JSON.stringify(entry.data.blocks)
    .match(/"name":"([^"]+)"/g)
    ?.some((match) => builtInNames.has(match.slice(8, -1))),
);

test('builder parity: the seeded built-ins page covers every standard block and show/hide rules', () => {
  const showcase = seededPages.find((entry) => entry.data.url === '/builder-blocks')!;
  const json = JSON.stringify(showcase.data.blocks);
  for (const name of builtInNames) expect(json, name).toContain(`"name":"${name}"`);
  expect(json).toContain('"bindings":{"show"');
  expect(json).toContain('"bindings":{"hide"');
  expect(withBuiltIns.map((entry) => entry.data.url)).toEqual(
    expect.arrayContaining(['/iluma-club', '/builder-blocks']),
  );
});

for (const [entry, language] of withBuiltIns.flatMap((entry) => [
  [entry, undefined] as const,
  [entry, 'de'] as const,
])) {
  test(`builder parity: ${entry.data.url}${language ? ' in German' : ''} shows the same blocks, text, links and pictures with Builder's SDK as live`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(language ? `${entry.data.url}?lang=${language}` : entry.data.url);
    const live = await rendering(page);
    expect(live.blocks.length).toBeGreaterThan(0);
    if (language) await expect(page.locator('html')).toHaveAttribute('lang', language);

    // In the editor's frame the SDK takes over after hydration (its blocks carry builder-id), in the page's locale.
    const editor = await inEditorFrame(page, entry.data.url, entry.id, language);
    await expect(editor.locator('main [builder-id]').first()).toBeAttached();
    // The SDK draws nested blocks (an accordion's titles) in later renders; on a busy machine the first read can come
    // before them, so the blocks are read until they agree with the live page or the time is up.
    await expect
      .poll(async () => (await rendering(editor)).blocks, { message: 'the order of blocks', timeout: 30_000 })
      .toEqual(live.blocks);
    const sdk = await rendering(editor);

    expect.soft(sdk.text, 'visible text').toEqual(live.text);
    expect.soft(sdk.links, 'links').toEqual(live.links);
    expect.soft(sdk.images, 'pictures').toEqual(live.images);
  });
}

test("builder parity: show/hide rules give the same result live and in the editor's frame, and a refused rule hides its block", async ({
  page,
}) => {
  const views = [
    async () => (await page.goto('/builder-blocks'), page),
    async () => {
      const editor = await inEditorFrame(page, '/builder-blocks', 'sandbox-builder-blocks');
      await expect(editor.locator('main [builder-id]').first()).toBeAttached();
      return editor;
    },
  ];
  for (const open of views) {
    const view: Page | Frame = await open();
    await expect(view.getByText('Shown to everyone in spring.')).toBeVisible();
    await expect(view.getByText('Members only.')).toHaveCount(0);
    await expect(view.getByText('Hidden while stock is low.')).toHaveCount(0);
    await expect(view.getByText('Never shown: the rule calls a function.')).toHaveCount(0);
    expect(await view.evaluate(() => (window as unknown as { embedRan?: boolean }).embedRan)).toBeUndefined();
    expect(
      await view.evaluate(() => (window as unknown as { customCodeRan?: boolean }).customCodeRan),
    ).toBeUndefined();
  }
});

test("builder video: the seeded Video block plays the shop's own file, with its poster, controls and no sound", async ({
  page,
}) => {
  await page.goto('/builder-blocks');
  const video = page.locator('main video');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('poster', '/images/club/club.svg');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('controls', true);
  // The file is served by the shop and the browser can read it: its length is known once the metadata has loaded.
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(1);
  expect(new URL(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).host).toBe(
    new URL(page.url()).host,
  );
});

/** The feedback form's fields as a shopper finds them: by the words beside them (their accessible names). */
const feedbackFields = (view: Page | Frame) => ({
  name: view.getByRole('textbox', { name: 'Your name' }),
  email: view.getByRole('textbox', { name: 'Your e-mail' }),
  usage: view.getByRole('combobox', { name: 'How often do you use your device?' }),
  details: view.getByRole('textbox', { name: 'Your message' }),
  send: view.getByRole('button', { name: 'Send feedback' }),
});

test("builder form: Builder's form blocks show their fields, placeholders and required marks live and in the editor's frame", async ({
  page,
}) => {
  const views = [
    async () => (await page.goto('/builder-form'), page),
    async () => {
      const editor = await inEditorFrame(page, '/builder-form', 'sandbox-builder-form');
      await expect(editor.locator('main [builder-id]').first()).toBeAttached();
      return editor;
    },
  ];
  for (const open of views) {
    const view: Page | Frame = await open();
    const fields = feedbackFields(view);
    await expect(fields.name).toHaveAttribute('placeholder', 'Jane Doe');
    await expect(fields.name).toHaveAttribute('required', '');
    await expect(fields.email).toHaveAttribute('placeholder', 'jane@example.com');
    await expect(fields.details).toHaveAttribute('placeholder', 'What should we know?');
    await expect(fields.usage.locator('option')).toHaveText(['', 'Every day', 'Every week', 'Rarely']);
    await expect(fields.send).toBeVisible();
    // The fields look like the shop's own: the design system's field, not the browser's bare input.
    expect(await fields.name.evaluate((input) => getComputedStyle(input).minHeight)).toBe('48px');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("builder form: Builder's form posts through the shop's server to Builder's form endpoint and shows its thanks", async ({
    page,
  }) => {
    await page.goto('/builder-form');
    const fields = feedbackFields(page);
    await fields.name.fill('Ada');
    await fields.email.fill('ada@example.com');
    await fields.usage.selectOption('weekly');
    await fields.details.fill('More flavours, please.');
    await fields.send.click();
    await expect(page.getByRole('status')).toHaveText('Thanks! Your message is on its way.');
    expect(new URL(page.url()).pathname).toBe('/builder-form');
  });

  test("builder form: a refused form shows the server's message from the form's errorMessagePath and keeps every field as typed", async ({
    page,
  }) => {
    await page.goto('/builder-form');
    const fields = feedbackFields(page);
    await fields.name.fill('Ada');
    await fields.email.fill('not-an-address');
    await fields.usage.selectOption('rarely');
    await fields.details.fill('Hello');
    await fields.send.click();
    // The sandbox's Builder answers 422 with { error: { message } }; the form names error.message.
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
    await expect(fields.name).toHaveValue('Ada');
    await expect(fields.email).toHaveValue('not-an-address');
    await expect(fields.usage).toHaveValue('rarely');
    await expect(fields.details).toHaveValue('Hello');
  });
});

test('builder form: a post from another site is refused, and one naming no form of the page changes nothing', async ({
  request,
}) => {
  const form = {
    _builderForm: 'builder-form-form-1',
    name: 'Ada',
    email: 'ada@example.com',
    usage: 'daily',
    details: 'Hi',
  };
  const foreign = await request.post('/builder-form', {
    form,
    headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
  });
  expect(foreign.status()).toBe(403);
  const unknown = await request.post('/builder-form', { form: { ...form, _builderForm: 'no-such-form' } });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain('This form is no longer on the page.');
});

/** The page live, then in the editor's frame with the SDK drawing it. */
const liveAndInEditor = (page: Page, url: string, entryId: string) => [
  async () => (await page.goto(url), page as Page | Frame),
  async () => {
    const editor = await inEditorFrame(page, url, entryId);
    await expect(editor.locator('main [builder-id]').first()).toBeAttached();
    return editor as Page | Frame;
  },
];

test("builder show/hide: a block with no rule is shown, Builder's compiled rules and bound texts read the page's state, live and in the editor's frame", async ({
  page,
}) => {
  for (const open of liveAndInEditor(page, '/builder-bindings', 'sandbox-builder-bindings')) {
    const view = await open();
    const main = view.locator('main');
    await expect(main.getByText('Always here: no rule at all.')).toBeVisible();
    await expect(main.getByText('This always appears.')).toBeVisible();
    await expect(main.getByText('This never appears.')).toHaveCount(0);
    // `clicks` starts at its input's default, 0: an even number.
    await expect(main.getByText('An even number of clicks.')).toBeVisible();
    await expect(main.getByText('An odd number of clicks.')).toHaveCount(0);
    await expect(main.getByText('Device size: large')).toBeVisible();
    await expect(main.getByText('Welcome to the club!')).toBeVisible();
    await expect(main.getByText('Enter some text...')).toHaveCount(0);
  }
});

test("builder symbols: each instance of a symbol shows the inputs it gives (text and picture), live and in the editor's frame", async ({
  page,
}) => {
  for (const open of liveAndInEditor(page, '/builder-symbol-inputs', 'sandbox-builder-symbol-inputs')) {
    const view = await open();
    const main = view.locator('main');
    await expect(main.getByText('A product of the shop.')).toBeVisible();
    await expect(main.getByText('A case for every day.')).toBeVisible();
    // The pictures are lazy: the SDK draws one only once it nears the viewport, so the page is scrolled through.
    await rendering(view);
    const pictures = main.locator('img[alt="Product picture"]');
    await expect(pictures).toHaveCount(2);
    await expect(pictures.nth(0)).toHaveAttribute('src', /device\.svg/);
    await expect(pictures.nth(1)).toHaveAttribute('src', /accessories\.svg/);
    await expect(main.getByText('Enter some text...')).toHaveCount(0);
  }
});

test("builder video: a Video's child blocks are drawn over the video, live and in the editor's frame", async ({
  page,
}) => {
  for (const open of liveAndInEditor(page, '/builder-video', 'sandbox-builder-video')) {
    const view = await open();
    const video = view.locator('main video');
    const heading = view.locator('main').getByRole('heading', { name: 'Meet the club' });
    await expect(heading).toBeVisible();
    const [videoBox, headingBox] = [await video.boundingBox(), await heading.boundingBox()];
    // Over the video: the heading lies within the video's area.
    expect(headingBox!.y).toBeGreaterThanOrEqual(videoBox!.y);
    expect(headingBox!.y + headingBox!.height).toBeLessThanOrEqual(videoBox!.y + videoBox!.height + 1);
    expect(headingBox!.x).toBeGreaterThanOrEqual(videoBox!.x);
  }
});

test("builder embeds: videos of the allowed providers play in their own sandboxed, lazy players, anything else is left out live and hinted in the editor's frame", async ({
  page,
}) => {
  const response = await page.goto('/builder-embeds');
  // The page's CSP frames exactly the allowed players' origins.
  expect(response!.headers()['content-security-policy']).toMatch(
    /frame-src 'self'[^;]* https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com/,
  );
  const editing = liveAndInEditor(page, '/builder-embeds', 'sandbox-builder-embeds');
  for (const [index, open] of editing.entries()) {
    const view = await open();
    const players = view.locator('main iframe');
    await expect(players).toHaveCount(2);
    await expect(players.nth(0)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    await expect(players.nth(0)).toHaveAttribute('title', 'Big Buck Bunny');
    await expect(players.nth(1)).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    await expect(players.nth(1)).toHaveAttribute('title', 'Vimeo');
    for (const player of await players.all()) {
      await expect(player).toHaveAttribute('loading', 'lazy');
      await expect(player).toHaveAttribute(
        'sandbox',
        'allow-scripts allow-same-origin allow-presentation allow-popups',
      );
      await expect(player).not.toHaveAttribute('onload');
    }
    await expect(view.locator('main').getByText('Poll')).toHaveCount(0);
    expect(await view.evaluate(() => (window as unknown as { embedRan?: boolean }).embedRan)).toBeUndefined();
    // The editor's frame says why the other embed is missing; the live page says nothing of it.
    await expect(
      view.locator('main [role="note"]', { hasText: 'Only videos from YouTube and Vimeo' }),
    ).toHaveCount(index === 0 ? 0 : 1);
  }
});
