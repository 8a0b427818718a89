export { SearchResults } from './SearchResults';
export type { SearchResultsProps } from './SearchResults';
export { SearchWidget } from './SearchWidget';
export type { SearchWidgetProps } from './SearchWidget';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
