import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// The newsletter form brings its own client; it loads in its own chunk, when it nears the viewport.
const NewsletterSignup = lazyWithWords(() =>
  import('@storefront/features/newsletter/widgets').then((newsletter) => ({
    default: newsletter.NewsletterSignup,
  })),
);

/**
 * The newsletter sign-up (features/newsletter): subscribes to the topics the marketer offers on the engagement
 * service, in the page's language, and lets the shopper leave again.
 */
export const newsletterBlock = defineBlock({
  name: 'Newsletter',
  friendlyName: 'Newsletter sign-up',
  group: 'Marketing',
  image: icons.form,
  inputs: [
    {
      name: 'heading',
      type: 'string',
      localized: true,
      helperText: 'Replaces the default heading ("Our newsletter").',
    },
    {
      name: 'intro',
      type: 'longText',
      localized: true,
      helperText: 'A sentence under the heading: what subscribers get.',
    },
    {
      name: 'topics',
      type: 'list',
      required: true,
      defaultValue: [{ id: 'marketing' }],
      helperText:
        'The newsletter topics offered (the service’s names: marketing, products, club). With one topic the shopper is not asked to choose.',
      subFields: [
        {
          name: 'id',
          type: 'string',
          required: true,
          helperText: 'The topic’s name at the newsletter service.',
        },
        {
          name: 'label',
          type: 'string',
          localized: true,
          helperText: 'What the shopper reads; the shop’s own words when empty.',
        },
      ],
    },
    {
      name: 'submitLabel',
      type: 'string',
      localized: true,
      helperText: 'The button’s words (default "Subscribe").',
    },
    {
      name: 'consentId',
      type: 'string',
      helperText: 'The consent the subscriptions are recorded under, if the service asks for one.',
    },
  ],
  component: ({ heading, intro, topics = [], submitLabel, consentId }) => (
    // No Suspense of its own: HydrateWhenVisible's keeps the server's form on screen while the code loads.
    <HydrateWhenVisible widget="@storefront/features/newsletter/widgets">
      <NewsletterSignup
        {...(heading ? { heading } : {})}
        {...(intro ? { intro } : {})}
        topics={topics.flatMap((topic) => (topic.id ? [{ id: topic.id, label: topic.label ?? '' }] : []))}
        {...(submitLabel ? { submitLabel } : {})}
        {...(consentId ? { consentId } : {})}
        location="newsletter block"
      />
    </HydrateWhenVisible>
  ),
});
