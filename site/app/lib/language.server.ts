import { createCookie } from 'react-router';
import {
  isLanguage,
  translate,
  type Language,
  type StorefrontConfig,
  type TranslationVars,
} from '@storefront/features/platform';
import { browserConfig, servedOverHttps, shopConfig } from './config.server';
import { pageCookieNames } from './pageCookies';
import { loadSiteDictionary } from '../shell/dictionary';
import { withPlatformConfiguration } from './platformConfiguration.server';
import { inStoreView } from './storeView.server';
import { storeTimeZone } from './storeTimeZone.server';

/** The query parameter that names a page's language in its URL: what hreflang alternates link to. */
export const LANGUAGE_PARAM = 'lang';

/** The shopper's chosen language, set by the footer's switch; the page cache keys its copies on it (pageCookies.ts). */
export const languageCookie = createCookie(pageCookieNames.language, {
  maxAge: 60 * 60 * 24 * 365,
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: servedOverHttps(),
});

/**
 * The Set-Cookie that keeps a language a link chose (`?lang=`, as hreflang alternates and shared links carry): the
 * shop's own links carry no `?lang=`, so without it the first click went back to English. None when the link names
 * the language the shopper has anyway, so those pages stay cacheable (the page cache never stores one setting a cookie).
 */
export async function languageChosenByLink(request: Request): Promise<string | undefined> {
  const fromUrl = new URL(request.url).searchParams.get(LANGUAGE_PARAM);
  if (!isLanguage(fromUrl)) return undefined;
  const fromCookie: unknown = await languageCookie.parse(request.headers.get('Cookie'));
  const otherwise = isLanguage(fromCookie) ? fromCookie : marketLanguage();
  return fromUrl === otherwise ? undefined : languageCookie.serialize(fromUrl);
}

/** The market's language: LANGUAGE when it names one the shop speaks, else the language of LOCALE. */
export function marketLanguage(): Language {
  const configured = process.env['LANGUAGE'];
  if (isLanguage(configured)) return configured;
  const fromLocale = shopConfig().language;
  return isLanguage(fromLocale) ? fromLocale : 'en';
}

/**
 * The language of this request's page: the URL's `?lang=` (a link, or a search engine following hreflang), else the
 * shopper's choice in the `lang` cookie, else the market's. Both the URL and the cookie are part of the page cache's
 * key, so a copy rendered in German is only ever served to a request that asks for German.
 */
export async function requestLanguage(request: Request): Promise<Language> {
  const fromUrl = new URL(request.url).searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(fromUrl)) return fromUrl;
  const fromCookie: unknown = await languageCookie.parse(request.headers.get('Cookie'));
  return isLanguage(fromCookie) ? fromCookie : marketLanguage();
}

/** The shop's words in a language, as a widget's `t` gives them. */
export type Words = (key: string, vars?: TranslationVars) => string;

/**
 * The shop's words in this request's language, for what a route answers without React (a refusal, a wait, a form's
 * outcome before hydration): a German page is answered in German.
 */
export async function requestWords(request: Request): Promise<Words> {
  const language = await requestLanguage(request);
  const dictionary = await loadSiteDictionary(language);
  return (key, vars) => translate(dictionary, key, vars, undefined, language);
}

/** The configuration in a language: the market's locale when it is in that language, else the language in the market. */
export function inLanguage(config: StorefrontConfig, language: Language): StorefrontConfig {
  if (config.language === language) return config;
  return { ...config, language, locale: `${language}-${config.country}` };
}

/**
 * The configuration the catalogue is read in for this request: its language and store view pick the Magento store
 * view (`storeCodeOf`), without waiting for the platform's switches, which catalogue reads do not need.
 */
export async function catalogueConfigFor(request: Request): Promise<StorefrontConfig> {
  return inStoreView(inLanguage(shopConfig(), await requestLanguage(request)), request);
}

/**
 * The server's configuration for this request: the platform's switches merged, in the request's language (Builder
 * content is asked for in it) and store view (a free trial's, see storeView.server.ts).
 */
export async function shopConfigFor(request: Request): Promise<StorefrontConfig> {
  const config = await withPlatformConfiguration(shopConfig(), shopConfig().backends.platform);
  return inStoreView(inLanguage(config, await requestLanguage(request)), request);
}

/**
 * The browser's configuration for this request: platform switches merged, in its language, store view and the store's
 * time zone. The server renders the page with it too, so both show a date alike.
 */
export async function browserConfigFor(request: Request): Promise<StorefrontConfig> {
  // Both optional reads at once, so a slow backend costs a page one read budget, not two.
  const [switched, timeZone] = await Promise.all([
    withPlatformConfiguration(browserConfig(), shopConfig().backends.platform),
    catalogueConfigFor(request).then(storeTimeZone),
  ]);
  const config = await inStoreView(inLanguage(switched, await requestLanguage(request)), request);
  return timeZone ? { ...config, timeZone } : config;
}
