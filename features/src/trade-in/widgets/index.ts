export { TradeInOffer } from './TradeInOffer';
export type { TradeInOfferProps } from './TradeInOffer';
export { TradeInCartNote } from './TradeInCartNote';
