import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// The referral widget brings its own client; it loads in its own chunk, when it nears the viewport.
const ReferralWidget = lazyWithWords(() =>
  import('@storefront/features/referral/widgets').then((referral) => ({ default: referral.ReferralWidget })),
);

/** The shopper's referral code to share, with their referral stats, from features/referral, on any Builder page. */
export const referralBlock = defineBlock({
  name: 'Referral',
  friendlyName: 'Invite friends (referral code)',
  group: 'Shop widgets',
  image: icons.widget,
  inputs: [
    headingInput('Replaces the default heading ("Invite friends").'),
    {
      name: 'signInHref',
      friendlyName: 'Sign-in link',
      type: 'url',
      defaultValue: '/sign-in?next=/account/referrals',
      helperText: 'Where a guest signs in to see their code.',
    },
  ],
  component: ({ heading, signInHref }) => (
    <HydrateWhenVisible widget="@storefront/features/referral/widgets">
      <ReferralWidget {...(heading ? { heading } : {})} {...(signInHref ? { signInHref } : {})} />
    </HydrateWhenVisible>
  ),
});
