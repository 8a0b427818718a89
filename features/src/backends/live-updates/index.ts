// Domains load this lazily (a dynamic import), so the socket client stays out of pages that do not follow an order.
export * from './client';
