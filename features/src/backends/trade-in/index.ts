export type { components, paths } from './generated/trade-in';
export { createTradeInClient } from './client';
export type { TradeInClient, TradeInClientOptions } from './client';
