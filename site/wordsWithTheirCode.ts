import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const defaultFeaturesSource = fileURLToPath(new URL('../features/src/', import.meta.url));
const wordsModule = '\0storefront-words:';

/** Each key prefix (`cart` of `cart.empty`) and the domains whose messages.ts hold keys under it. */
function domainsByKeyPrefix(featuresSource: string): Map<string, Set<string>> {
  const prefixes = new Map<string, Set<string>>();
  // A room of the platform with words of its own (platform/fields) is one more domain.
  const rooms = readdirSync(join(featuresSource, 'platform')).map((room) => `platform/${room}`);
  for (const domain of [...readdirSync(featuresSource), ...rooms]) {
    const file = join(featuresSource, domain, 'messages.ts');
    if (domain === 'platform' || !existsSync(file)) continue;
    for (const [, prefix] of readFileSync(file, 'utf8').matchAll(/^\s+'([A-Za-z]+)\./gm))
      prefixes.set(prefix!, (prefixes.get(prefix!) ?? new Set()).add(domain));
  }
  return prefixes;
}

/**
 * In the browser a domain's words travel with the code that names them: the platform's dictionaries start with its
 * own words (its globs of every domain's messages.ts and messages.de.ts are narrowed to the platform's), and every
 * module with a key in it ('cart.empty', `consents.category.${name}`) imports the words of that key's domain, which
 * join the dictionaries as the module loads, before anything of it renders: English at once, German as a chunk of its
 * own when the page is German. A page downloads the words of what it shows (the whole English dictionary was 13.6 KB
 * on every page, the whole German one about 24 KB on every German page); the server and the tests keep every word.
 */
export function wordsWithTheirCode(featuresSource = defaultFeaturesSource): Plugin[] {
  const dictionaryFile = join(featuresSource, 'platform/i18n/dictionary.ts');
  const prefixes = domainsByKeyPrefix(featuresSource);
  const named = new RegExp(`['"\`](${[...prefixes.keys()].join('|')})\\.[A-Za-z]`, 'g');
  return [
    {
      name: 'storefront:words-with-their-code:dictionary',
      // Before Vite expands the glob.
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'client',
      transform(code, id) {
        if (id.split('?')[0] !== dictionaryFile) return null;
        return {
          code: code
            .replace("'../../*/messages.ts'", "'../messages.ts'")
            .replace("'../*/messages.ts'", "'../messages.ts'")
            .replace("'../../*/messages.de.ts'", "'../messages.de.ts'")
            .replace("'../*/messages.de.ts'", "'../messages.de.ts'"),
          map: null,
        };
      },
    },
    {
      name: 'storefront:words-with-their-code',
      applyToEnvironment: (environment) => environment.name === 'client',
      resolveId: (id) => (id.startsWith(wordsModule) ? id : null),
      load(id) {
        if (!id.startsWith(wordsModule)) return null;
        const domain = join(featuresSource, id.slice(wordsModule.length));
        // The German file is imported only when the page is German. The module does not wait for it (a top-level
        // await reshapes the build's chunks); what renders the domain does (useSiteDictionary, lazyWithWords).
        return {
          code: `import * as words from ${JSON.stringify(join(domain, 'messages.ts'))};
import { addDomainWords } from ${JSON.stringify(dictionaryFile)};
addDomainWords(words, () => import(${JSON.stringify(join(domain, 'messages.de.ts'))}));`,
          moduleSideEffects: true,
        };
      },
      // After TypeScript is stripped, so a key named only in a type brings no words.
      transform(code, id) {
        const file = id.split('?')[0]!;
        if (
          !/\.tsx?$/.test(file) ||
          file.includes('/node_modules/') ||
          /\/(messages(\.de)?|dictionary(\.de)?)\.ts$/.test(file)
        )
          return null;
        const domains = new Set(
          [...code.matchAll(named)].flatMap(([, prefix]) => [...prefixes.get(prefix!)!]),
        );
        if (domains.size === 0) return null;
        const imports = [...domains].map((domain) => `import ${JSON.stringify(wordsModule + domain)};`);
        return { code: `${code}\n${imports.join('\n')}\n`, map: null };
      },
    },
  ];
}
