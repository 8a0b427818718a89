import { describe, expect, it } from 'vitest';
import { parseAst, type Plugin } from 'vite';
import { parsedWords } from './parsedWords';

const [noParser, parsedMessages] = parsedWords() as [Plugin, Plugin];

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const transform = (code: string, id: string) =>
  (parsedMessages.transform as Hook).call({ parse: parseAst }, code, id) as { code: string } | null;

const featuresFile = (path: string) => new URL(`../features/src/${path}`, import.meta.url).pathname;

describe('the browser gets its words parsed (first-load JavaScript budget)', () => {
  it('a messages module hands the formatter the parsed form of its ICU messages as it loads', () => {
    const source =
      "export const cartMessages = { 'cart.items': '{count, plural, one {# item} other {# items}}', 'cart.empty': 'Empty' };";
    const result = transform(source, featuresFile('cart/messages.ts'));
    expect(result?.code.startsWith(source)).toBe(true);
    expect(result?.code).toContain('addParsedMessages({"{count, plural, one {# item} other {# items}}":[');
    expect(result?.code).not.toContain('"Empty"');
    expect(result?.code).toContain(JSON.stringify(featuresFile('platform/i18n/translate.ts')));
  });

  it('German words and the shell’s are parsed too; other modules and plain words are left as they are', () => {
    const german = "export const m = { 'cart.items': '{count, plural, one {# Artikel} other {# Artikel}}' };";
    expect(transform(german, featuresFile('cart/messages.de.ts'))?.code).toContain('addParsedMessages(');
    const shell = "export const shellMessages = { 'shell.cart': 'Cart, {count, number}' };";
    expect(transform(shell, '/repo/site/app/shell/messages.ts')?.code).toContain('addParsedMessages(');
    expect(transform("export const m = { 'a.b': 'Plain' };", featuresFile('cart/messages.ts'))).toBeNull();
    expect(transform("t('{count, plural, other {#}}');", featuresFile('cart/widgets/X.tsx'))).toBeNull();
  });

  it('the browser build takes the formatter without its parser; only the browser build is changed', async () => {
    const resolved: string[] = [];
    const context = { resolve: async (source: string) => (resolved.push(source), { id: source }) };
    const resolveId = noParser.resolveId as Hook;
    await resolveId.call(context, '@formatjs/icu-messageformat-parser', '/x/intl-messageformat/index.js');
    expect(resolved).toEqual(['@formatjs/icu-messageformat-parser/no-parser.js']);
    expect(
      await resolveId.call(context, '@formatjs/icu-messageformat-parser/no-parser.js', '/x.js'),
    ).toBeNull();
    for (const plugin of [noParser, parsedMessages]) {
      const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
      expect(applies({ name: 'client' })).toBe(true);
      expect(applies({ name: 'ssr' })).toBe(false);
    }
  });
});
