import { expectNoAxeViolations } from './support/accounts';
import { everythingReadable, phrasesIn } from './support/german';
import { expect, test } from './support/test';
import { isLocalizedValue } from '../../features/src/backends/content';
import {
  SANDBOX_GERMAN_LOCALE,
  seededPages,
  seededSymbols,
} from '../../features/src/backends/content/sandbox/seed';

/** Builder's test cookie, which pins a visitor to a variation of an A/B-tested page (site/app/builder/abTest.ts). */
const testCookie = (contentId: string) => `builder.tests.${contentId}`;

/** Every localised value of the seeded content (pages, their A/B variations, symbols), at any depth. */
function localizedValues(value: unknown, found: Array<Record<string, unknown>> = []) {
  if (Array.isArray(value)) value.forEach((item) => localizedValues(item, found));
  else if (isLocalizedValue(value)) found.push(value);
  else if (typeof value === 'object' && value !== null)
    Object.values(value).forEach((child) => localizedValues(child, found));
  return found;
}

/** What a shopper reads of a text: the words of each paragraph, heading or list item, markup and entities gone. */
const sentencesOf = (html: string) =>
  html
    .replace(/<\/?(p|h[1-6]|li|ol|ul|div|br)\b[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .split(/\n|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));

/**
 * The seeded content's English, sentence by sentence: every English (Default) text a marketer translated, less what
 * reads the same in German (names such as Amber or ILUMA Club). Derived from the seed, so a text added there is checked
 * without touching this test.
 */
const english = [
  ...new Set(
    localizedValues([...seededPages, ...seededSymbols]).flatMap((value) => {
      const inEnglish = value['Default'];
      const inGerman = value[SANDBOX_GERMAN_LOCALE];
      if (typeof inEnglish !== 'string' || typeof inGerman !== 'string') return [];
      const german = new Set(sentencesOf(inGerman));
      return sentencesOf(inEnglish).filter((sentence) => !german.has(sentence));
    }),
  ),
];

/** Every published page, once for each of its A/B variations. */
const visits = seededPages
  .filter((entry) => entry.published === 'published')
  .flatMap((entry) => [
    { entry, variation: undefined as string | undefined },
    ...Object.keys(entry.variations).map((variation) => ({ entry, variation })),
  ]);

test('builder in German: the English the walk looks for is derived from the seed and covers every page', () => {
  expect(english).toEqual(
    expect.arrayContaining([
      'Find the flavour that fits your day',
      'Our flavours',
      'Intensity',
      'Discover',
      'How fresh should it feel?',
    ]),
  );
  expect(visits.map(({ entry }) => entry.data.url)).toEqual(
    expect.arrayContaining([
      '/',
      '/faq',
      '/iluma-club',
      '/free-trial',
      '/flavour-finder',
      '/articles/device-care',
    ]),
  );
});

for (const { entry, variation } of visits) {
  const url = entry.data.url;
  test(`builder in German: ${url}${variation ? ` (${variation})` : ''} reads German, with no English sentence of the seeded content, and is axe clean`, async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([{ name: testCookie(entry.id), value: variation ?? entry.id, url: baseURL! }]);
    const response = await page.goto(`${url}?lang=de`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    const text = await everythingReadable(page);

    expect(phrasesIn(text, english)).toEqual([]);
    // The page shows its German, not an empty canvas: German words of its own content (not names) are there.
    const data = variation ? entry.variations[variation]!.data : entry.data;
    const german = localizedValues(data.blocks)
      .map((value) => value[SANDBOX_GERMAN_LOCALE])
      .filter((value): value is string => typeof value === 'string')
      .flatMap(sentencesOf)
      .filter((sentence) => !english.includes(sentence));
    expect(german.filter((sentence) => text.includes(sentence)).length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
}
