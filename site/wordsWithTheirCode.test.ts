import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { wordsWithTheirCode } from './wordsWithTheirCode';

const [dictionaryPlugin, codePlugin] = wordsWithTheirCode() as [Plugin, Plugin];

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'transform' | 'load' | 'resolveId', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({}, ...args) as { code: string; moduleSideEffects?: boolean } | null;

const featuresFile = (path: string) => new URL(`../features/src/${path}`, import.meta.url).pathname;

describe('words travel with the code that names them (first-load JavaScript budget)', () => {
  it('a module naming a cart key imports the cart words; a module naming no key is left as it is', () => {
    const named = call(codePlugin, 'transform', "t('cart.empty');", '/repo/features/src/cart/widgets/X.tsx');
    expect(named?.code).toContain(`import ${JSON.stringify('\0storefront-words:cart')};`);
    expect(call(codePlugin, 'transform', "t('shell.title');", '/repo/site/app/shell/X.tsx')).toBeNull();
  });

  it('a key built from a template brings its domain’s words, and each domain comes once', () => {
    const code = "t(`consents.category.${name}`); t('consents.required'); t('referral.friendCode.label');";
    const result = call(codePlugin, 'transform', code, '/repo/features/src/account/widgets/X.tsx');
    expect(result?.code.match(/storefront-words:consents/g)).toHaveLength(1);
    expect(result?.code).toContain('storefront-words:referral');
  });

  it('message files are not touched: German words never pull in English ones', () => {
    const german = "export const cartMessagesDe = { 'cart.empty': 'Leer' };";
    expect(call(codePlugin, 'transform', german, featuresFile('cart/messages.de.ts'))).toBeNull();
  });

  it('a domain’s words module adds its English and, on a German page, asks for its German without waiting (no top-level await); the bundler keeps it', () => {
    const id = call(codePlugin, 'resolveId', '\0storefront-words:cart') as unknown as string;
    const module = call(codePlugin, 'load', id);
    expect(module?.code).toContain(JSON.stringify(featuresFile('cart/messages.ts')));
    expect(module?.code).toContain(
      `\naddDomainWords(words, () => import(${JSON.stringify(featuresFile('cart/messages.de.ts'))}))`,
    );
    expect(module?.moduleSideEffects).toBe(true);
  });

  it('the browser’s dictionary starts with the platform’s own words; only the browser build is changed', () => {
    const source =
      "glob(['../../*/messages.ts', '../*/messages.ts'], { eager: true }); glob(['../../*/messages.de.ts', '../*/messages.de.ts']);";
    const browser = call(dictionaryPlugin, 'transform', source, featuresFile('platform/i18n/dictionary.ts'));
    expect(browser?.code).toBe(
      "glob(['../messages.ts', '../messages.ts'], { eager: true }); glob(['../messages.de.ts', '../messages.de.ts']);",
    );
    for (const plugin of [dictionaryPlugin, codePlugin]) {
      const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
      expect(applies({ name: 'client' })).toBe(true);
      expect(applies({ name: 'ssr' })).toBe(false);
    }
  });
});
