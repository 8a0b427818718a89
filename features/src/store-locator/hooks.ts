import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { failureOf, useConfig, useTranslation, type TranslationVars } from '../platform';
import { getStore, searchStores, suggestAddresses, type StoreCriteria, type StoreSearchResult } from './api';
import { storeLocatorMessages, type StoreLocatorMessageKey } from './messages';
import type { GeoPoint } from './types';

/** Suggestions start after two characters: one letter matches half the country. */
export const SUGGEST_MIN_LENGTH = 2;
/** Waits for a pause in typing before asking the suggest service. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** The locator's words: the active dictionary's, else the locator's own English (so a widget never shows a key). */
export function useStoreLocatorWords() {
  const { t, locale } = useTranslation();
  return useMemo(
    () => ({
      t: (key: StoreLocatorMessageKey, vars?: TranslationVars) => t(key, vars, storeLocatorMessages[key]),
      locale,
    }),
    [t, locale],
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Up to five address suggestions for what the shopper typed; a failed call shows no suggestions (spec section 8) and
 * `unavailable` says the service failed, so the field can tell the shopper to type the address in full.
 */
export function useAddressSuggestions(text: string) {
  const config = useConfig();
  const wanted = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const key =
    wanted.length >= SUGGEST_MIN_LENGTH
      ? ['store-locator:suggest', config.backends.addressSuggest, config.language, wanted]
      : null;
  const result = useSWR(key, () => suggestAddresses(config, wanted), { keepPreviousData: true });
  return {
    suggestions: key ? (result.data?.suggestions ?? []) : [],
    unavailable: key !== null && result.data?.available === false,
    /** The text the suggestions answer, which trails the field while the shopper types. */
    suggestionsFor: wanted,
    isLoading: result.isLoading,
  };
}

/**
 * Stores for the criteria, nearest first when searching around a point; `null` asks for nothing yet. `initial` is
 * the answer the server already has for these criteria: shown at once and not asked for again.
 */
export function useStoreSearch(criteria: StoreCriteria | null, initial?: StoreSearchResult) {
  const config = useConfig();
  const key = criteria
    ? ['store-locator:stores', config.backends.storeSearch, JSON.stringify(criteria)]
    : null;
  const result = useSWR(key, () => searchStores(config, criteria as StoreCriteria), {
    ...(initial ? { fallbackData: initial, revalidateOnMount: false } : {}),
  });
  return {
    stores: result.data?.stores ?? [],
    origin: result.data?.origin,
    hasResult: result.data !== undefined,
    isLoading: result.isLoading,
    failure: result.error ? failureOf(result.error) : undefined,
    retry: () => void result.mutate(),
  };
}

/** One store's full content, read when the shopper opens its details. */
export function useStoreDetails(id: string | null) {
  const config = useConfig();
  const result = useSWR(id ? ['store-locator:store', config.backends.storeSearch, id] : null, () =>
    getStore(config, id as string),
  );
  return { store: result.data, isLoading: result.isLoading, failed: Boolean(result.error) };
}

export type PositionStatus = 'idle' | 'locating' | 'located' | 'refused' | 'unavailable' | 'unsupported';

/** Geolocation gives up after this long so the shopper is not left waiting. */
export const LOCATE_TIMEOUT_MS = 10_000;
/** GeolocationPositionError.PERMISSION_DENIED: the shopper (or the browser's settings) said no. */
const PERMISSION_DENIED = 1;

/** "Use my location": asks the browser once per press and says clearly when the shopper refused. */
export function useCurrentPosition() {
  const [state, setState] = useState<{ status: PositionStatus; position?: GeoPoint }>({ status: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ status: 'located', position: { lat: coords.latitude, lng: coords.longitude } }),
      (failure) => setState({ status: failure.code === PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      // A city-level fix is enough to rank stores, and it comes faster and drains less battery.
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  }, []);
  return { ...state, locate };
}
