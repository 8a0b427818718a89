import { useEffect } from 'react';
import { Link } from '@storefront/design-system';
import { isPlainClick, track, trackThenNavigate, useFormat, useTranslation } from '../../platform';
import type { ProductView } from '../types';
import * as styles from './Product.css';

export interface ProductCardsProps {
  products: ProductView[];
  /** The list as tracking names it (a category, "related"). */
  listId: string;
  listName: string;
  /** The list's name as the shopper hears it, in the page's language; tracking keeps `listName`. */
  label: string;
  productHref: (product: ProductView) => string;
}

const tracked = (product: ProductView, index: number) => ({
  sku: product.sku,
  name: product.name,
  price: product.currentPrice,
  index,
});

/** Product cards with picture, price, old price and stock; the list is tracked when seen, each product when chosen. */
export function ProductCards({ products, listId, listName, label, productHref }: ProductCardsProps) {
  const format = useFormat();
  const { t } = useTranslation();
  const seen = products.map((product) => product.sku).join(',');
  useEffect(() => {
    if (!seen) return;
    track('tracking:commerce:view_item_list', {
      list_id: listId,
      list_name: listName,
      items: products.map(tracked),
    });
    // tracked once per distinct list of products
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seen, listId, listName]);
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.sku} className={styles.card}>
          {product.image ? (
            <img
              className={styles.image}
              src={product.image.url}
              alt=""
              width={192}
              height={192}
              loading="lazy"
            />
          ) : null}
          <Link
            href={productHref(product)}
            onClick={async (event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              const href = event.currentTarget.href;
              await trackThenNavigate('tracking:commerce:select_item', {
                list_id: listId,
                list_name: listName,
                item: tracked(product, index),
              });
              window.location.assign(href);
            }}
          >
            {product.name}
          </Link>
          <p className={styles.price}>
            <span>{format.money({ value: product.currentPrice, currency: product.currency })}</span>
            {product.oldPrice ? (
              <s className={styles.oldPrice}>
                {format.money({ value: product.oldPrice, currency: product.currency })}
              </s>
            ) : null}
          </p>
          <p className={styles.muted}>{t('catalog.stock', { inStock: String(product.isInStock) })}</p>
        </li>
      ))}
    </ul>
  );
}
