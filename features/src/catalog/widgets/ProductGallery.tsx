import { Carousel, Image } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import type { ProductMedia } from '../types';
import * as styles from './Product.css';

export interface ProductGalleryProps {
  /** The product's name: names the gallery for screen readers. */
  name: string;
  media: ProductMedia[];
}

/**
 * A product's pictures, one at a time: swipe, the arrow keys or the Previous and Next buttons page through them. Each
 * picture keeps a square space from the start, so nothing below it moves when it arrives.
 */
export function ProductGallery({ name, media }: ProductGalleryProps) {
  const { t } = useTranslation();
  if (media.length === 0) return null;
  return (
    <Carousel
      className={styles.gallery}
      label={t('catalog.gallery.label', { name })}
      previousLabel={t('catalog.gallery.previous')}
      nextLabel={t('catalog.gallery.next')}
      slideLabel={(position, total) => `Picture ${position} of ${total}`}
    >
      {media.map((picture, index) => (
        <Image
          key={picture.url}
          src={picture.url}
          alt={picture.alt}
          aspectRatio={1}
          fit="contain"
          sizes="(min-width: 641px) 50vw, 100vw"
          priority={index === 0}
        />
      ))}
    </Carousel>
  );
}
