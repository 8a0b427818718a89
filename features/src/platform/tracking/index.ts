export {
  droppedAnalyticsEventCount,
  getAnalyticsConsent,
  MAX_QUEUED_ANALYTICS_EVENTS,
  onceAnalyticsAllowed,
  queuedAnalyticsEventCount,
  setAnalyticsConsent,
  subscribeToAnalyticsConsent,
} from './analytics';
export type { AnalyticsConsent } from './analytics';
export { NAVIGATION_TRACKING_DELAY_MS, subscribeToTracking, track, trackThenNavigate } from './bus';
export type { TrackingListener } from './bus';
export { isCommerceEvent, trackingEventNames } from './events';
export type {
  ActivityEvents,
  ClickDetails,
  CommerceEventName,
  CommerceEvents,
  PricedProducts,
  ProductList,
  TrackedProduct,
  TrackingEvent,
  TrackingEventMap,
  TrackingEventName,
} from './events';
export { ga4CommerceEventNames, ga4Value, toDataLayer } from './ga4';
export type { DataLayerMapping, DataLayerMessage, Ga4Item } from './ga4';
