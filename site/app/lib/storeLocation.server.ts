import { createContext, RouterContextProvider } from 'react-router';
import type { AnalyticsConsent } from '@storefront/features/platform';
import {
  approximatePosition,
  DEFAULT_RADIUS_KM,
  searchStores,
  type ApproximatePosition,
  type StoreSearchResult,
} from '@storefront/features/store-locator';
import type { StorefrontConfig } from '@storefront/features/platform';
import { withinBudget } from './optionalReads.server';
import { serverReads } from './caching/sharedReads.server';

/**
 * The shopper's IP address as Express's `trust proxy` rules (TRUST_PROXY) give it: the address that connected, or the
 * one a trusted proxy reports in X-Forwarded-For. Loaders never read a forwarding header themselves.
 */
export const clientAddressContext = createContext<string | null>(null);

/**
 * The `context` every loader gets (site/server.mjs passes Express's `req.ip`, and a provider made by the request
 * handler's own React Router: under `npm run dev` Vite loads the app with a copy of its own, whose class the handler
 * would not recognise).
 */
export function loadContextFor(
  clientAddress: string | undefined,
  context: RouterContextProvider = new RouterContextProvider(),
): RouterContextProvider {
  context.set(clientAddressContext, clientAddress || null);
  return context;
}

/**
 * Markets whose privacy law (GDPR in the EU and EEA, UK GDPR, Switzerland's FADP) asks for the shopper's consent
 * before their IP address goes to a third-party location service.
 */
export const consentMarkets = new Set([
  ...['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT'],
  ...['LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
  ...['IS', 'LI', 'NO', 'GB', 'CH'],
]);

/**
 * Whether the shop may look the shopper's IP address up: outside the consent markets always, in them only once the
 * shopper has accepted the shop's cookie banner (the one consent the shop asks every visitor for).
 */
export function mayLocateByIp(market: string, consent: AnalyticsConsent): boolean {
  return !consentMarkets.has(market.toUpperCase()) || consent === 'granted';
}

/**
 * Where the store locator opens: around the shopper's approximate position when the market's rule allows the lookup
 * and the service knows the address; `looked` says the answer depends on the shopper (their page is private).
 */
export async function storeLocatorStart(
  config: Pick<StorefrontConfig, 'backends' | 'market'>,
  clientAddress: string | null,
  consent: AnalyticsConsent,
): Promise<{ startNear: ApproximatePosition | null; looked: boolean }> {
  if (!clientAddress || !mayLocateByIp(config.market, consent)) return { startNear: null, looked: false };
  // Within the optional-read budget: a slow location service leaves the market's place (the page says which place).
  const startNear = await withinBudget(approximatePosition(config, clientAddress), undefined);
  return { startNear: startNear ?? null, looked: true };
}

/**
 * Where /stores opens when the shopper's position is unknown (no lookup allowed, or none found): the market's largest
 * city, so the page lists stores before anything is typed. A market without one opens as a search box.
 */
export const marketStartPlaces: Readonly<Record<string, ApproximatePosition>> = {
  DE: { position: { lat: 52.52, lng: 13.405 }, city: 'Berlin' },
  AT: { position: { lat: 48.2082, lng: 16.3738 }, city: 'Wien' },
  CH: { position: { lat: 47.3769, lng: 8.5417 }, city: 'Zürich' },
};

/**
 * How long /stores waits for the store list before it renders without one: a slow store service must not hold the
 * page back for the HTTP core's full 5 s; the browser then asks again itself.
 */
export const STORE_LIST_SERVER_BUDGET_MS = 1500;

export interface StoresPageOpening {
  /** Around the shopper's approximate position (location by IP). */
  startNear: ApproximatePosition | null;
  /** Around the market's place, when the shopper's position is unknown. */
  startAt: ApproximatePosition | null;
  /** The stores around the start, fetched here so they are in the page's HTML; null when the search failed. */
  stores: StoreSearchResult | null;
  /** The page depends on the shopper's address: private. */
  looked: boolean;
}

/**
 * Everything /stores opens with: the start (the shopper's approximate position, else the market's place) and the
 * stores within the locator's default radius of it. A failed or slow store search (over STORE_LIST_SERVER_BUDGET_MS;
 * reported by the HTTP client) leaves the list to the browser, which asks again and says so if it fails too.
 */
export async function storesPageOpening(
  config: Pick<StorefrontConfig, 'backends' | 'market' | 'language'>,
  clientAddress: string | null,
  consent: AnalyticsConsent,
): Promise<StoresPageOpening> {
  const { startNear, looked } = await storeLocatorStart(config, clientAddress, consent);
  const startAt = startNear ? null : (marketStartPlaces[config.market.toUpperCase()] ?? null);
  const start = startNear ?? startAt;
  const stores = start
    ? await searchStores(
        config,
        { near: start.position, radiusKm: DEFAULT_RADIUS_KM },
        { signal: AbortSignal.timeout(STORE_LIST_SERVER_BUDGET_MS), share: serverReads },
      ).catch(() => null)
    : null;
  return { startNear, startAt, stores, looked };
}
