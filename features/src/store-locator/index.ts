export {
  ADDRESS_SUGGESTION_COUNT,
  approximatePosition,
  DEFAULT_RADIUS_KM,
  getStore,
  searchStores,
  STORE_SEARCH_LIMIT,
  suggestAddresses,
} from './api';
export type { ApproximatePosition, StoreCriteria, StoreSearchResult } from './api';
export { distanceKm, formatDistance, groupOpeningHours, sortByDistance, toStore, weekdays } from './types';
export type {
  AddressSuggestion,
  GeoPoint,
  OpeningHoursRow,
  Store,
  StoreNearby,
  StoreServiceCode,
  Weekday,
} from './types';
export { useAddressSuggestions, useCurrentPosition, useStoreDetails, useStoreSearch } from './hooks';
export type { PositionStatus } from './hooks';
export { storeLocatorMessages } from './messages';
