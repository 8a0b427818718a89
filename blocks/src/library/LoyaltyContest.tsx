import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

const ContestEntry = lazyWithWords(() =>
  import('@storefront/features/loyalty/widgets').then((loyalty) => ({ default: loyalty.ContestEntry })),
);

/** The running contest's status and entry form, with file uploads (features/loyalty). */
export const loyaltyContestBlock = defineBlock({
  name: 'LoyaltyContest',
  friendlyName: 'Club contest entry',
  group: 'Shop widgets',
  image: icons.widget,
  inputs: [headingInput('The contest\'s name as the heading; empty shows "Contest".')],
  component: ({ heading }) => (
    <HydrateWhenVisible widget="@storefront/features/loyalty/widgets">
      <ContestEntry {...(heading ? { heading } : {})} />
    </HydrateWhenVisible>
  ),
});
