import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// The cart brings its own client and dialog; it loads in its own chunk, when it nears the viewport.
const CartWidget = lazyWithWords(() =>
  import('@storefront/features/cart/widgets').then((cart) => ({ default: cart.CartWidget })),
);

/** The mini cart from features/cart, placeable on any Builder page. */
export const cartWidgetBlock = defineBlock({
  name: 'CartWidget',
  friendlyName: 'Mini cart',
  group: 'Shop widgets',
  image: icons.widget,
  inputs: [{ name: 'checkoutHref', friendlyName: 'Checkout link', type: 'url', defaultValue: '/checkout' }],
  component: ({ checkoutHref }) => (
    <HydrateWhenVisible widget="@storefront/features/cart/widgets">
      <CartWidget {...(checkoutHref ? { checkoutHref } : {})} />
    </HydrateWhenVisible>
  ),
});
