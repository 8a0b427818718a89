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
export { useSubscriptions } from './hooks';
export type { SubscriptionOutcome } from './hooks';
export { subscriptionsMessages } from './messages';
export { SubscriptionsWidget, SubscriptionCard } from './widgets/SubscriptionsWidget';
export type { SubscriptionsWidgetProps, SubscriptionCardProps } from './widgets/SubscriptionsWidget';
export { StartSubscription } from './widgets/StartSubscription';
export type { StartSubscriptionProps } from './widgets/StartSubscription';
