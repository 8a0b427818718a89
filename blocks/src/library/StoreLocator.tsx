import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// The locator brings its own combobox and geolocation code; it loads in its own chunk, when it nears the viewport.
const StoreLocatorWidget = lazyWithWords(() =>
  import('@storefront/features/store-locator/widgets').then((stores) => ({
    default: stores.StoreLocatorWidget,
  })),
);

/** The store locator from features/store-locator, placeable on any Builder page (e.g. a city landing page). */
export const storeLocatorBlock = defineBlock({
  name: 'StoreLocator',
  friendlyName: 'Store locator',
  group: 'Shop widgets',
  image: icons.widget,
  inputs: [
    headingInput('Empty: the shop’s own ("Find a store"), in the shopper’s language.'),
    {
      name: 'initialPlace',
      type: 'string',
      localized: true,
      helperText: 'A city or postcode searched from the start, e.g. Berlin.',
    },
    { name: 'radiusKm', friendlyName: 'Radius (km)', type: 'number', min: 1, max: 200, defaultValue: 25 },
    {
      name: 'showPlot',
      type: 'boolean',
      defaultValue: true,
      helperText: 'A small drawing of where the stores are.',
    },
  ],
  component: ({ heading, initialPlace, radiusKm, showPlot }) => (
    <HydrateWhenVisible widget="@storefront/features/store-locator/widgets">
      <StoreLocatorWidget
        headingLevel={2}
        {...(heading ? { heading } : {})}
        {...(initialPlace ? { initialPlace } : {})}
        {...(radiusKm ? { radiusKm } : {})}
        {...(showPlot !== undefined ? { showPlot } : {})}
      />
    </HydrateWhenVisible>
  ),
});
