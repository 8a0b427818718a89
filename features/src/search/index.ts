export { searchSite } from './api';
export type { SearchParams } from './api';
export { pagerPages, searchContentTypes } from './types';
export type { SearchContentType, SearchResult, SearchResultsPage } from './types';
export { useSearchSuggestions, useSiteSearch } from './hooks';
export type { SearchSuggestion, SuggestedPlace } from './hooks';
export { searchMessages } from './messages';
