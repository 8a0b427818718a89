import { ContactFields } from './fields';
import { formBinding } from './formFields';
import type { StepProps } from './stepProps';

/** Contact, bound to the checkout form: a guest gives an e-mail address; a signed-in shopper reads where it goes. */
export function ContactStep({ form, talon, words }: StepProps) {
  return (
    <ContactFields
      bind={formBinding(form)}
      attributes={talon.orderAttributes}
      isGuest={talon.isGuest}
      email={talon.checkout?.email ?? ''}
      words={words}
    />
  );
}
