import { FormField, SubmissionForm } from '@storefront/features/contact-forms/widgets';
import { defineBlock } from '../defineBlock';
import { icons } from '../icons';

/**
 * Builder's form, submitting either to Builder's form endpoint on the configured host (apiKey, to, name) or to a custom
 * action. On error it shows the server's message found at errorMessagePath, else the configured message. The form
 * itself is features/contact-forms; this block maps the marketer's inputs onto it.
 */
export const submissionFormBlock = defineBlock({
  name: 'SubmissionForm',
  friendlyName: 'Form',
  group: 'Marketing',
  image: icons.form,
  canHaveChildren: true,
  inputs: [
    { name: 'name', type: 'string', required: true, helperText: 'Names the submissions.' },
    {
      name: 'sendSubmissionsTo',
      type: 'string',
      enum: ['email', 'custom'],
      defaultValue: 'email',
      helperText: 'email: Builder mails each submission; custom: they go to the action URL.',
    },
    { name: 'sendSubmissionsToEmail', type: 'string', helperText: 'Where e-mail submissions go.' },
    { name: 'action', type: 'url', helperText: 'Custom action URL.' },
    {
      name: 'contentType',
      type: 'string',
      enum: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
      defaultValue: 'application/json',
      helperText: 'How the fields reach a custom action.',
    },
    {
      name: 'submitLabel',
      type: 'string',
      localized: true,
      helperText: 'The send button’s words; empty: the shop’s own ("Send"), in the shopper’s language.',
    },
    {
      name: 'successMessage',
      type: 'string',
      localized: true,
      helperText: 'Shown in place of the form once it is sent; empty: the shop’s own thanks.',
    },
    {
      name: 'errorMessage',
      type: 'string',
      localized: true,
      helperText:
        'Shown when sending fails and the server gives no message of its own; empty: the shop’s own words.',
    },
    {
      name: 'errorMessagePath',
      type: 'string',
      helperText: 'Where the server puts its error message, e.g. error.message.',
    },
  ],
  component: ({ sendSubmissionsTo = 'email', sendSubmissionsToEmail, action, contentType, ...form }) => (
    <SubmissionForm
      {...form}
      destination={
        sendSubmissionsTo === 'email'
          ? { kind: 'email', to: sendSubmissionsToEmail ?? '' }
          : { kind: 'custom', action: action ?? '', contentType: contentType ?? 'application/json' }
      }
    />
  ),
});

export const formFieldBlock = defineBlock({
  name: 'FormField',
  friendlyName: 'Form field',
  group: 'Marketing',
  image: icons.field,
  inputs: [
    { name: 'name', type: 'string', required: true, helperText: 'The submitted field name, e.g. email.' },
    {
      name: 'label',
      type: 'string',
      localized: true,
      required: true,
      helperText: 'What the shopper reads above the field.',
    },
    {
      name: 'type',
      type: 'string',
      enum: ['text', 'email', 'tel', 'textarea'],
      defaultValue: 'text',
      helperText: 'textarea: several lines, for a message.',
    },
    {
      name: 'required',
      type: 'boolean',
      defaultValue: false,
      helperText: 'The form is not sent without it.',
    },
  ],
  component: (field) => <FormField {...field} />,
});
