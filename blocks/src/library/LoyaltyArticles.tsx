import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// Loads in its own chunk, when it nears the viewport, like the loyalty widget.
const Articles = lazyWithWords(() =>
  import('@storefront/features/loyalty/widgets').then((loyalty) => ({ default: loyalty.Articles })),
);

/** The loyalty articles a signed-in shopper reads for points (features/loyalty); shows nothing to guests. */
export const loyaltyArticlesBlock = defineBlock({
  name: 'LoyaltyArticles',
  friendlyName: 'Club articles: read and earn',
  group: 'Shop widgets',
  image: icons.widget,
  inputs: [headingInput('Replaces the default heading ("Read and earn").')],
  component: ({ heading }) => (
    <HydrateWhenVisible widget="@storefront/features/loyalty/widgets">
      <Articles {...(heading ? { heading } : {})} />
    </HydrateWhenVisible>
  ),
});
