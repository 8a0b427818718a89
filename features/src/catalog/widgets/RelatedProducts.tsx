import { useId } from 'react';
import { useTranslation } from '../../platform';
import { useLinkedProducts } from '../hooks';
import type { ProductView } from '../types';
import * as styles from './Product.css';
import { ProductCards } from './ProductCards';

export interface RelatedProductsProps {
  sku: string;
  productHref?: (product: ProductView) => string;
}

/** "Goes well with": the products the catalogue relates to this one and its cross-sells; nothing when there are none. */
export function RelatedProducts({
  sku,
  productHref = (product) => `/products/${encodeURIComponent(product.sku)}`,
}: RelatedProductsProps) {
  const headingId = useId();
  const { t } = useTranslation();
  const { products } = useLinkedProducts(sku);
  if (products.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catalog.related.title')}</h2>
      <ProductCards
        products={products}
        listId="related"
        listName="Goes well with"
        label={t('catalog.related.title')}
        productHref={productHref}
      />
    </section>
  );
}
