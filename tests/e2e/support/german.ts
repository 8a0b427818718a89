import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { expect, waitForHydrationOf, type Page } from './test';

/** A phrase as a whole: not a part of a longer word ("Start" is not in "Starten"). */
export const asPhrase = (phrase: string) =>
  new RegExp(`(?<!\\p{L})${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');

/** The phrases found in a text, each as a whole. */
export const phrasesIn = (text: string, phrases: readonly string[]) =>
  phrases.filter((phrase) => asPhrase(phrase).test(text));

/**
 * Everything of the page a shopper reads or hears: its title, the text of `root` (an accordion's closed answers too,
 * which innerText leaves out), pictures' and labels' words. A line ends wherever a paragraph, heading, button or other
 * block ends, so one text's last word and the next one's first never run together; words inside a link or emphasis
 * stay in their sentence.
 */
export const readableText = (page: Page, root: 'main' | 'body' = 'main') =>
  page.evaluate((rootSelector) => {
    const inline = new Set([
      'A',
      'ABBR',
      'B',
      'CODE',
      'EM',
      'I',
      'MARK',
      'Q',
      'SMALL',
      'SPAN',
      'STRONG',
      'SUB',
      'SUP',
    ]);
    const read = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
      if (!(node instanceof Element) || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return '';
      const inner = [...node.childNodes].map(read).join('');
      return inline.has(node.tagName) ? inner : `\n${inner}\n`;
    };
    const container = document.querySelector(rootSelector);
    const labels = [
      ...(container?.querySelectorAll('[alt], [aria-label], [title], [placeholder]') ?? []),
    ].flatMap((element) =>
      ['alt', 'aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, container ? read(container) : '', ...labels].join('\n').replace(/[^\S\n]+/g, ' ');
  }, root);

/**
 * The page's readable text with every accordion item and tab opened in turn: closed answers and inactive panels are not
 * in the page until they open. A button that opens a dialog (a confirmation) is left closed: it would cover the page.
 */
export async function everythingReadable(page: Page, root: 'main' | 'body' = 'main'): Promise<string> {
  const texts = [await readableText(page, root)];
  const toggles = page.locator('main').locator('button[aria-expanded]:not([aria-haspopup]), [role="tab"]');
  for (let index = 0; index < (await toggles.count()); index += 1) {
    const toggle = toggles.nth(index);
    const state = (await toggle.getAttribute('role')) === 'tab' ? 'aria-selected' : 'aria-expanded';
    if ((await toggle.getAttribute(state)) === 'true') continue;
    // Accordions and tabs hydrate when scrolled to: a press on their server markup would only be queued.
    await toggle.scrollIntoViewIfNeeded();
    await waitForHydrationOf(toggle);
    await toggle.click();
    await expect(toggle).toHaveAttribute(state, 'true');
    texts.push(await readableText(page, root));
  }
  return texts.join('\n');
}

/** A message's literal words, piece by piece: an argument ends a piece, a plural's or select's branches are pieces. */
function piecesOf(elements: MessageFormatElement[], pieces: string[] = [], current = { text: '' }): string[] {
  const flush = () => {
    if (/\p{L}/u.test(current.text)) pieces.push(current.text.trim());
    current.text = '';
  };
  for (const element of elements) {
    if (element.type === TYPE.literal) current.text += element.value;
    else {
      flush();
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) {
          piecesOf(option.value, pieces, current);
          flush();
        }
    }
  }
  flush();
  return pieces;
}

/** A piece between arguments without the punctuation that joined it to them (": quantity reduced to" of "{name}: …"). */
const withoutEdgePunctuation = (piece: string) => piece.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

const piecesOfMessage = (message: string) => piecesOf(parse(message, { ignoreTag: true }));

/** Every flat dictionary (string values only) the message modules matching a pattern export, merged. */
async function wordsOf(pattern: string): Promise<Record<string, string>> {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const words: Record<string, string> = {};
  for (const file of globSync(pattern, { cwd: root }).sort()) {
    const module = (await import(`${root}${file}`)) as Record<string, unknown>;
    for (const exported of Object.values(module))
      if (
        typeof exported === 'object' &&
        exported !== null &&
        Object.values(exported).every((text) => typeof text === 'string')
      )
        Object.assign(words, exported);
  }
  return words;
}

let shopEnglish: Promise<string[]> | undefined;

/**
 * The shop's own English a German page must not show, derived from its dictionaries (every domain's messages.ts and
 * the shell's), so a word added there is looked for without touching a test. Only what German says differently
 * counts: a message whose German is the same ("Club", a brand) is left out, and so is any piece German itself uses in
 * some message ("Details", "Online"), which would be no sign of a leak. A message with arguments counts by its pieces
 * of two words or more between the arguments ("quantity reduced to"); a lone word between two arguments ("for") says
 * nothing of the language.
 */
export function englishOfTheShop(): Promise<string[]> {
  shopEnglish ??= (async () => {
    const english = await wordsOf('{features/src/*/messages.ts,site/app/shell/messages.ts}');
    const german = await wordsOf('{features/src/*/messages.de.ts,site/app/shell/messages.de.ts}');
    const germanText = Object.values(german).flatMap(piecesOfMessage).join('\n');
    const found = new Set<string>();
    for (const [key, message] of Object.entries(english)) {
      const inGerman = german[key];
      if (inGerman === undefined || inGerman === message) continue;
      const pieces = piecesOfMessage(message);
      const whole = pieces.length === 1 && pieces[0] === message.trim();
      for (const piece of whole ? pieces : pieces.map(withoutEdgePunctuation))
        if ((whole || piece.split(/\s+/).length >= 2) && !asPhrase(piece).test(germanText)) found.add(piece);
    }
    return [...found];
  })();
  return shopEnglish;
}
