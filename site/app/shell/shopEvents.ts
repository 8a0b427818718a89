import { listenToShopEvents } from '@storefront/features/platform';

/**
 * Sends what the shop counts from the browser to the server's metrics (`endpoint`, while METRICS_PORT is set): an
 * order placed or refused, since checkout places orders from the browser straight at the commerce backend, where the
 * shop's server never sees them. One beacon per order, naming its outcome and nothing else. Returns the stop.
 */
export function reportShopEvents(endpoint: string): () => void {
  listenToShopEvents((event) => {
    if (event.name === 'order') navigator.sendBeacon(endpoint, JSON.stringify(event));
  });
  return () => listenToShopEvents(undefined);
}
