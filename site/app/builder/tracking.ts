import { reportError, type StorefrontConfig } from '@storefront/features/platform';

/**
 * Whether Builder may record impressions and clicks for this visitor: never when the browser sends Do Not Track or
 * Global Privacy Control.
 */
export function builderTrackingAllowed(): boolean {
  if (typeof navigator === 'undefined') return false;
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  return navigator.doNotTrack !== '1' && privacy.globalPrivacyControl !== true;
}

const randomId = () => crypto.randomUUID().replace(/-/g, '');

function storedId(storage: Storage, key: string): string {
  try {
    const existing = storage.getItem(key);
    if (existing) return existing;
    const id = randomId();
    storage.setItem(key, id);
    return id;
  } catch {
    // Storage refused (private mode): the id lives for this page only.
    return randomId();
  }
}

/**
 * Sends one impression or click to the configured Builder host's /api/v1/track, in the events shape of spec section 7
 * (type, data with contentId, variationId, ownerId, sessionId, visitorId, userAttributes, metadata).
 */
export function trackBuilderEvent(
  config: StorefrontConfig,
  type: 'impression' | 'click',
  visit: { contentId: string; variationId?: string },
  metadata: Record<string, unknown> = {},
): void {
  if (!builderTrackingAllowed()) return;
  const event = {
    type,
    data: {
      ...visit,
      ownerId: config.builder.apiKey,
      sessionId: storedId(sessionStorage, 'builderSessionId'),
      visitorId: storedId(localStorage, 'builderVisitorId'),
      userAttributes: { urlPath: location.pathname, locale: config.locale },
      metadata: { url: location.href, referrer: document.referrer, ...metadata },
    },
  };
  void fetch(`${config.backends.builder}/api/v1/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events: [event] }),
    keepalive: true,
  }).catch((error: unknown) => reportError(error, { service: 'builder-track', type }));
}
