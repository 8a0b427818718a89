import { Suspense, useEffect, useRef } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
// The self-hosted font and base styles belong to every page, so they load with the root, not with a lazy chunk.
import { webFontLoader, webFontWithoutScript } from '@storefront/design-system/base-styles';
import { PageTheme, themeClass } from '@storefront/design-system';
import {
  ConfigProvider,
  configureCaptchaFrom,
  defaultConfig,
  isLanguage,
  PageQueryProvider,
  StorefrontSWRConfig,
  TranslationProvider,
  useStoredUser,
  useTranslation,
  lazyWithWords,
} from '@storefront/features/platform';
import { cartCountOf } from '@storefront/features/cart';
import { errorReports, publicOrigin, shopEventsPath, webVitalsPath } from './lib/config.server';
import { pageCookieIn, pageCookieNames } from './lib/pageCookies';
import {
  browserConfigFor,
  languageChosenByLink,
  marketLanguage,
  requestLanguage,
} from './lib/language.server';
import { useNonce } from './lib/nonce';
import { isSignInPage } from './lib/returnPath';
import { readPreferences } from './lib/preferences.server';
import { StructuredData } from './seo';
import {
  ConsentBanner,
  pageTitle,
  shellStyles,
  SiteFooter,
  SiteHeader,
  loadSiteDictionary,
  measureWebVitals,
  reportBrowserErrors,
  reportShopEvents,
  SkipLink,
  useSiteDictionary,
  type BrowserErrorReports,
} from './shell';
import type { Route } from './+types/root';

// Only a signed-in shopper has a preferred language to sync, so guests never download the account code it needs.
const PreferredLanguageSync = lazyWithWords(() =>
  import('@storefront/features/account/widgets').then((account) => ({
    default: account.PreferredLanguageSync,
  })),
);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Error pages get a title too: the root's boundary renders them, so the root names them. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: pageTitle(matches, notFound ? 'shell.page.notFound' : 'shell.page.error') }];
};

export async function loader({ request }: Route.LoaderArgs) {
  const language = await requestLanguage(request);
  // The page renders in this language: its words are at hand before rendering starts.
  await loadSiteDictionary(language);
  const keepLanguage = await languageChosenByLink(request);
  const page = {
    // In the page's language (URL, then the shopper's cookie, then the market): words, money, dates, <html lang>.
    config: await browserConfigFor(request),
    // hreflang alternates name each language's address (seo/meta.ts); the market's is the plain one.
    languages: { current: language, market: marketLanguage() },
    // Canonical links, Open Graph URLs and structured data name the configured origin, never the request's Host.
    origin: publicOrigin(),
    ...(await readPreferences(request)),
    // The header's cart count as the browser last saw the cart (features/src/cart/count.ts).
    cartCount: cartCountOf(pageCookieIn(request, pageCookieNames.cartCount)),
    // Where the browser sends its Web Vitals and the orders it placed or failed to, while the server counts them
    // (METRICS_PORT).
    webVitals: webVitalsPath(),
    shopEvents: shopEventsPath(),
    // Where the browser reports its errors, and how many (SENTRY_DSN, SENTRY_BROWSER_SAMPLE_RATE).
    errorReports: browserErrorReports(),
  };
  // React Router sends a parent loader's Set-Cookie with every page without a headers export.
  return data(page, keepLanguage ? { headers: { 'Set-Cookie': keepLanguage } } : undefined);
}

/** What the browser needs of the error reports' settings: the DSN (public by Sentry's design), rate and release. */
function browserErrorReports() {
  const reports = errorReports();
  if (!reports) return undefined;
  const { dsn, release, environment, browserSampleRate } = reports;
  return { dsn, environment, sampleRate: browserSampleRate, ...(release ? { release } : {}) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const config = data?.config ?? defaultConfig;
  const theme = data?.theme ?? 'light';
  const language = isLanguage(config.language) ? config.language : 'en';
  const nonce = useNonce();
  const { pathname, search } = useLocation();
  const signedIn = useStoredUser() !== null;
  const dictionary = useSiteDictionary(language);
  // Captcha-guarded calls get their token as the configuration says (provider script, sandbox token, or none).
  configureCaptchaFrom(config.captcha);
  // Marks the moment the page answers to clicks: end-to-end tests wait for it instead of racing hydration.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
  }, []);
  const webVitals = data?.webVitals;
  useEffect(() => (webVitals ? measureWebVitals(webVitals) : undefined), [webVitals]);
  const shopEvents = data?.shopEvents;
  useEffect(() => (shopEvents ? reportShopEvents(shopEvents) : undefined), [shopEvents]);
  // Browser errors name the route shown when they happened.
  const route = useRef<string | undefined>(undefined);
  const shownRoute = useMatches().at(-1)?.id;
  useEffect(() => {
    route.current = shownRoute;
  }, [shownRoute]);
  // Started once per settings, not again each time the root loader's data is revalidated.
  const errorReportsTo = data?.errorReports ? JSON.stringify(data.errorReports) : undefined;
  useEffect(
    () =>
      errorReportsTo
        ? reportBrowserErrors(JSON.parse(errorReportsTo) as BrowserErrorReports, () => route.current)
        : undefined,
    [errorReportsTo],
  );
  return (
    <html lang={config.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <StructuredData origin={data?.origin} />
        <Links />
        {/* The web font follows the first paint; see webFontLoader. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: webFontLoader }} />
        <noscript>
          <style>{webFontWithoutScript}</style>
        </noscript>
      </head>
      <body className={themeClass(theme)}>
        <PageTheme theme={theme}>
          <ConfigProvider config={config}>
            <TranslationProvider dictionary={dictionary} locale={config.locale}>
              <StorefrontSWRConfig>
                <PageQueryProvider search={search}>
                  <SkipLink />
                  {signedIn ? (
                    <Suspense fallback={null}>
                      {/* The account's language is applied on the page signing in leads to, not while the sign-in page forwards. */}
                      <PreferredLanguageSync waitWhile={isSignInPage(pathname)} />
                    </Suspense>
                  ) : null}
                  <SiteHeader cartCount={data?.cartCount ?? 0} />
                  <main id="main" tabIndex={-1} className={shellStyles.main}>
                    {children}
                  </main>
                  <SiteFooter theme={theme} language={language} />
                  <ConsentBanner consent={data?.analyticsConsent ?? 'unknown'} />
                </PageQueryProvider>
              </StorefrontSWRConfig>
            </TranslationProvider>
          </ConfigProvider>
        </PageTheme>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t(notFound ? 'shell.page.notFound' : 'shell.page.error')}</h1>
      <p>{t(notFound ? 'shell.page.notFound.text' : 'shell.page.error.text')}</p>
      <a href="/">{t('shell.page.home')}</a>
    </div>
  );
}
