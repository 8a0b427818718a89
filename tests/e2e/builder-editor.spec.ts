import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrameLocator } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { gradientNames } from '../../design-system/src/theme/tokens';

/** What fixtures/editor-harness.html records from the SDK and can send to it. */
interface EditorHarness {
  components: Record<
    string,
    { name: string; friendlyName?: string; image?: string; inputs: Array<{ name: string; enum?: string[] }> }
  >;
  registry: Record<string, Array<{ name?: string }>>;
  updateContent(content: unknown): void;
}

const harnessFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/editor-harness.html');

/** Serves the editor harness from our own origin, as Builder's editor frames the site from its own. */
async function openEditor(page: Page, query = '', landmark = 'heading') {
  await page.route(
    (url) => url.pathname === '/__editor-harness.html',
    (route) => route.fulfill({ path: harnessFile, contentType: 'text/html' }),
  );
  await page.goto(`/__editor-harness.html${query}`);
  const frame = page.frameLocator('#preview');
  await expect(
    landmark === 'heading' ? frame.getByRole('heading', { level: 1 }) : frame.locator('main'),
  ).toBeVisible();
  return frame;
}

/**
 * Sends content as the editor does until the frame draws its heading: the editor sends every change, and the first
 * may arrive while the SDK is still loading the page it edits.
 */
async function sendUntilDrawn(page: Page, frame: FrameLocator, content: unknown, heading: string) {
  await expect(async () => {
    await page.evaluate(
      (content) => (window as unknown as { harness: EditorHarness }).harness.updateContent(content),
      content,
    );
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 1000 });
  }).toPass();
}

/** Builder's standard blocks in the editor's insert menu, in order. */
const builtInMenu = [
  'Text',
  'Image',
  'Columns',
  'Core:Section',
  'Core:Button',
  'Video',
  'Symbol',
  'Builder:Accordion',
  'Builder: Tabs',
];

const blockNames = [
  'Hero',
  'RichText',
  'FlavourCarousel',
  'FlavourCarouselCard',
  'SimpleProductTeaser',
  'RedirectionLinkCard',
  'SubmissionForm',
  'FormField',
  'CartWidget',
  'StoreLocator',
  'Consents',
  'Loyalty',
  'Referral',
];

test('builder editor: every registered block reaches the editor with its inputs and the insert menu', async ({
  page,
}) => {
  await openEditor(page);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys((window as unknown as { harness: EditorHarness }).harness.components)),
    )
    .toEqual(expect.arrayContaining([...blockNames, ...builtInMenu]));
  const card = await page.evaluate(
    () => (window as unknown as { harness: EditorHarness }).harness.components.FlavourCarouselCard,
  );
  expect(card).toMatchObject({
    friendlyName: 'Flavour card',
    image: expect.stringMatching(/^data:image\/svg/),
  });
  const ratings = card!.inputs.find((input: { name: string }) => input.name === 'ratings');
  expect(ratings).toMatchObject({
    type: 'list',
    subFields: [{ name: 'label' }, { name: 'value', type: 'number', min: 0, max: 5 }],
  });
  expect(card!.inputs.find((input) => input.name === 'gradient')?.enum).toEqual([...gradientNames]);
  const registry = await page.evaluate(
    () => (window as unknown as { harness: EditorHarness }).harness.registry,
  );
  expect(registry['editor.settings']).toEqual([{ customInsertMenu: true }]);
  expect(registry.insertMenu?.map((menu) => menu.name)).toEqual([
    'Marketing',
    'Product',
    'Layout',
    'Shop widgets',
    'Builder blocks',
  ]);
  // Builder's own blocks the live shop draws are offered; third-party code and Builder's form are not.
  const builderBlocks = registry.insertMenu?.find((menu) => menu.name === 'Builder blocks') as {
    items?: Array<{ name: string }>;
  };
  expect(builderBlocks.items?.map((item) => item.name)).toEqual(builtInMenu);
});

test("builder editor: content with Builder's standard blocks is drawn in the editor, Embed and Custom Code only as a hint", async ({
  page,
}) => {
  const frame = await openEditor(page);
  const edit = {
    id: 'sandbox-home',
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-text-1',
          component: { name: 'Text', options: { text: '<h1>Standard blocks</h1>' } },
        },
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-button-1',
          component: { name: 'Core:Button', options: { text: 'Read the FAQ', link: '/faq' } },
        },
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-embed-1',
          component: {
            name: 'Embed',
            options: { content: '<script>window.embedRan = 1</script><p>Embedded</p>' },
          },
        },
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-rule-1',
          bindings: { show: "constructor.constructor('x')()" },
          component: { name: 'Text', options: { text: '<p>Guarded</p>' } },
        },
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-gone-1',
          component: { name: 'RemovedBlock', options: {} },
        },
      ],
    },
  };
  await sendUntilDrawn(page, frame, edit, 'Standard blocks');
  // Builder's own Button (in the editor it is not a link, so a click selects it rather than leaving the page).
  await expect(frame.getByText('Read the FAQ')).toBeVisible();
  await expect(frame.getByRole('note').filter({ hasText: 'Embed' })).toContainText(
    'does not run third-party code',
  );
  await expect(frame.getByText('Embedded', { exact: true })).toHaveCount(0);
  // The refused rule hides the block, as on the live page, and the page's hint says why; the unknown block is named.
  await expect(frame.getByText('Guarded')).toHaveCount(0);
  await expect(frame.getByRole('note').filter({ hasText: 'This page' })).toContainText(
    /show: .* so the block is hidden/,
  );
  await expect(frame.getByRole('note').filter({ hasText: 'This page' })).toContainText('RemovedBlock');
  expect(
    await frame.locator('body').evaluate(() => (window as unknown as { embedRan?: number }).embedRan),
  ).toBeUndefined();
});

test('builder editor: the page updates live when the author edits it', async ({ page }) => {
  const frame = await openEditor(page);
  const edit = {
    id: 'sandbox-home',
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-live-1',
          component: { name: 'Hero', options: { title: 'Edited live in the editor' } },
        },
      ],
    },
  };
  await sendUntilDrawn(page, frame, edit, 'Edited live in the editor');
});

test("builder editor: localized values the editor sends are drawn in the page's locale, the default where it has no translation, as live", async ({
  page,
}) => {
  const frame = await openEditor(page, '?lang=de');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    'Finden Sie den Geschmack, der zu Ihrem Tag passt',
  );
  const localized = (values: Record<string, string>) => ({
    '@type': '@builder.io/core:LocalizedValue',
    ...values,
  });
  const edit = {
    id: 'sandbox-home',
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-localized-1',
          component: {
            name: 'Hero',
            options: {
              title: localized({ Default: 'Edited in English', 'de-DE': 'Auf Deutsch bearbeitet' }),
              ctaLabel: localized({ Default: 'Not translated yet' }),
              ctaUrl: '/faq',
            },
          },
        },
      ],
    },
  };
  await sendUntilDrawn(page, frame, edit, 'Auf Deutsch bearbeitet');
  await expect(frame.getByRole('link', { name: 'Not translated yet' })).toBeVisible();
});

test('builder editor: a broken block shows a hint in the editor and leaves the rest of the page intact', async ({
  page,
}) => {
  const frame = await openEditor(page);
  const edit = {
    id: 'sandbox-home',
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-ok-1',
          component: { name: 'Hero', options: { title: 'Still here' } },
        },
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-bad-1',
          component: { name: 'FlavourCarouselCard', options: { title: null, ratings: 'lots' } },
        },
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-bad-2',
          component: { name: 'NoSuchBlock', options: {} },
        },
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-ok-2',
          component: {
            name: 'RichText',
            options: { html: '<p>After the broken ones</p><script>window.hacked = 1</script>' },
          },
        },
      ],
    },
  };
  await sendUntilDrawn(page, frame, edit, 'Still here');
  await expect(frame.getByText('After the broken ones')).toBeVisible();
  const card = frame.getByRole('note').filter({ hasText: 'Flavour card' });
  await expect(card).toContainText('Flavour card needs attention');
  await expect(card).toContainText('title is missing');
  await expect(frame.getByRole('note').filter({ hasText: 'This page' })).toContainText(
    'NoSuchBlock: the shop has no block',
  );
  expect(
    await frame
      .locator('script:not([src]):not([nonce])')
      .evaluateAll((scripts) => scripts.filter((script) => script.textContent?.includes('hacked')).length),
  ).toBe(0);
});

test('builder editor: a page not published yet is an empty canvas the editor fills with the draft, its HTML sanitised', async ({
  page,
}) => {
  // The server sends no draft, whatever the URL names: the canvas is empty until the editor's own message.
  const frame = await openEditor(page, '?path=/flavours/ember&entry=sandbox-flavour-ember', 'main');
  await expect(frame.getByText('Ember — coming soon')).toHaveCount(0);
  const draft = {
    id: 'sandbox-flavour-ember',
    data: {
      blocks: [
        {
          '@type': '@builder.io/sdk:Element',
          id: 'builder-draft-1',
          component: {
            name: 'Text',
            options: {
              text: '<h1>Ember draft</h1><img src="/x.png" onerror="window.hacked = 1"><a href="javascript:window.hacked = 2">Tap</a>',
            },
          },
        },
      ],
    },
  };
  await sendUntilDrawn(page, frame, draft, 'Ember draft');
  // The shop's sanitiser ran before the SDK drew Builder's Text: no handler, no script URL.
  expect(await frame.locator('[onerror]').count()).toBe(0);
  expect(await frame.locator('a[href^="javascript:"]').count()).toBe(0);
  await frame
    .getByText('Tap')
    .click({ force: true })
    .catch(() => undefined);
  expect(
    await frame.locator('body').evaluate(() => (window as unknown as { hacked?: number }).hacked),
  ).toBeUndefined();
});
