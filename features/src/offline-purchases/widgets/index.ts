export { OfflinePurchaseList } from './OfflinePurchaseList';
export type { OfflinePurchaseListProps } from './OfflinePurchaseList';
export { ConsentValidationPanel } from './ConsentValidationPanel';
export type { ConsentValidationPanelProps } from './ConsentValidationPanel';
