import { http, HttpResponse, type RequestHandler } from 'msw';
import { readRequestNumber, sandboxRoute } from '../../../platform';
import type { AddressSuggestResponse, StoreContentWire, StoreSearchResponse } from '../contract/wire';
import { distanceKm } from '../geo';
import { places } from './places';
import { seededStores } from './stores';

export { seededStores } from './stores';
export { places as seededPlaces } from './places';

/** The content service refuses larger pages; the shop asks for exactly this many (spec section 9). */
export const STORE_SEARCH_MAX_LIMIT = 1000;
const SUGGEST_MAX_RESULTS = 10;

/** Case- and accent-insensitive, as a search engine's analyser would be: "koln" finds "Köln". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();

const badRequest = (message: string) => HttpResponse.json({ code: 400, message }, { status: 400 });

function matchesText(store: StoreContentWire, q: string): boolean {
  const haystack = fold(
    [store.title, store.address.street, store.address.postcode, store.address.city].join(' '),
  );
  return fold(q)
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((term) => haystack.includes(term));
}

const storeSearch = http.get(sandboxRoute('storeSearch', '/api/v1/search'), ({ request }) => {
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim() ?? '';
  const contentType = params.get('content_type');
  const externalIds = params.getAll('filters[ExternalId]');
  const geo = ['lat', 'lng', 'radius'].map((key) => params.get(`geo_filters[${key}]`));
  const hasGeo = geo.some((value) => value !== null);
  const limit = Number(params.get('limit') ?? 10);

  if (!contentType) return badRequest('content_type is required');
  if (!q && !hasGeo && externalIds.length === 0)
    return badRequest('q is required unless geo_filters or filters are given');
  if (!Number.isInteger(limit) || limit < 1 || limit > STORE_SEARCH_MAX_LIMIT) {
    return badRequest(`limit must be an integer from 1 to ${STORE_SEARCH_MAX_LIMIT}`);
  }
  const [lat, lng, radius] = geo.map(Number) as [number, number, number];
  if (hasGeo && (![lat, lng, radius].every(Number.isFinite) || radius <= 0)) {
    return badRequest('geo_filters needs lat, lng and a positive radius in km');
  }

  // Search engine order (the seed order), not distance: sorting by distance is the shop's job.
  const matches = seededStores
    .filter((store) => store.content_type === contentType)
    .filter((store) => !q || matchesText(store, q))
    .filter((store) => externalIds.length === 0 || externalIds.includes(store.ExternalId))
    .filter((store) => !hasGeo || distanceKm({ lat, lng }, store.Location) <= radius);
  const body: StoreSearchResponse = { data: matches.slice(0, limit), meta: { total: matches.length, limit } };
  return HttpResponse.json(body);
});

const storeContent = http.get(sandboxRoute('storeSearch', '/api/v1/content/:type/:id'), ({ params }) => {
  const store = seededStores.find(
    (candidate) => candidate.content_type === params.type && candidate.id === params.id,
  );
  if (!store) return HttpResponse.json({ code: 404, message: 'Content not found' }, { status: 404 });
  return HttpResponse.json({ data: store });
});

const addressSuggest = http.get(sandboxRoute('addressSuggest'), ({ request }) => {
  const params = new URL(request.url).searchParams;
  const text = params.get('text')?.trim();
  if (!text) return badRequest('text is required');
  const results = readRequestNumber(params.get('results'), {
    min: 1,
    max: SUGGEST_MAX_RESULTS,
    fallback: 5,
  }).value;
  const country = params.get('lang')?.startsWith('de') ? 'Deutschland' : 'Germany';
  const printAddress = params.get('print_address') === '1';
  const wanted = fold(text);
  const body: AddressSuggestResponse = {
    results: places
      .filter((place) => [place.title, ...(place.aliases ?? [])].some((name) => fold(name).includes(wanted)))
      .slice(0, results)
      .map((place) => ({
        title: { text: place.title },
        subtitle: { text: country },
        ...(printAddress
          ? {
              address: {
                formatted_address: place.formatted,
                component: [
                  { name: country, kind: ['country'] },
                  { name: place.title, kind: [place.kind] },
                ],
              },
            }
          : {}),
        ...(place.position ? { position: place.position } : {}),
      })),
  };
  return HttpResponse.json(body);
});

export const handlers: RequestHandler[] = [storeSearch, storeContent, addressSuggest];
