import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parseAhead } from '../features/src/platform/i18n/parseAhead';

const translateFile = fileURLToPath(new URL('../features/src/platform/i18n/translate.ts', import.meta.url));
const messagesFile = /\/(?:features\/src|site\/app)\/.+\/messages(\.de)?\.ts$/;
const parser = '@formatjs/icu-messageformat-parser';

/** Every string literal in a module's syntax tree. */
function stringsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) stringsIn(child, found);
  else if (node && typeof node === 'object') {
    const { type, value } = node as { type?: unknown; value?: unknown };
    if (type === 'Literal' && typeof value === 'string') found.push(value);
    else for (const child of Object.values(node)) stringsIn(child, found);
  }
  return found;
}

/**
 * The browser gets its words parsed: each messages module (messages.ts, messages.de.ts) hands the formatter the parsed
 * form of its ICU messages as it loads, and the ICU parser stays out of the browser build (it was about 8 KB of every
 * page's first load). The server and the tests keep the parser and parse on first use.
 */
export function parsedWords(): Plugin[] {
  return [
    {
      name: 'storefront:parsed-words:no-parser',
      // Before Vite's own resolver finds the parser.
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'client',
      resolveId(source, importer) {
        if (source !== parser) return null;
        return this.resolve(`${parser}/no-parser.js`, importer, { skipSelf: true });
      },
    },
    {
      name: 'storefront:parsed-words',
      applyToEnvironment: (environment) => environment.name === 'client',
      // After TypeScript is stripped: the module is plain JavaScript.
      transform(code, id) {
        const match = messagesFile.exec(id.split('?')[0]!);
        if (!match) return null;
        const parsed = parseAhead(stringsIn(this.parse(code)), match[1] ? 'de' : 'en');
        if (Object.keys(parsed).length === 0) return null;
        return {
          code: `${code}\nimport { addParsedMessages } from ${JSON.stringify(translateFile)};\naddParsedMessages(${JSON.stringify(parsed)});\n`,
          map: null,
        };
      },
    },
  ];
}
