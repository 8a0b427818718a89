export { DevicesWidget } from './DevicesWidget';
export type { DevicesWidgetProps } from './DevicesWidget';
export { PackCodeForm } from './PackCodeForm';
export type { PackCodeFormProps } from './PackCodeForm';
