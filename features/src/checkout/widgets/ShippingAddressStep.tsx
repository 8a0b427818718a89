import { AddressFields, BillingFields } from './AddressFields';
import { FormCheckbox, OrderAttributeFields } from './formFields';
import type { StepProps } from './stepProps';
import * as styles from './CheckoutWidget.css';

/** Shipping address, and the billing address unless it is the same. */
export function ShippingAddressStep({ form, talon, words }: StepProps) {
  const attributes = talon.orderAttributes;
  return (
    <>
      <OrderAttributeFields form={form} attributes={attributes} placement="shippingAddress_before" />
      <AddressFields form={form} prefix="shipping" words={words} countries={talon.countries} />
      <FormCheckbox
        form={form}
        name="shipping.save_in_address_book"
        label={words('checkout.field.saveInAddressBook')}
      />
      <OrderAttributeFields form={form} attributes={attributes} placement="shippingAddress_after" />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{words('checkout.billing.heading')}</legend>
        <OrderAttributeFields form={form} attributes={attributes} placement="billingaddress_before" />
        <FormCheckbox form={form} name="billingSameAsShipping" label={words('checkout.field.billingSame')} />
        <BillingFields form={form} words={words} countries={talon.countries} />
        <OrderAttributeFields form={form} attributes={attributes} placement="billingaddress_after" />
      </fieldset>
    </>
  );
}
