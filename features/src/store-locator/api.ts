import { createAddressSuggestClient, createStoreSearchClient } from '../backends/store-locator';
import { createShopPlatformClient } from '../backends/shop-platform';
import { ConnectionError, HttpError, reportError, type ShareRead, type StorefrontConfig } from '../platform';
import {
  sortByDistance,
  toAddressSuggestion,
  toStore,
  type AddressSuggestion,
  type AddressSuggestResponse,
  type GeoPoint,
  type Store,
  type StoreContentResponse,
  type StoreNearby,
  type StoreSearchResponse,
} from './types';

/** Spec section 9: the locator asks the content service for every store at once. */
export const STORE_SEARCH_LIMIT = 1000;
/** Spec section 9: the suggest service is asked for five addresses. */
export const ADDRESS_SUGGESTION_COUNT = 5;
/** How far around a chosen place the locator looks when the caller does not say. */
export const DEFAULT_RADIUS_KM = 25;

const STORE_CONTENT_TYPE = 'store';

type BackendConfig = Pick<StorefrontConfig, 'backends' | 'language'>;

/** Where to look: around a point, by free text (city, postcode), or for known stores by their ExternalId. */
export type StoreCriteria =
  { near: GeoPoint; radiusKm?: number } | { text: string } | { externalIds: string[] };

export interface StoreSearchResult {
  stores: StoreNearby[];
  /** The point distances are measured from, when the search had one. */
  origin?: GeoPoint;
}

/**
 * GET /api/v1/search on the content service, nearest first when searching around a point. The server's /stores
 * loader reads through its shared reads (`share`).
 */
export async function searchStores(
  config: BackendConfig,
  criteria: StoreCriteria,
  { signal, share }: { signal?: AbortSignal; share?: ShareRead } = {},
): Promise<StoreSearchResult> {
  const query: Record<string, string | number | string[]> = {
    content_type: STORE_CONTENT_TYPE,
    limit: STORE_SEARCH_LIMIT,
  };
  if ('near' in criteria) {
    query['geo_filters[lat]'] = criteria.near.lat;
    query['geo_filters[lng]'] = criteria.near.lng;
    query['geo_filters[radius]'] = criteria.radiusKm ?? DEFAULT_RADIUS_KM;
  } else if ('text' in criteria) {
    query.q = criteria.text;
  } else {
    query['filters[ExternalId]'] = criteria.externalIds;
  }
  const { data } = await createStoreSearchClient(config, share).get<StoreSearchResponse>('/api/v1/search', {
    query,
    ...(signal ? { signal } : {}),
  });
  const origin = 'near' in criteria ? criteria.near : undefined;
  return { stores: sortByDistance(data.data.map(toStore), origin), ...(origin ? { origin } : {}) };
}

/** GET /api/v1/content/{type}/{id}: one store with its full content (phone, e-mail, description). */
export async function getStore(config: BackendConfig, id: string): Promise<Store> {
  const { data } = await createStoreSearchClient(config).get<StoreContentResponse>(
    `/api/v1/content/${STORE_CONTENT_TYPE}/${encodeURIComponent(id)}`,
  );
  return toStore(data.data);
}

/**
 * How long a suggestion may take: one that comes later is no help to a shopper who is typing, so the field says
 * suggestions are not available long before the HTTP core's 5 s timeout.
 */
export const SUGGEST_TIMEOUT_MS = 1500;

/** What the suggest service gave for a text; `available` false when it failed, was late or answered nonsense. */
export interface AddressSuggestions {
  suggestions: AddressSuggestion[];
  available: boolean;
}

/**
 * Address autocomplete from the configured suggest service. Spec section 8: a failure returns an empty list and
 * is reported (the HTTP core reports failed calls; an unreadable answer is reported here), marked unavailable so the
 * field can say so. A call the caller aborted (the shopper kept typing) is neither.
 */
export async function suggestAddresses(
  config: BackendConfig,
  text: string,
  signal?: AbortSignal,
): Promise<AddressSuggestions> {
  const query = { text, print_address: 1, lang: config.language, results: ADDRESS_SUGGESTION_COUNT };
  try {
    const { data } = await createAddressSuggestClient(config).get<AddressSuggestResponse>('', {
      query,
      timeoutMs: SUGGEST_TIMEOUT_MS,
      ...(signal ? { signal } : {}),
    });
    if (!Array.isArray(data?.results))
      throw new TypeError('The address suggest service answered without results');
    return {
      suggestions: data.results.slice(0, ADDRESS_SUGGESTION_COUNT).map(toAddressSuggestion),
      available: true,
    };
  } catch (error) {
    if (!(error instanceof HttpError || error instanceof ConnectionError || signal?.aborted)) {
      reportError(error, { service: 'addressSuggest', text });
    }
    // The shopper's own abort (they kept typing) is no failure of the service.
    return { suggestions: [], available: Boolean(signal?.aborted) };
  }
}

/** Where the locator starts before the shopper types: an approximate point and the city it is in, when known. */
export interface ApproximatePosition {
  position: GeoPoint;
  city?: string;
}

/**
 * The shopper's rough position from the location-by-IP service (spec section 7), for the server to centre the locator
 * on. Any failure (reported by the HTTP client) or an answer without coordinates gives none: the locator then opens
 * as a search box, as it does without the lookup.
 */
export async function approximatePosition(
  config: Pick<StorefrontConfig, 'backends'>,
  ip: string,
): Promise<ApproximatePosition | undefined> {
  try {
    const location = await createShopPlatformClient(config.backends.platform).locationByIp(ip);
    if (location.latitude === undefined || location.longitude === undefined) return undefined;
    return {
      position: { lat: location.latitude, lng: location.longitude },
      ...(location.city ? { city: location.city } : {}),
    };
  } catch {
    return undefined;
  }
}
