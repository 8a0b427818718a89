export { createSubscriptionsApi, storedIdentityToken } from './api';
export type { SubscriptionsApi, SubscriptionsConfig } from './api';
export { actionsFor, subscriptionFrom } from './types';
export type {
  SavedCard,
  Subscription,
  SubscriptionAction,
  SubscriptionChoice,
  SubscriptionLine,
  SubscriptionProductChange,
  SubscriptionStatus,
} from './types';
export { useStartSubscription, useSubscriptions } from './hooks';
export type { SubscriptionOutcome } from './hooks';
export { subscriptionsMessages } from './messages';
