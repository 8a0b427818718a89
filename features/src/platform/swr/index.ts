export { CollectingCache, holdKeyWhileMounted, SWR_CACHE_GC_MS } from './collectingCache';
export {
  retryDelayMs,
  retryWithBackoff,
  SWR_DEDUPING_INTERVAL_MS,
  SWR_FIRST_RETRY_DELAY_MS,
  SWR_MAX_RETRY_DELAY_MS,
  SWR_RETRY_COUNT,
  swrDefaults,
  swrPresets,
} from './defaults';
export { StorefrontSWRConfig } from './StorefrontSWRConfig';
