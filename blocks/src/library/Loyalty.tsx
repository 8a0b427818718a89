import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// The loyalty widget brings its own client and dialogs; it loads in its own chunk, when it nears the viewport.
const LoyaltyWidget = lazyWithWords(() =>
  import('@storefront/features/loyalty/widgets').then((loyalty) => ({ default: loyalty.LoyaltyWidget })),
);

/** Points, tier, history and rewards from features/loyalty, placeable on any Builder page (e.g. the club page). */
export const loyaltyBlock = defineBlock({
  name: 'Loyalty',
  friendlyName: 'Club points and rewards',
  group: 'Shop widgets',
  image: icons.widget,
  inputs: [
    headingInput('Replaces the default heading.'),
    { name: 'signInHref', friendlyName: 'Sign-in link', type: 'url', defaultValue: '/sign-in?next=/loyalty' },
  ],
  component: ({ heading, signInHref }) => (
    <HydrateWhenVisible widget="@storefront/features/loyalty/widgets">
      <LoyaltyWidget {...(heading ? { heading } : {})} {...(signInHref ? { signInHref } : {})} />
    </HydrateWhenVisible>
  ),
});
