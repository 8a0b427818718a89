import { Suspense, useRef, useState } from 'react';
import { Image } from '@storefront/design-system';
import { useTranslation, lazyWithWords } from '../../platform';
import type { ProductMedia } from '../types';
import * as styles from './Product.css';

export interface ProductGalleryProps {
  /** The product's name: names the gallery for screen readers. */
  name: string;
  /** The pictures of the chosen colour (or of the product); a new colour is a new gallery (give it a new key). */
  media: ProductMedia[];
}

// The zoom's dialog (Radix) is not part of the page's first load: it comes when a shopper first opens a picture.
const GalleryZoom = lazyWithWords(() => import('./GalleryZoom').then((m) => ({ default: m.GalleryZoom })));

/**
 * A product's main picture with its thumbnails below: a thumbnail (a button, so Tab and Enter reach it) shows its
 * picture, and the main picture opens an enlarged one in a dialog (Escape closes it). Every picture keeps a square
 * space from the start, so nothing moves when one arrives or another is chosen.
 */
export function ProductGallery({ name, media }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const picture = media[shown] ?? media[0];
  if (!picture) return null;
  return (
    <section className={styles.gallery} aria-label={t('catalog.gallery.label', { name })}>
      <button
        ref={opener}
        type="button"
        className={styles.mainPicture}
        aria-haspopup="dialog"
        aria-label={t('catalog.gallery.zoom', { alt: picture.alt })}
        onClick={() => setZoomed(true)}
      >
        <Image
          src={picture.url}
          alt={picture.alt}
          aspectRatio={1}
          fit="contain"
          sizes="(min-width: 641px) 50vw, 100vw"
          priority
        />
      </button>
      {media.length > 1 ? (
        <ul className={styles.thumbnails}>
          {media.map((thumbnail, index) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={index === shown}
                aria-label={t('catalog.gallery.show', { position: index + 1, total: media.length })}
                onClick={() => setShown(index)}
              >
                <Image src={thumbnail.url} alt="" aspectRatio={1} fit="contain" sizes="5rem" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <GalleryZoom
            picture={picture}
            onClose={() => setZoomed(false)}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
