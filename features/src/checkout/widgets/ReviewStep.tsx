import type { ReactNode } from 'react';
import { useFormat } from '../../platform';
import { addressLineOf } from '../../address';
import { usePaymentMethods } from '../../payments';
import { savedAddressOf } from '../savedAddresses';
import { STORE_PICKUP_METHOD_ID } from '../storePickup';
import { OrderAttributeFields } from './formFields';
import type { StepProps } from './stepProps';
import * as styles from './CheckoutWidget.css';

/**
 * Review: everything the order will be placed with, before "Place order": where the confirmation goes, the shipping
 * and billing addresses (or the pickup store), delivery, payment (the kept card that pays), the items and the total,
 * then the last order attributes.
 */
export function ReviewStep({ form, talon, words }: StepProps) {
  const { money: formatMoney } = useFormat();
  const { methods } = usePaymentMethods();
  const current = form.getValues();
  const checkout = talon.checkout;
  if (!checkout) return null;
  const pickup = current.shippingMethod === STORE_PICKUP_METHOD_ID ? current.pickupStore : null;
  const shipping = savedAddressOf(talon.addressBook, current.shippingAddressId) ?? current.shipping;
  const billing = savedAddressOf(talon.addressBook, current.billingAddressId) ?? current.billing;
  const delivery = checkout.selectedShippingMethod;
  const payment = checkout.paymentMethods.find((method) => method.code === current.paymentMethod);
  const card = methods
    .find((method) => method.code === current.paymentMethod)
    ?.saved_cards?.find((saved) => saved.id === current.paymentCard.savedCardId);
  const entries: Array<[string, ReactNode]> = [
    [words('checkout.review.contact'), checkout.email],
    pickup
      ? [
          words('checkout.review.shipTo'),
          words('checkout.review.pickup', {
            store: pickup.name,
            street: pickup.street,
            postcode: pickup.postcode,
            city: pickup.city,
          }),
        ]
      : [words('checkout.review.shipTo'), addressLineOf(shipping)],
    [
      words('checkout.review.billTo'),
      current.billingSameAsShipping ? words('checkout.review.billSame') : addressLineOf(billing),
    ],
    ...(delivery
      ? [
          [
            words('checkout.review.delivery'),
            `${[delivery.carrierTitle, delivery.methodTitle].filter(Boolean).join(' – ')}, ${
              delivery.amount.value ? formatMoney(delivery.amount) : words('checkout.delivery.free')
            }`,
          ] as [string, ReactNode],
        ]
      : []),
    [
      words('checkout.review.payment'),
      card
        ? `${payment?.title ?? current.paymentMethod}: ${words('checkout.review.card', {
            brand: card.brand,
            last4: card.last4,
          })}`
        : (payment?.title ?? current.paymentMethod),
    ],
    [
      words('checkout.review.items'),
      <ul className={styles.summary}>
        {checkout.items.map((item) => (
          <li key={item.sku}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>,
    ],
    [words('checkout.total'), <strong>{formatMoney(checkout.grandTotal)}</strong>],
  ];
  return (
    <>
      <dl className={styles.review} aria-label={words('checkout.review.heading')}>
        {entries.map(([term, value]) => (
          <div key={term} className={styles.reviewRow}>
            <dt className={styles.reviewTerm}>{term}</dt>
            <dd className={styles.reviewValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <OrderAttributeFields
        form={form}
        attributes={talon.orderAttributes}
        placement="buttonPlaceOrder_before"
      />
    </>
  );
}
