import type { MetaDescriptor } from 'react-router';
import { translate, type TranslationVars } from '@storefront/features/platform';
import { categoryNames } from '../lib/categories';
import { languagesOf } from '../seo/meta';
import { siteDictionary } from './dictionary';
import type { AccountSectionMessageKey } from '../account/messages';
import type { ShellMessageKey } from './messages';

type Matches = ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
/** The shop frame's words, and the account section's, which an account page's layout brings. */
type Words = (key: ShellMessageKey | AccountSectionMessageKey, vars?: TranslationVars) => string;

/**
 * The page's words where no React context reaches (meta functions): in the language the root loader chose, English
 * on an error page the root could not load for.
 */
export function pageWords(matches: Matches): Words {
  const language = languagesOf(matches)?.current ?? 'en';
  return (key, vars) => translate(siteDictionary(language), key, vars, undefined, language);
}

/**
 * A page's document title in the page's language: "Ihr Warenkorb · Storefront". An account page may be named by the
 * account section's words, which its layout's navigation brings.
 */
export function pageTitle(
  matches: Matches,
  key: ShellMessageKey | AccountSectionMessageKey,
  vars?: TranslationVars,
): string {
  const words = pageWords(matches);
  return words('shell.title', { page: words(key, vars) });
}

/**
 * The head of a page that is the shopper's own (the account, the cart, the checkout, an order): its title, and
 * `noindex`, so no search engine lists it.
 */
export function privatePageMeta(
  matches: Matches,
  key: ShellMessageKey | AccountSectionMessageKey,
  vars?: TranslationVars,
): MetaDescriptor[] {
  return [{ title: pageTitle(matches, key, vars) }, { name: 'robots', content: 'noindex' }];
}

/** A category's name in the page's language; undefined for a category the shop has no page for. */
export function categoryName(
  t: (key: ShellMessageKey) => string,
  urlKey: string | undefined,
): string | undefined {
  return urlKey && Object.hasOwn(categoryNames, urlKey)
    ? t(`shell.category.${urlKey}` as ShellMessageKey)
    : undefined;
}

/** Every category's name in the page's language, keyed by url_key (breadcrumbs name the product's category). */
export function categoryNamesIn(t: (key: ShellMessageKey) => string): Record<string, string> {
  return Object.fromEntries(
    Object.keys(categoryNames).map((urlKey) => [urlKey, t(`shell.category.${urlKey}` as ShellMessageKey)]),
  );
}
