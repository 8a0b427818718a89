import type { SWRConfiguration } from 'swr';

/** Spec section 9: data fetching retries 3 times with exponential backoff capped at 30 s. */
export const SWR_RETRY_COUNT = 3;
export const SWR_FIRST_RETRY_DELAY_MS = 1000;
export const SWR_MAX_RETRY_DELAY_MS = 30_000;
/** Two hooks asking for the same key within this window share one request. */
export const SWR_DEDUPING_INTERVAL_MS = 2000;

/** The wait before retry number `retry` (1 for the first): 1 s, 2 s, 4 s, ... never more than 30 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(SWR_FIRST_RETRY_DELAY_MS * 2 ** (retry - 1), SWR_MAX_RETRY_DELAY_MS);
}

type OnErrorRetry = NonNullable<SWRConfiguration['onErrorRetry']>;

/** SWR's retry hook with our backoff; errorRetryCount (3 by default) bounds the number of retries. */
export const retryWithBackoff: OnErrorRetry = (_error, _key, config, revalidate, { retryCount }) => {
  if (retryCount > (config.errorRetryCount ?? SWR_RETRY_COUNT)) return;
  setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
};

export const swrDefaults = {
  errorRetryCount: SWR_RETRY_COUNT,
  onErrorRetry: retryWithBackoff,
  dedupingInterval: SWR_DEDUPING_INTERVAL_MS,
} satisfies SWRConfiguration;

/**
 * "Stale for 5 s" (spec section 9) in SWR terms: no new request for the key within 5 s, whether from a
 * new hook (dedupingInterval) or from the window regaining focus (focusThrottleInterval).
 */
const staleFor5s = { dedupingInterval: 5000, focusThrottleInterval: 5000 } satisfies SWRConfiguration;

/** Per-hook overrides of spec section 9; spread into the hook's options: useSWR(key, fetcher, swrPresets.consents). */
export const swrPresets = {
  tradeInConfiguration: { ...staleFor5s, shouldRetryOnError: false },
  consents: staleFor5s,
  authMethods: { shouldRetryOnError: false },
  /** Fetched once and never revalidated while cached (the cache still collects it 5 min after its last hook). */
  verificationMethods: { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false },
} satisfies Record<string, SWRConfiguration>;
