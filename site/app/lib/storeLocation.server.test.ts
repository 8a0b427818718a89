import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  configFromEnv,
  consoleReporter,
  sandboxRoute,
  setMonitoringReporter,
} from '@storefront/features/platform';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { analyticsConsentCookie } from './preferences.server';
import { loader } from '../routes/stores';
import type { Route } from '../routes/+types/stores';
import {
  loadContextFor,
  marketStartPlaces,
  mayLocateByIp,
  STORE_LIST_SERVER_BUDGET_MS,
  storeLocatorStart,
  storesPageOpening,
} from './storeLocation.server';

const server = setupServer(...sandboxHandlers);
const asked: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/platform/location')) asked.push(url.searchParams.get('ip') ?? '');
  });
  setMonitoringReporter({ report: () => undefined });
});
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => {
  server.close();
  setMonitoringReporter(consoleReporter);
});

const config = configFromEnv({}, 'http://shop.test');
const berlin = { position: { lat: 52.52, lng: 13.405 }, city: 'Berlin' };

/** The /stores loader as the server runs it for `clientAddress`, with the shopper's cookie banner answer. */
async function openStores(clientAddress: string, consent?: 'granted' | 'denied', headers: HeadersInit = {}) {
  const cookie = consent ? await analyticsConsentCookie.serialize(consent) : '';
  const request = new Request('http://shop.test/stores', {
    headers: { ...(cookie ? { Cookie: cookie.split(';')[0]! } : {}), ...headers },
  });
  const result = (await loader({
    request,
    context: loadContextFor(clientAddress),
    params: {},
  } as unknown as Route.LoaderArgs)) as unknown as {
    data: Omit<Awaited<ReturnType<typeof storesPageOpening>>, 'looked'>;
    init: { headers: Record<string, string> };
  };
  return { ...result.data, cacheControl: result.init.headers['Cache-Control'] };
}

describe('location by IP', () => {
  it('location by IP: with consent, /stores opens around where the service places the shopper’s address, privately', async () => {
    const page = await openStores('198.51.100.7', 'granted');
    expect(page.startNear).toEqual({ position: { lat: 53.5511, lng: 9.9937 }, city: 'Hamburg' });
    expect(asked).toEqual(['198.51.100.7']);
    // The page depends on the shopper's address: no shared cache may keep it.
    expect(page.cacheControl).toBe('private, no-store');
  });

  it('location by IP: the address is the one the trust-proxy rules give, never a forwarding header read by the page', async () => {
    const page = await openStores('127.0.0.1', 'granted', { 'X-Forwarded-For': '198.51.100.7' });
    expect(asked).toEqual(['127.0.0.1']);
    expect(page.startNear).toEqual(berlin);
  });

  it('location by IP: in a market that asks for consent, nothing is looked up until the shopper allows it', async () => {
    for (const consent of [undefined, 'denied'] as const) {
      const page = await openStores('198.51.100.7', consent);
      expect(page.startNear).toBeNull();
      // The market's place instead: the same for every shopper, so the page stays public.
      expect(page.startAt).toEqual(marketStartPlaces.DE);
      expect(page.cacheControl).toMatch(/^public/);
    }
    expect(asked).toEqual([]);
    expect(mayLocateByIp('DE', 'unknown')).toBe(false);
    expect(mayLocateByIp('gb', 'denied')).toBe(false);
  });

  it('location by IP: outside the consent markets the lookup needs no consent', async () => {
    expect(mayLocateByIp('US', 'unknown')).toBe(true);
    const start = await storeLocatorStart({ ...config, market: 'US' }, '203.0.113.9', 'unknown');
    expect(start).toEqual({ startNear: berlin, looked: true });
  });

  it('location by IP: when the service fails or knows no position, the locator opens as a search box', async () => {
    server.use(http.get(sandboxRoute('platform', '/location'), () => HttpResponse.error()));
    expect((await storeLocatorStart(config, '203.0.113.9', 'granted')).startNear).toBeNull();
    server.use(
      http.get(sandboxRoute('platform', '/location'), () => HttpResponse.json({ country_code: 'DE' })),
    );
    expect((await storeLocatorStart(config, '203.0.113.9', 'granted')).startNear).toBeNull();
  });

  it('location by IP: a request without a known address asks nothing', async () => {
    expect(await storeLocatorStart(config, null, 'granted')).toEqual({ startNear: null, looked: false });
    expect(asked).toEqual([]);
  });
});

describe('server-rendered store list', () => {
  it('server-rendered list: /stores hands the stores near the shopper’s approximate position to the page, nearest first', async () => {
    const page = await openStores('198.51.100.7', 'granted');
    const names = page.stores?.stores.map((store) => store.city);
    expect(names?.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Hamburg']));
    const distances = page.stores?.stores.map((store) => store.distanceKm ?? Infinity) ?? [];
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(page.stores?.origin).toEqual({ lat: 53.5511, lng: 9.9937 });
  });

  it('server-rendered list: without a location, /stores opens around the market’s place (DE: Berlin) with its stores', async () => {
    const page = await openStores('198.51.100.7');
    expect(page.startAt).toEqual({ position: { lat: 52.52, lng: 13.405 }, city: 'Berlin' });
    expect(page.stores?.stores.length).toBeGreaterThan(0);
    expect(page.stores?.stores.every((store) => store.city === 'Berlin')).toBe(true);
  });

  it('server-rendered list: a market without a start place opens as a search box, and a failed store search leaves the list to the browser', async () => {
    const elsewhere = await storesPageOpening({ ...config, market: 'SE' }, null, 'unknown');
    expect(elsewhere).toEqual({ startNear: null, startAt: null, stores: null, looked: false });
    server.use(http.get(sandboxRoute('storeSearch', '/api/v1/search'), () => HttpResponse.error()));
    const failed = await storesPageOpening(config, null, 'unknown');
    expect(failed.startAt).toEqual(marketStartPlaces.DE);
    expect(failed.stores).toBeNull();
  });

  it('server-rendered list: a store service slower than STORE_LIST_SERVER_BUDGET_MS does not hold /stores back', async () => {
    server.use(
      http.get(sandboxRoute('storeSearch', '/api/v1/search'), () => new Promise<Response>(() => undefined)),
    );
    const started = Date.now();
    const slow = await storesPageOpening(config, null, 'unknown');
    expect(slow.stores).toBeNull();
    expect(Date.now() - started).toBeLessThan(STORE_LIST_SERVER_BUDGET_MS + 1000);
  });
});
