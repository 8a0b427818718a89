import type { Money } from '../shippingMethods';

export const formatMoney = (amount: Money) =>
  new Intl.NumberFormat('en-DE', { style: 'currency', currency: amount.currency }).format(amount.value);
