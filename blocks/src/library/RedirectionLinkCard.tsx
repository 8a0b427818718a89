import { RedirectionLinkCard } from '@storefront/design-system';
import { defineBlock } from '../defineBlock';
import { icons } from '../icons';

/** The design system's redirection link card: a list row, a picture card, or the {product}Club card. */
export const redirectionLinkCardBlock = defineBlock({
  name: 'RedirectionLinkCard',
  friendlyName: 'Link card',
  group: 'Marketing',
  image: icons.link,
  inputs: [
    { name: 'variant', type: 'string', enum: ['list', 'withImage', 'club'], defaultValue: 'list' },
    { name: 'title', type: 'string', required: true },
    { name: 'description', type: 'string' },
    { name: 'href', friendlyName: 'Link', type: 'url', required: true },
    { name: 'target', type: 'string', enum: ['_self', '_blank'], defaultValue: '_self' },
    {
      name: 'image',
      type: 'file',
      allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp', 'svg'],
      helperText: 'Background of the withImage variant.',
    },
    { name: 'imageAlt', type: 'string' },
    { name: 'product', type: 'string', helperText: 'Club variant: the product the club is named after.' },
    { name: 'hideChevron', type: 'boolean', defaultValue: false, helperText: 'List variant only.' },
  ],
  component: ({ image, imageAlt, product, ...card }) => (
    <RedirectionLinkCard
      {...card}
      {...(product ? { product } : {})}
      {...(image ? { image: { src: image, alt: imageAlt ?? '' } } : {})}
    />
  ),
});
