export { CartPage } from './CartPage';
export type { CartPageProps } from './CartPage';
export { CartWidget } from './CartWidget';
