export { SubscriptionsWidget, SubscriptionCard } from './SubscriptionsWidget';
export type { SubscriptionsWidgetProps, SubscriptionCardProps } from './SubscriptionsWidget';
export { StartSubscription } from './StartSubscription';
export type { StartSubscriptionProps } from './StartSubscription';
