import { DialogContent, DialogHeader, DialogRoot, DialogTitle, Image } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import type { ProductMedia } from '../types';
import * as styles from './Product.css';

export interface GalleryZoomProps {
  picture: ProductMedia;
  onClose: () => void;
  /** Where focus goes back to once closed: the picture that opened it (the dialog has no trigger of its own). */
  returnFocus: () => void;
}

/**
 * The gallery's picture enlarged, in the design system's dialog: focus moves into it and back to the picture on
 * closing, Escape and the close button close it, and it appears without motion for reduced motion.
 */
export function GalleryZoom({ picture, onClose, returnFocus }: GalleryZoomProps) {
  const { t } = useTranslation();
  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className={styles.zoom}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader closeLabel={t('catalog.gallery.close')}>
          <DialogTitle>{picture.alt}</DialogTitle>
        </DialogHeader>
        <Image src={picture.url} alt={picture.alt} aspectRatio={1} fit="contain" sizes="90vw" priority />
      </DialogContent>
    </DialogRoot>
  );
}
