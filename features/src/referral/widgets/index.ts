export { ReferralWidget } from './ReferralWidget';
export type { ReferralWidgetProps } from './ReferralWidget';
