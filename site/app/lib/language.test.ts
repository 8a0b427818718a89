import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaryProblems } from '@storefront/features/platform';
import { inLanguage, languageChosenByLink, languageCookie, requestLanguage } from './language.server';
import { action as chooseLanguage } from '../routes/preferences.language';
import { pageMeta } from '../seo';
import { loadSiteDictionary } from '../shell/dictionary';

// German loads on demand (an English page never downloads it); these tests read both languages.
const siteDictionaries = { en: await loadSiteDictionary('en'), de: await loadSiteDictionary('de') };

afterEach(() => vi.unstubAllEnvs());

const page = (url: string, cookie?: string) =>
  new Request(`https://shop.example${url}`, cookie ? { headers: { Cookie: cookie } } : {});

/** The Cookie header a browser sends back after the switch set the language. */
const cookieFor = async (language: string) => (await languageCookie.serialize(language)).split(';')[0]!;

describe('the page language', () => {
  it('languages: every word of the shop frame and the features exists in English and German, with the same arguments', () => {
    expect(dictionaryProblems(siteDictionaries.en, siteDictionaries.de, 'de')).toEqual([]);
    expect(siteDictionaries.de['shell.nav.devices']).toBe('Geräte');
  });

  it('languages: the market language serves a shopper who chose none', async () => {
    vi.stubEnv('LANGUAGE', 'de');
    expect(await requestLanguage(page('/'))).toBe('de');
    vi.stubEnv('LANGUAGE', 'en_US:en');
    expect(await requestLanguage(page('/'))).toBe('en');
  });

  it('languages: a language a link chose sticks: ?lang= sets the lang cookie only where the shopper would otherwise read another language', async () => {
    const german = await cookieFor('de');
    const kept = await languageChosenByLink(page('/?lang=de'));
    expect(kept?.split(';')[0]).toBe(german);
    expect(await languageChosenByLink(page('/?lang=en', german))).toMatch(/^lang=[^;]+;/);
    // The language the shopper reads anyway sets nothing, so the page stays cacheable.
    expect(await languageChosenByLink(page('/?lang=de', german))).toBeUndefined();
    expect(await languageChosenByLink(page('/?lang=en'))).toBeUndefined();
    expect(await languageChosenByLink(page('/?lang=xx'))).toBeUndefined();
    expect(await languageChosenByLink(page('/'))).toBeUndefined();
  });

  it('languages: the shopper’s lang cookie outranks the market, and ?lang= in the URL outranks both', async () => {
    const german = await cookieFor('de');
    expect(await requestLanguage(page('/', german))).toBe('de');
    expect(await requestLanguage(page('/?lang=en', german))).toBe('en');
    expect(await requestLanguage(page('/?lang=de'))).toBe('de');
    // A language the shop does not speak is ignored, never echoed into the page.
    expect(await requestLanguage(page('/?lang=xx'))).toBe('en');
  });

  it('languages: money and dates follow the language in the market’s country', () => {
    const market = { language: 'en', locale: 'en-DE', country: 'DE' } as Parameters<typeof inLanguage>[0];
    expect(inLanguage(market, 'de')).toMatchObject({ language: 'de', locale: 'de-DE' });
    expect(inLanguage(market, 'en')).toBe(market);
  });

  it('language switch: the footer’s post remembers the choice and returns to the page without a ?lang= that would outrank it', async () => {
    const form = new URLSearchParams({ language: 'de', returnTo: '/products/AURORA?lang=en&colour=slate' });
    const response = (await chooseLanguage({
      request: new Request('https://shop.example/preferences/language', {
        method: 'POST',
        body: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    } as Parameters<typeof chooseLanguage>[0])) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/products/AURORA?colour=slate');
    expect(await languageCookie.parse(response.headers.get('Set-Cookie'))).toBe('de');
  });

  it('hreflang: a page names its address in each language and an x-default; its canonical is its own language’s', () => {
    const links = (current: 'en' | 'de') =>
      pageMeta(
        'https://shop.example',
        '/products/AURORA',
        { title: 'Aurora' },
        { current, market: 'en' },
      ).filter((tag) => 'tagName' in tag);
    expect(links('de')).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example/products/AURORA?lang=de' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/products/AURORA' },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'de',
        href: 'https://shop.example/products/AURORA?lang=de',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://shop.example/products/AURORA',
      },
    ]);
    expect(links('en')[0]).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example/products/AURORA',
    });
  });
});
