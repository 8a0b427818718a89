export { searchContentTypes } from './contract/wire';
export type { SearchContentType, SearchHitWire, SearchResponse } from './contract/wire';
export { createSearchClient } from './client';
