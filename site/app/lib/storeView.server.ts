import { createCookie } from 'react-router';
import type { StoreView, StorefrontConfig } from '@storefront/features/platform';
import { servedOverHttps } from './config.server';
import { pageCookieNames } from './pageCookies';

/**
 * The shopper's store view, set by /trial when they start a free trial: the configuration handed to their pages then
 * names the trial view, so every commerce call carries `Store: trial`. It is a choice, not a permission: the
 * commerce backend decides what the trial view sells and to whom.
 */
export const storeViewCookie = createCookie(pageCookieNames.storeView, {
  // A trial shop visit lasts as long as a trial cart (the sandbox's trial view keeps carts 14 days).
  maxAge: 60 * 60 * 24 * 14,
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: servedOverHttps(),
});

/** The request's store view: the cookie's when it names the trial view, else STORE_VIEW's. */
export async function requestStoreView(request: Request, configured: StoreView): Promise<StoreView> {
  const fromCookie: unknown = await storeViewCookie.parse(request.headers.get('Cookie'));
  return fromCookie === 'trial' ? 'trial' : configured;
}

/** The configuration in this request's store view. */
export async function inStoreView(config: StorefrontConfig, request: Request): Promise<StorefrontConfig> {
  const storeView = await requestStoreView(request, config.storeView);
  return storeView === config.storeView ? config : { ...config, storeView };
}
