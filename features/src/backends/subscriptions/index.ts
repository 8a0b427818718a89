export { createSubscriptionsClient } from './client';
export type {
  SubscriptionAction,
  SubscriptionsClient,
  SubscriptionsClientOptions,
  WireCard,
  WireConfiguration,
  WireSubscription,
  WireSubscriptionProduct,
} from './client';
