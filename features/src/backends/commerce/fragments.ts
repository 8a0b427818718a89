import { graphql } from './generated';

/**
 * An amount as Magento answers every price, total and discount: the one money shape the shop's operations spread
 * (`...MoneyFields`), so each reads a price as `{ value, currency }` the same way (platform/money formats it).
 */
export const MoneyFields = graphql(`
  fragment MoneyFields on Money {
    value
    currency
  }
`);
