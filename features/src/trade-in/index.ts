export { createTradeInApi } from './api';
export type { TradeInApi, TradeInConfig } from './api';
export { qualifyingCategory, USER_ID_NOT_DEFINED, UserIdNotDefinedError } from './types';
export type { TradeInProgramme } from './types';
export { useTradeInOffer, useTradeInProgramme } from './hooks';
export type { EligibilityCheck } from './hooks';
export { tradeInMessages } from './messages';
