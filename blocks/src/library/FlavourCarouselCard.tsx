import { FlavourCarouselCard, gradientNames } from '@storefront/design-system';
import { useTranslation } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { icons } from '../icons';
import type { PropsFromInputs } from '../inputs';

export const flavourCardInputs = [
  { name: 'title', type: 'string', localized: true, required: true },
  { name: 'description', type: 'richText', localized: true, helperText: 'Shown as sanitised HTML.' },
  { name: 'image', type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp', 'svg'] },
  {
    name: 'imageAlt',
    type: 'string',
    localized: true,
    helperText: 'Describe the picture; leave empty if it only decorates.',
  },
  {
    name: 'ratings',
    type: 'list',
    helperText: 'Each rating is 0 to 5 in half steps.',
    subFields: [
      { name: 'label', type: 'string', localized: true, required: true },
      { name: 'value', type: 'number', required: true, min: 0, max: 5, step: 0.5 },
    ],
  },
  {
    name: 'gradient',
    type: 'string',
    enum: gradientNames,
    helperText: 'A palette gradient; else the plain colour.',
  },
  { name: 'backgroundColor', type: 'color', helperText: 'Used when no gradient is chosen.' },
  { name: 'theme', type: 'string', enum: ['light', 'dark'], defaultValue: 'dark' },
  { name: 'inversed', type: 'boolean', defaultValue: false },
  { name: 'ctaLabel', type: 'string', localized: true },
  { name: 'ctaUrl', type: 'url' },
  { name: 'ctaTarget', type: 'string', enum: ['_self', '_blank'], defaultValue: '_self' },
] as const;

export type FlavourCardProps = PropsFromInputs<typeof flavourCardInputs>;

/** The design system's flavour carousel card, fed from the block's inputs. */
export function FlavourCard({
  image,
  imageAlt,
  ctaLabel,
  ctaUrl,
  ctaTarget,
  ratings,
  ...card
}: FlavourCardProps) {
  const { t } = useTranslation();
  return (
    <FlavourCarouselCard
      {...card}
      ratings={ratings ?? []}
      // The dots read out in the page's language, as the flavour finder's do.
      formatRating={(value, max) => t('flavourFinder.rating.value', { value, max })}
      {...(image ? { image: { src: image, alt: imageAlt ?? '' } } : {})}
      {...(ctaLabel && ctaUrl ? { cta: { label: ctaLabel, url: ctaUrl, target: ctaTarget ?? '_self' } } : {})}
    />
  );
}

export const flavourCarouselCardBlock = defineBlock({
  name: 'FlavourCarouselCard',
  friendlyName: 'Flavour card',
  group: 'Product',
  image: icons.card,
  inputs: flavourCardInputs,
  component: FlavourCard,
});
