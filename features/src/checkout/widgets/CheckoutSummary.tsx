import { useId } from 'react';
import { Panel, PanelTitle } from '@storefront/design-system';
import { useFormat } from '../../platform';
import type { CheckoutView } from '../checkoutView';
import type { CheckoutWords } from '../hooks';
import * as styles from './CheckoutWidget.css';

/**
 * What the shopper is buying, beside every step: the items, the subtotal, the coupons' reductions, the delivery
 * (once chosen) and the total with the tax it includes. The review step lists them again with the rest of the order.
 */
export function CheckoutSummary({ checkout, words }: { checkout: CheckoutView; words: CheckoutWords }) {
  const { money } = useFormat();
  const titleId = useId();
  const delivery = checkout.selectedShippingMethod;
  const currency = checkout.currency;
  return (
    <Panel aria-labelledby={titleId} spacing="snug" className={styles.orderSummary}>
      <PanelTitle id={titleId} className={styles.orderSummaryTitle}>
        {words('checkout.summary.heading')}
      </PanelTitle>
      <ul className={styles.summaryItems}>
        {checkout.items.map(({ sku, name, price = 0, quantity = 1 }) => (
          <li key={sku} className={styles.summaryRow}>
            <span>{words('checkout.summary.item', { quantity, name })}</span>
            <span className={styles.summaryAmount}>{money({ value: price * quantity, currency })}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.summaryTotals}>
        <dt>{words('checkout.summary.subtotal')}</dt>
        <dd className={styles.summaryAmount}>{money(checkout.subtotal)}</dd>
        {checkout.discounts.map((discount) => (
          <SummaryRow
            key={discount.label}
            term={words('checkout.summary.discount', { label: discount.label })}
            value={`−${money(discount.amount)}`}
          />
        ))}
        {checkout.isVirtual ? null : (
          <SummaryRow
            term={words('checkout.review.delivery')}
            value={
              !delivery
                ? words('checkout.summary.deliveryLater')
                : delivery.amount.value
                  ? money(delivery.amount)
                  : words('checkout.delivery.free')
            }
          />
        )}
        <dt className={styles.summaryTotal}>{words('checkout.total')}</dt>
        <dd className={`${styles.summaryAmount} ${styles.summaryTotal}`}>{money(checkout.grandTotal)}</dd>
      </dl>
      {checkout.tax ? (
        <p className={styles.muted}>
          {words('checkout.summary.tax', { amount: money({ value: checkout.tax, currency }) })}
        </p>
      ) : null}
    </Panel>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={styles.summaryAmount}>{value}</dd>
    </>
  );
}
