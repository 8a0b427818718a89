export { cancelOrder, getOrder, getOrders, getOrderStatuses, reorder, ORDERS_PAGE_SIZE } from './api';
export type { OrderData, OrdersPage, OrderStatus } from './api';
export { ordersMessages } from './messages';
export { isCancellable, toOrderView, trackedItemsOf } from './types';
export type { OrderAddressView, OrderView } from './types';
export { ordersFailureText, useOrder, useOrders, useOrdersWords } from './hooks';
export { STATUS_POLL_MS, useLiveOrderStatus } from './liveStatus';
export type { LiveOrderStatus as LiveOrderStatusState } from './liveStatus';
