import { useController, useWatch } from 'react-hook-form';
import { RadioGroup } from '@storefront/design-system';
import { useFormat } from '../../platform';
import { shippingMethodId } from '../shippingMethods';
import { STORE_PICKUP_METHOD_ID } from '../storePickup';
import { errorText } from './formErrors';
import { OrderAttributeFields } from './formFields';
import { PickupStorePicker } from './PickupStorePicker';
import type { StepProps } from './stepProps';
import * as styles from './CheckoutWidget.css';

function ShippingMethodField({ form, talon, words }: StepProps) {
  const { money: formatMoney } = useFormat();
  const { field } = useController({ control: form.control, name: 'shippingMethod' });
  return (
    // Focusing the method field (when it is wrong) focuses the chosen method, or the first.
    <div
      ref={(group) =>
        field.ref(
          group && {
            focus: () =>
              group
                .querySelector<HTMLElement>('[role="radio"][aria-checked="true"], [role="radio"]')
                ?.focus(),
          },
        )
      }
    >
      <RadioGroup
        legend={words('checkout.delivery.legend')}
        value={field.value}
        onValueChange={field.onChange}
        error={errorText(form, 'shippingMethod')}
        options={talon.shippingMethods.map((method) => ({
          value: shippingMethodId(method),
          label: (
            <>
              {`${method.carrierTitle}: ${method.methodTitle}`}
              <span className={styles.muted}>
                {' '}
                {`${method.amount.value === 0 ? words('checkout.delivery.free') : formatMoney(method.amount)}${method.description ? ` · ${method.description}` : ''}`}
              </span>
            </>
          ),
        }))}
      />
    </div>
  );
}

function DeliveryLimitNote({ talon, words }: Pick<StepProps, 'talon' | 'words'>) {
  const limit = talon.deliveryLimits?.limits[0];
  if (!limit) return null;
  return (
    <p className={styles.muted}>
      {words('checkout.delivery.limit', { remaining: limit.remaining, days: limit.periodDays })}
    </p>
  );
}

/** Delivery: the methods the cart can ship with, cheapest first; in-store pickup asks for a store. */
export function DeliveryStep({ form, talon, words }: StepProps) {
  const shippingMethod = useWatch({ control: form.control, name: 'shippingMethod' });
  return (
    <>
      <DeliveryLimitNote talon={talon} words={words} />
      {talon.shippingMethods.length === 0 ? (
        <p role="alert">{words('checkout.delivery.none')}</p>
      ) : (
        <ShippingMethodField form={form} talon={talon} words={words} />
      )}
      {shippingMethod === STORE_PICKUP_METHOD_ID ? <PickupStorePicker form={form} words={words} /> : null}
      <OrderAttributeFields
        form={form}
        attributes={talon.orderAttributes}
        placement="buttonDelivery_before"
      />
    </>
  );
}
