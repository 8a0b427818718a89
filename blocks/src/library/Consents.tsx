import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// The consents form brings its own client; it loads in its own chunk, when it nears the viewport.
const ConsentsWidget = lazyWithWords(() =>
  import('@storefront/features/consents/widgets').then((consents) => ({ default: consents.ConsentsWidget })),
);

/** The signed-in shopper's communication consents, placeable on any Builder page (e.g. a newsletter landing page). */
export const consentsBlock = defineBlock({
  name: 'Consents',
  friendlyName: 'Communication consents',
  group: 'Shop widgets',
  image: icons.widget,
  inputs: [
    { name: 'signInHref', friendlyName: 'Sign-in link', type: 'url', defaultValue: '/sign-in?next=/account' },
  ],
  component: ({ signInHref }) => (
    <HydrateWhenVisible widget="@storefront/features/consents/widgets">
      <ConsentsWidget {...(signInHref ? { signInHref } : {})} />
    </HydrateWhenVisible>
  ),
});
