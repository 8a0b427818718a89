export { StoreLocatorWidget } from './StoreLocatorWidget';
export type { StoreLocatorWidgetProps } from './StoreLocatorWidget';
