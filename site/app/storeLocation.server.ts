import { createContext, RouterContextProvider } from 'react-router';
import type { AnalyticsConsent } from '@storefront/features/platform';
import { approximatePosition, type ApproximatePosition } from '@storefront/features/store-locator';
import type { StorefrontConfig } from '@storefront/features/platform';

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
  return { startNear: (await approximatePosition(config, clientAddress)) ?? null, looked: true };
}
