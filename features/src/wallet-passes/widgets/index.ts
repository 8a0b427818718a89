export { WalletPassButtons } from './WalletPassButtons';
export type { WalletPassButtonsProps } from './WalletPassButtons';
