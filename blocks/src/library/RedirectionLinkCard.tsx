import { RedirectionLinkCard } from '@storefront/design-system';
import { useRef } from 'react';
import { defineBlock } from '../defineBlock';
import { isArticleLink, linkLabel, useTrackedLinks } from '../followAfterTracking';
import { icons } from '../icons';

/** The design system's redirection link card: a list row, a picture card, or the {product}Club card. */
export const redirectionLinkCardBlock = defineBlock({
  name: 'RedirectionLinkCard',
  friendlyName: 'Link card',
  group: 'Marketing',
  image: icons.link,
  inputs: [
    { name: 'variant', type: 'string', enum: ['list', 'withImage', 'club'], defaultValue: 'list' },
    { name: 'title', type: 'string', localized: true, required: true },
    { name: 'description', type: 'string', localized: true },
    { name: 'href', friendlyName: 'Link', type: 'url', required: true },
    { name: 'target', type: 'string', enum: ['_self', '_blank'], defaultValue: '_self' },
    {
      name: 'image',
      type: 'file',
      allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp', 'svg'],
      helperText: 'Background of the withImage variant.',
    },
    { name: 'imageAlt', type: 'string', localized: true },
    {
      name: 'product',
      type: 'string',
      localized: true,
      helperText: 'Club variant: the product the club is named after.',
    },
    { name: 'hideChevron', type: 'boolean', defaultValue: false, helperText: 'List variant only.' },
  ],
  component: function LinkCard({ image, imageAlt, product, ...card }) {
    const wrapper = useRef<HTMLDivElement>(null);
    // A card that leads to a blog article is a blog article click.
    useTrackedLinks(wrapper, (link) =>
      isArticleLink(link)
        ? {
            name: 'tracking:activity:blog_article_click',
            payload: { label: card.title || linkLabel(link), url: link.href, location: 'link card' },
          }
        : undefined,
    );
    return (
      // No box of its own: the card lays out as it did before its link was tracked.
      <div ref={wrapper} style={{ display: 'contents' }}>
        <RedirectionLinkCard
          {...card}
          {...(product ? { product } : {})}
          {...(image ? { image: { src: image, alt: imageAlt ?? '' } } : {})}
        />
      </div>
    );
  },
});
