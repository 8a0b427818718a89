import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { RadioGroup } from '@storefront/design-system';
import { addressLineOf, type Address } from '../../address';
import { NEW_ADDRESS, preselectedAddresses } from '../savedAddresses';
import type { CheckoutWords } from '../hooks';
import { AddressFields } from './AddressFields';
import type { CheckoutForm } from './formErrors';
import { FormCheckbox, OrderAttributeFields } from './formFields';
import type { StepProps } from './stepProps';
import * as styles from './CheckoutWidget.css';

/**
 * Shipping address, and the billing address unless it is the same. A signed-in shopper with an address book picks
 * from it (the defaults preselected) or types a new address, which they may save to the book; a guest types one.
 */
export function ShippingAddressStep({ form, talon, words }: StepProps) {
  const attributes = talon.orderAttributes;
  const book = talon.addressBook;
  const [shippingChoice, billingSame, billingChoice] = useWatch({
    control: form.control,
    name: ['shippingAddressId', 'billingSameAsShipping', 'billingAddressId'],
  });

  // The book's defaults, once it is read, unless the shopper already chose (a reload keeps their choice).
  useEffect(() => {
    if (!book.length || form.getValues('shippingAddressId')) return;
    const preselected = preselectedAddresses(book);
    form.setValue('shippingAddressId', preselected.shipping);
    form.setValue('billingAddressId', preselected.billing);
    form.setValue('billingSameAsShipping', preselected.billing === preselected.shipping);
  }, [book, form]);

  const typesShipping = !book.length || shippingChoice === NEW_ADDRESS;
  const typesBilling = !billingSame && (!book.length || billingChoice === NEW_ADDRESS);
  return (
    <>
      <OrderAttributeFields form={form} attributes={attributes} placement="shippingAddress_before" />
      {book.length ? <AddressChoice form={form} name="shippingAddressId" book={book} words={words} /> : null}
      {typesShipping ? (
        <>
          <AddressFields form={form} prefix="shipping" words={words} countries={talon.countries} />
          <FormCheckbox
            form={form}
            name="shipping.save_in_address_book"
            label={words('checkout.field.saveInAddressBook')}
          />
        </>
      ) : null}
      <OrderAttributeFields form={form} attributes={attributes} placement="shippingAddress_after" />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{words('checkout.billing.heading')}</legend>
        <OrderAttributeFields form={form} attributes={attributes} placement="billingaddress_before" />
        <FormCheckbox form={form} name="billingSameAsShipping" label={words('checkout.field.billingSame')} />
        {!billingSame && book.length ? (
          <AddressChoice form={form} name="billingAddressId" book={book} words={words} />
        ) : null}
        {typesBilling ? (
          <AddressFields form={form} prefix="billing" words={words} countries={talon.countries} />
        ) : null}
        <OrderAttributeFields form={form} attributes={attributes} placement="billingaddress_after" />
      </fieldset>
    </>
  );
}

/** The address book as choices (arrow keys move between them), and a new address. */
function AddressChoice({
  form,
  name,
  book,
  words,
}: {
  form: CheckoutForm;
  name: 'shippingAddressId' | 'billingAddressId';
  book: readonly Address[];
  words: CheckoutWords;
}) {
  const { field } = useController({ control: form.control, name });
  const isDefault = (address: Address) =>
    name === 'shippingAddressId' ? address.isDefaultShipping : address.isDefaultBilling;
  return (
    <RadioGroup
      legend={words(
        name === 'shippingAddressId' ? 'checkout.addressBook.shipping' : 'checkout.addressBook.billing',
      )}
      value={field.value}
      onValueChange={field.onChange}
      options={[
        ...book.map((address) => ({
          value: address.id ?? '',
          label: isDefault(address)
            ? `${addressLineOf(address)} (${words('checkout.addressBook.default')})`
            : addressLineOf(address),
        })),
        { value: NEW_ADDRESS, label: words('checkout.addressBook.new') },
      ]}
    />
  );
}
