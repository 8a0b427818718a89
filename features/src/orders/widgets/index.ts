export { OrderList } from './OrderList';
export type { OrderListProps } from './OrderList';
export { OrderDetail } from './OrderDetail';
export type { OrderDetailProps } from './OrderDetail';
export { LiveOrderStatus } from './LiveOrderStatus';
export type { LiveOrderStatusProps } from './LiveOrderStatus';
