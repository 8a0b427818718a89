import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// It brings the catalogue and cart clients; it loads in its own chunk, when it nears the viewport.
const StartSubscription = lazyWithWords(() =>
  import('@storefront/features/subscriptions/widgets').then((subscriptions) => ({
    default: subscriptions.StartSubscription,
  })),
);

/** Starts a subscription from a marketing page: the subscription product goes into the cart as a subscription line. */
export const startSubscriptionBlock = defineBlock({
  name: 'StartSubscription',
  friendlyName: 'Start a subscription',
  group: 'Shop widgets',
  image: icons.widget,
  inputs: [
    {
      name: 'sku',
      friendlyName: 'Subscription product (SKU)',
      type: 'string',
      required: true,
      helperText: 'A subscription product, e.g. STICKS-SUBSCRIPTION; other products are not shown.',
    },
    headingInput('Replaces the product’s name as the heading.'),
    { name: 'cartHref', friendlyName: 'Cart link', type: 'url', defaultValue: '/cart' },
  ],
  component: ({ sku, heading, cartHref }) => (
    <HydrateWhenVisible widget="@storefront/features/subscriptions/widgets">
      <StartSubscription sku={sku} {...(heading ? { heading } : {})} {...(cartHref ? { cartHref } : {})} />
    </HydrateWhenVisible>
  ),
});
