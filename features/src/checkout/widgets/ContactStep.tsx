import { FormTextField, OrderAttributeFields } from './formFields';
import type { StepProps } from './stepProps';

/** Contact: a guest gives an e-mail address; a signed-in shopper reads where the confirmation goes. */
export function ContactStep({ form, talon, words }: StepProps) {
  const attributes = talon.orderAttributes;
  return (
    <>
      <OrderAttributeFields form={form} attributes={attributes} placement="contactDetails_before" />
      {talon.isGuest ? (
        <FormTextField
          form={form}
          name="email"
          label={words('checkout.field.email')}
          type="email"
          autoComplete="email"
          required
        />
      ) : (
        // A signed-in shopper has nothing to type here, but should see where the confirmation goes.
        <p>{words('checkout.contact.signedIn', { email: talon.checkout?.email ?? '' })}</p>
      )}
      <OrderAttributeFields form={form} attributes={attributes} placement="contactDetails_after" />
    </>
  );
}
