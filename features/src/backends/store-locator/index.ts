export { distanceKm } from './geo';
export { weekdays } from './contract/wire';
export type {
  AddressSuggestionWire,
  AddressSuggestResponse,
  GeoPoint,
  StoreContentResponse,
  StoreContentWire,
  StoreSearchResponse,
  StoreServiceCode,
  Weekday,
} from './contract/wire';
export { createAddressSuggestClient, createStoreSearchClient } from './client';
