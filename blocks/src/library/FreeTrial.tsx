import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// The trial's call to action brings its own client; it loads in its own chunk, when it nears the viewport.
const FreeTrialStart = lazyWithWords(() =>
  import('@storefront/features/trials/widgets').then((trials) => ({ default: trials.FreeTrialStart })),
);

/**
 * A free-trial landing's call to action (features/trials): checks the signed-in shopper's eligibility for the
 * programme and lets an eligible shopper start the trial, which moves them into the trial store view.
 */
export const freeTrialBlock = defineBlock({
  name: 'FreeTrial',
  friendlyName: 'Free trial',
  group: 'Marketing',
  image: icons.widget,
  description:
    'Starts a free trial for eligible signed-in shoppers: puts the trial kit in their trial cart and moves them into the trial shop.',
  inputs: [
    {
      name: 'program',
      friendlyName: 'Trial programme',
      type: 'string',
      required: true,
      defaultValue: 'device-trial',
      helperText: 'The trial programme’s code at the engagement service, e.g. device-trial.',
    },
    headingInput('Replaces the default heading ("Try it free").'),
    {
      name: 'intro',
      type: 'longText',
      localized: true,
      helperText: 'A sentence under the heading: what the trial gives.',
    },
    {
      name: 'startLabel',
      type: 'string',
      localized: true,
      helperText: 'The button’s words (default "Start free trial").',
    },
    {
      name: 'kitSku',
      friendlyName: 'Trial kit SKU',
      type: 'string',
      defaultValue: 'TRIAL-KIT',
      helperText:
        'The product the trial sends, as sold in the trial store view: it is put in the shopper’s trial cart as the trial starts. Leave empty when the landing page lets the shopper choose.',
    },
    {
      name: 'returnTo',
      friendlyName: 'Trial landing',
      type: 'string',
      defaultValue: '/cart',
      helperText:
        'The path on this shop where the shopper lands in the trial shop, e.g. /cart or /products/ILUMA-ONE.',
    },
    {
      name: 'signInHref',
      friendlyName: 'Sign-in link',
      type: 'url',
      defaultValue: '/sign-in',
      helperText: 'Where a guest signs in; add ?next= with this page to come back.',
    },
  ],
  component: ({ program, heading, intro, startLabel, kitSku, returnTo, signInHref }) => (
    <HydrateWhenVisible widget="@storefront/features/trials/widgets">
      <FreeTrialStart
        program={program}
        {...(heading ? { heading } : {})}
        {...(intro ? { intro } : {})}
        {...(startLabel ? { startLabel } : {})}
        {...(kitSku ? { kitSku } : {})}
        {...(returnTo ? { returnTo } : {})}
        {...(signInHref ? { signInHref } : {})}
      />
    </HydrateWhenVisible>
  ),
});
