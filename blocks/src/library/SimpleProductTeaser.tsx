import { SimpleProductTeaser } from '@storefront/design-system';
import { defineBlock } from '../defineBlock';
import { followAfterTracking } from '../followAfterTracking';
import { icons } from '../icons';

/**
 * The design system's product teaser; a click is a menu navigation for analytics (spec section 2). With a SKU, the
 * server points the link at the product's mapped Builder page (site/app/builder/productTeasers.server.ts).
 */
export const simpleProductTeaserBlock = defineBlock({
  name: 'SimpleProductTeaser',
  friendlyName: 'Product teaser',
  group: 'Product',
  image: icons.teaser,
  inputs: [
    { name: 'title', type: 'string', localized: true, required: true },
    { name: 'image', type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp', 'svg'] },
    { name: 'imageAlt', type: 'string', localized: true },
    { name: 'linkText', type: 'string', localized: true, defaultValue: 'Discover' },
    { name: 'linkHref', friendlyName: 'Link', type: 'url', required: true },
    {
      name: 'sku',
      friendlyName: 'Product SKU',
      type: 'string',
      helperText:
        'Optional. When the product-page mapping gives this product a page of its own, live pages link there instead of the Link above.',
    },
  ],
  component: ({ title, image, imageAlt, linkText = 'Discover', linkHref }) => (
    <SimpleProductTeaser
      title={title}
      link={{ text: linkText, href: linkHref }}
      {...(image ? { image: { src: image, alt: imageAlt ?? '' } } : {})}
      onNavigate={(event, link) =>
        followAfterTracking(event, 'tracking:activity:menu_navigation_click', {
          label: link.title,
          url: link.href,
          location: 'product teaser',
        })
      }
    />
  ),
});
