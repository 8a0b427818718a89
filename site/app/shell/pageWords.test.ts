import { describe, expect, it } from 'vitest';
import { categoryNames } from '../lib/categories';
import { loadSiteDictionary } from './dictionary';
import { categoryName, pageTitle } from './pageWords';

// German loads on demand (an English page never downloads it); these tests read both languages.
const siteDictionaries = { en: await loadSiteDictionary('en'), de: await loadSiteDictionary('de') };

const rootWith = (current: 'en' | 'de') => [
  { id: 'root', loaderData: { languages: { current, market: 'en' } } },
];

describe('page words', () => {
  it('i18n: a page title is in the page’s language, English when the root could not load', () => {
    expect(pageTitle(rootWith('de'), 'shell.page.cart')).toBe('Ihr Warenkorb · Storefront');
    expect(pageTitle(rootWith('en'), 'shell.page.order', { number: '42' })).toBe('Order 42 · Storefront');
    expect(pageTitle([], 'shell.page.notFound')).toBe('Page not found · Storefront');
  });

  it('i18n: every category the shop serves has its name in English and German; others have none', () => {
    for (const urlKey of Object.keys(categoryNames)) {
      expect(siteDictionaries.en[`shell.category.${urlKey}`]).toBe(categoryNames[urlKey]);
      expect(siteDictionaries.de[`shell.category.${urlKey}`]).toBeTruthy();
    }
    const german = (key: string) => siteDictionaries.de[key] ?? key;
    expect(categoryName(german, 'devices')).toBe('Geräte');
    expect(categoryName(german, 'unknown')).toBeUndefined();
  });
});
