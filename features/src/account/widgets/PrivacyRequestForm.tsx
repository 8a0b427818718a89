import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useStoredUser, failureWords, useTranslation, postedValue, usePostedErrors } from '../../platform';
import { useRequestPrivacy } from '../hooks';
import type { PostedForm } from './postedForm';
import type { PrivacyRequestBinding, PrivacyRequestFields } from './PrivacyRequestFields';
import { privacyRequestSchema, type PrivacyRequestValues } from './privacyRequestSchema';
import { shopperIssues } from './schemas';

/**
 * A privacy request (access, correction, deletion...) for guests and signed-in shoppers; a signed-in one starts filled
 * in. The form posts to its route, so it works before the page has hydrated too (posted: the action's answer).
 */
export function PrivacyRequestForm({
  onSent,
  posted,
  Fields,
}: {
  onSent?: () => void;
  posted?: PostedForm<PrivacyRequestValues>;
  /**
   * The form's markup (PrivacyRequestFields), given by the page: its first load holds it already for the plain form
   * (PrivacyRequest), and imported here it would travel in a file of its own, costing the account overview's budget.
   */
  Fields: typeof PrivacyRequestFields;
}) {
  const { t } = useTranslation();
  const stored = useStoredUser();
  const call = useRequestPrivacy();
  const schema = useMemo(() => privacyRequestSchema(t), [t]);
  const typed = posted?.values;
  const firstName = typed?.firstName ?? stored?.first_name ?? '';
  const lastName = typed?.lastName ?? stored?.last_name ?? '';
  const email = typed?.email ?? stored?.email ?? '';
  const requestTypes = typed?.requestTypes;
  // The stored user is known only once the page runs in the browser (never on the server), so the names follow it in;
  // a field the shopper already typed in is kept.
  const values = useMemo(
    () => ({ firstName, lastName, email, requestTypes: requestTypes ?? [] }),
    [firstName, lastName, email, requestTypes],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<PrivacyRequestValues>({
    resolver: zodResolver(schema, shopperIssues(t)),
    values,
    resetOptions: { keepDirtyValues: true },
    errors: usePostedErrors<PrivacyRequestValues>(posted),
  });
  const { field: requestTypesField } = useController({ control, name: 'requestTypes' });
  // The posted answer speaks until the shopper sends the form again from the hydrated page.
  const { run, pending } = call;
  const error = submitCount === 0 ? posted?.error : call.error && failureWords(t, call.error);
  const done = submitCount === 0 ? posted?.done === true : call.done;

  const bind: PrivacyRequestBinding = {
    text: (name) => ({ error: errors[name]?.message, ...postedValue(typed?.[name]), ...register(name) }),
    requestTypes: {
      value: requestTypesField.value,
      onChange: requestTypesField.onChange,
      error: errors.requestTypes?.message,
    },
  };

  return (
    <Fields
      on={{
        onSubmit: handleSubmit(async (request) => {
          if (await run(request)) onSent?.();
        }),
      }}
      bind={bind}
      error={error}
      done={done}
      pending={pending}
    />
  );
}
