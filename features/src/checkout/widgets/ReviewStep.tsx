import { useWatch } from 'react-hook-form';
import { useFormat } from '../../platform';
import { STORE_PICKUP_METHOD_ID } from '../storePickup';
import { OrderAttributeFields } from './formFields';
import type { StepProps } from './stepProps';
import * as styles from './CheckoutWidget.css';

/** Review: what is ordered, where a pickup order is collected, the total, and the last order attributes. */
export function ReviewStep({ form, talon, words }: StepProps) {
  const { money: formatMoney } = useFormat();
  const [shippingMethod, pickupStore] = useWatch({
    control: form.control,
    name: ['shippingMethod', 'pickupStore'],
  });
  const checkout = talon.checkout;
  if (!checkout) return null;
  return (
    <>
      <ul className={styles.summary}>
        {checkout.items.map((item) => (
          <li key={item.sku}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>
      {shippingMethod === STORE_PICKUP_METHOD_ID && pickupStore ? (
        <p>
          {words('checkout.review.pickup', {
            store: pickupStore.name,
            street: pickupStore.street,
            postcode: pickupStore.postcode,
            city: pickupStore.city,
          })}
        </p>
      ) : null}
      <p>
        {words('checkout.total')}: <strong>{formatMoney(checkout.grandTotal)}</strong>
      </p>
      <OrderAttributeFields
        form={form}
        attributes={talon.orderAttributes}
        placement="buttonPlaceOrder_before"
      />
    </>
  );
}
