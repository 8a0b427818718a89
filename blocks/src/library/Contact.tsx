import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// The contact form brings its own client; it loads in its own chunk, when it nears the viewport.
const ContactForm = lazyWithWords(() =>
  import('@storefront/features/contact/widgets').then((contact) => ({ default: contact.ContactForm })),
);

/**
 * The contact form (features/contact) on any Builder page: it sends to the engagement service's forms endpoint, and
 * before the page hydrates it posts to the contact page, which sends it there.
 */
export const contactBlock = defineBlock({
  name: 'Contact',
  friendlyName: 'Contact form',
  group: 'Marketing',
  image: icons.form,
  inputs: [
    headingInput('Replaces the default heading ("Write to us").'),
    {
      name: 'intro',
      type: 'longText',
      localized: true,
      helperText: 'A sentence under the heading; the shop’s own when empty.',
    },
    {
      name: 'submitLabel',
      type: 'string',
      localized: true,
      helperText: 'The button’s words (default "Send message").',
    },
    {
      name: 'phone',
      type: 'string',
      helperText: 'A phone number offered beside the form, e.g. +49 800 100 2000.',
    },
    {
      name: 'type',
      type: 'string',
      defaultValue: 'CONTACT',
      helperText: 'The form type the service files the message under.',
    },
    { name: 'channel', type: 'string', defaultValue: 'web', helperText: 'Where the message comes from.' },
    {
      name: 'consentPurposes',
      type: 'list',
      helperText: 'Consent purposes recorded with the message, if the service asks for any.',
      subFields: [{ name: 'id', type: 'string', required: true, helperText: 'The purpose’s id.' }],
    },
  ],
  component: ({ consentPurposes = [], heading, intro, submitLabel, phone, type, channel }) => (
    <HydrateWhenVisible widget="@storefront/features/contact/widgets">
      <ContactForm
        {...(heading ? { heading } : {})}
        {...(intro ? { intro } : {})}
        {...(submitLabel ? { submitLabel } : {})}
        {...(phone ? { phone } : {})}
        {...(type ? { type } : {})}
        {...(channel ? { channel } : {})}
        consentPurposes={consentPurposes.flatMap((purpose) => (purpose.id ? [purpose.id] : []))}
        location="contact block"
      />
    </HydrateWhenVisible>
  ),
});
