import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// Loads in its own chunk, when the reader nears the article's end.
const ArticleReward = lazyWithWords(() =>
  import('@storefront/features/loyalty/widgets').then((loyalty) => ({ default: loyalty.ArticleReward })),
);

/**
 * The end of a club article (features/loyalty): a signed-in shopper collects the article's points here, once; a guest
 * is asked to sign in. Placed last on the article's page, whose `loyaltyArticleId` field names the same article.
 */
export const loyaltyArticleRewardBlock = defineBlock({
  name: 'LoyaltyArticleReward',
  friendlyName: 'Club article: collect points',
  group: 'Shop widgets',
  image: icons.widget,
  inputs: [
    {
      name: 'articleId',
      friendlyName: 'Loyalty article id',
      type: 'string',
      required: true,
      helperText: 'The loyalty service’s id of this article (for example article-care-guide).',
    },
    {
      name: 'signInHref',
      friendlyName: 'Sign-in link',
      type: 'url',
      defaultValue: '/sign-in',
      helperText: 'Where a guest signs in; add ?next= with this page’s path to come back here.',
    },
  ],
  component: ({ articleId, signInHref }) => (
    <HydrateWhenVisible widget="@storefront/features/loyalty/widgets">
      <ArticleReward articleId={articleId} signInHref={signInHref || '/sign-in'} />
    </HydrateWhenVisible>
  ),
});
