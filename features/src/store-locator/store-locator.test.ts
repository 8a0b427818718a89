import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type RunningSandbox } from '../platform/sandbox/server';
import { sandboxHandlers } from '../platform/sandbox';
import {
  configFromEnv,
  consoleReporter,
  formatterFor,
  HttpError,
  sandboxRoute,
  setMonitoringReporter,
  type StorefrontConfig,
} from '../platform';
import {
  ADDRESS_SUGGESTION_COUNT,
  getStore,
  searchStores,
  STORE_SEARCH_LIMIT,
  suggestAddresses,
} from './api';
import { distanceKm, formatDistance, groupOpeningHours, sortByDistance, toStore } from './types';
import { seededStores } from '../backends/store-locator/sandbox';

const berlin = { lat: 52.52, lng: 13.405 };

/** Lets every request through to the sandbox, keeping its URL so a test can read what the shop asked for. */
function recording(urls: URL[]): RequestHandler {
  return http.all('*', ({ request }) => {
    urls.push(new URL(request.url));
  });
}

let sandbox: RunningSandbox;
let config: StorefrontConfig;
const requested: URL[] = [];
const reports: Array<{ error: unknown; context?: Record<string, unknown> }> = [];

beforeAll(async () => {
  sandbox = await startSandboxServer([recording(requested), ...sandboxHandlers]);
  config = configFromEnv({}, sandbox.origin);
  setMonitoringReporter({ report: (error, context) => void reports.push({ error, context }) });
});
afterEach(() => {
  requested.length = 0;
  reports.length = 0;
});
afterAll(async () => {
  setMonitoringReporter(consoleReporter);
  await sandbox.close();
});

describe('store search', () => {
  it('store search: asks for at most 1000 stores', async () => {
    await searchStores(config, { near: berlin });
    expect(STORE_SEARCH_LIMIT).toBe(1000);
    expect(requested.at(-1)?.searchParams.get('limit')).toBe('1000');
  });

  it('store search: asks the content service for stores (content_type store) on /api/v1/search', async () => {
    await searchStores(config, { text: 'Hamburg' });
    const url = requested.at(-1);
    expect(url?.pathname).toBe('/sandbox/store-search/api/v1/search');
    expect(url?.searchParams.get('content_type')).toBe('store');
    expect(url?.searchParams.get('q')).toBe('Hamburg');
  });

  it('store search: geo_filters carry lat, lng and the radius in km', async () => {
    await searchStores(config, { near: berlin, radiusKm: 12 });
    const params = requested.at(-1)?.searchParams;
    expect([
      params?.get('geo_filters[lat]'),
      params?.get('geo_filters[lng]'),
      params?.get('geo_filters[radius]'),
    ]).toEqual(['52.52', '13.405', '12']);
  });

  it('store search: stores around a point come nearest first, each with its distance in km', async () => {
    const { stores, origin } = await searchStores(config, { near: berlin, radiusKm: 50 });
    expect(origin).toEqual(berlin);
    expect(stores.length).toBeGreaterThan(2);
    const distances = stores.map((store) => store.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(stores[0]?.name).toBe('Berlin Alexanderplatz');
  });

  it('store search: only stores within the radius come back (the sandbox honours geo_filters)', async () => {
    const { stores } = await searchStores(config, { near: berlin, radiusKm: 50 });
    expect(stores.every((store) => (store.distanceKm ?? Infinity) <= 50)).toBe(true);
    expect(stores.map((store) => store.city)).toContain('Potsdam');
    expect(stores.map((store) => store.city)).not.toContain('Hamburg');
  });

  it('store search: a city or postcode finds its stores by text, in the service order without distances', async () => {
    const byCity = await searchStores(config, { text: 'köln' });
    expect(byCity.stores.map((store) => store.name)).toEqual(['Köln Hohe Straße', 'Köln Ehrenfeld']);
    expect(byCity.stores[0]?.distanceKm).toBeUndefined();
    const byPostcode = await searchStores(config, { text: '20095' });
    expect(byPostcode.stores.map((store) => store.name)).toEqual(['Hamburg Mönckebergstraße']);
  });

  it('store search: known stores are found by their ExternalId (filters ExternalId)', async () => {
    const { stores } = await searchStores(config, { externalIds: ['DE-MUC-011', 'DE-FRA-018'] });
    expect(requested.at(-1)?.searchParams.getAll('filters[ExternalId]')).toEqual([
      'DE-MUC-011',
      'DE-FRA-018',
    ]);
    expect(stores.map((store) => store.externalId)).toEqual(['DE-MUC-011', 'DE-FRA-018']);
  });

  it('store: a store carries its ExternalId and Location from the content service', async () => {
    const { stores } = await searchStores(config, { externalIds: ['DE-BER-001'] });
    expect(stores[0]).toMatchObject({
      externalId: 'DE-BER-001',
      location: { lat: 52.5253, lng: 13.4019 },
      city: 'Berlin',
      postcode: '10178',
    });
  });

  it('store content: one store is read from /api/v1/content/store/{id}', async () => {
    const store = await getStore(config, 'store-007');
    expect(requested.at(-1)?.pathname).toBe('/sandbox/store-search/api/v1/content/store/store-007');
    expect(store).toMatchObject({ name: 'Hamburg Mönckebergstraße', phone: '+49 40 2345 6701' });
  });

  it('store content: an unknown store rejects with its 404', async () => {
    await expect(getStore(config, 'store-999')).rejects.toMatchObject({
      status: 404,
      userMessage: 'Content not found',
    });
  });

  it('store search sandbox: a search without q, geo_filters or filters is a 400', async () => {
    const response = await fetch(
      `${sandbox.origin}/sandbox/store-search/api/v1/search?content_type=store&limit=1000`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'q is required unless geo_filters or filters are given',
    });
  });

  it('store search sandbox: a limit above 1000 is a 400', async () => {
    const response = await fetch(
      `${sandbox.origin}/sandbox/store-search/api/v1/search?content_type=store&q=Berlin&limit=1001`,
    );
    expect(response.status).toBe(400);
  });

  it('store search sandbox: about 25 stores across German cities, each with hours and services', () => {
    expect(seededStores.length).toBeGreaterThanOrEqual(25);
    for (const city of ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main']) {
      expect(seededStores.some((store) => store.address.city === city)).toBe(true);
    }
    expect(seededStores.every((store) => store.opening_hours.length > 0 && store.services.length > 0)).toBe(
      true,
    );
  });
});

describe('address suggestions', () => {
  const unavailable = { suggestions: [], available: false };

  it('address suggestions: asks for 5 results with text, print_address=1 and the shop language', async () => {
    await suggestAddresses({ ...config, language: 'de' }, 'Ber');
    const params = requested.at(-1)?.searchParams;
    expect(ADDRESS_SUGGESTION_COUNT).toBe(5);
    expect(Object.fromEntries(params ?? [])).toEqual({
      text: 'Ber',
      print_address: '1',
      lang: 'de',
      results: '5',
    });
  });

  it('address suggestions: at most 5 come back, each with its printed address and position', async () => {
    const { suggestions, available } = await suggestAddresses(config, 'Ber');
    expect(available).toBe(true);
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      label: 'Berlin',
      detail: 'Germany',
      position: { lat: 52.52, lng: 13.405 },
    });
  });

  it('address suggestions: a failed call returns an empty list marked unavailable and is reported', async () => {
    const failing = await startSandboxServer([
      http.get(sandboxRoute('addressSuggest'), () =>
        HttpResponse.json({ message: 'Quota exceeded' }, { status: 503 }),
      ),
    ]);
    try {
      expect(await suggestAddresses(configFromEnv({}, failing.origin), 'Ham')).toEqual(unavailable);
      expect(reports).toHaveLength(1);
      expect(reports[0]?.error).toBeInstanceOf(HttpError);
      expect(reports[0]?.context).toMatchObject({ service: 'addressSuggest', status: 503 });
    } finally {
      await failing.close();
    }
  });

  it('address suggestions: an unreachable service returns an empty list marked unavailable and is reported', async () => {
    const closed = await startSandboxServer([]);
    await closed.close();
    expect(await suggestAddresses(configFromEnv({}, closed.origin), 'Ham')).toEqual(unavailable);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toMatchObject({ service: 'addressSuggest' });
  });

  it('address suggestions: an answer without results returns an empty list marked unavailable and is reported', async () => {
    const odd = await startSandboxServer([
      http.get(sandboxRoute('addressSuggest'), () => HttpResponse.json({ status: 'ok' })),
    ]);
    try {
      expect(await suggestAddresses(configFromEnv({}, odd.origin), 'Ham')).toEqual(unavailable);
      expect(reports).toHaveLength(1);
      expect(reports[0]?.error).toBeInstanceOf(TypeError);
    } finally {
      await odd.close();
    }
  });

  it('address suggestions: an aborted call (the shopper typed on) returns an empty list and is not reported', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await suggestAddresses(config, 'Ham', controller.signal)).toEqual({
      suggestions: [],
      available: true,
    });
    expect(reports).toHaveLength(0);
  });

  it('address suggestions sandbox: a missing text is a 400', async () => {
    const response = await fetch(
      `${sandbox.origin}/sandbox/address-suggest?print_address=1&lang=en&results=5`,
    );
    expect(response.status).toBe(400);
  });
});

describe('store view', () => {
  const wire = seededStores[0]!;

  it('opening hours: consecutive days with the same hours share one row, days without hours are closed', () => {
    expect(
      groupOpeningHours([
        ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
          day,
          open: '10:00',
          close: '19:00',
        })),
        { day: 'saturday', open: '10:00', close: '18:00' },
      ]),
    ).toEqual([
      { from: 'monday', to: 'friday', hours: { open: '10:00', close: '19:00' } },
      { from: 'saturday', to: 'saturday', hours: { open: '10:00', close: '18:00' } },
      { from: 'sunday', to: 'sunday', hours: null },
    ]);
  });

  it('store: a service code the shop has no words for is left out', () => {
    expect(toStore({ ...wire, services: ['trade_in', 'karaoke'] }).services).toEqual(['trade_in']);
  });

  it('distance: Berlin to Hamburg is about 255 km', () => {
    expect(distanceKm(berlin, { lat: 53.5511, lng: 9.9937 })).toBeCloseTo(255, -1);
  });

  it('distance: shown with one decimal below 10 km and whole kilometres above', () => {
    expect(formatDistance(1.234, formatterFor('en-GB'))).toBe('1.2 km');
    expect(formatDistance(12.6, formatterFor('en-GB'))).toBe('13 km');
    expect(formatDistance(1.234, formatterFor('de-DE'))).toBe('1,2 km');
  });

  it('store search: without an origin the service order is kept', () => {
    const stores = seededStores.slice(0, 3).map(toStore);
    expect(sortByDistance(stores, undefined).map((store) => store.id)).toEqual(
      stores.map((store) => store.id),
    );
  });
});
