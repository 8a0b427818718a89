export { Price, type PriceProps } from './Price';
export { formatPrice, discountPercent } from './formatPrice';
