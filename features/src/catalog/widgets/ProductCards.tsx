import { useEffect } from 'react';
import { Link } from '@storefront/design-system';
import { track, trackThenNavigate } from '../../platform';
import { formatPrice, type ProductView } from '../types';
import * as styles from './Product.css';

export interface ProductCardsProps {
  products: ProductView[];
  /** The list as tracking names it (a category, "related"). */
  listId: string;
  listName: string;
  productHref: (product: ProductView) => string;
}

const tracked = (product: ProductView, index: number) => ({
  sku: product.sku,
  name: product.name,
  price: product.currentPrice,
  index,
});

/** Product cards with picture, price, old price and stock; the list is tracked when seen, each product when chosen. */
export function ProductCards({ products, listId, listName, productHref }: ProductCardsProps) {
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
    <ul className={styles.grid} aria-label={listName}>
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
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
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
            <span>{formatPrice(product.currentPrice, product.currency)}</span>
            {product.oldPrice ? (
              <s className={styles.oldPrice}>{formatPrice(product.oldPrice, product.currency)}</s>
            ) : null}
          </p>
          <p className={styles.muted}>{product.isInStock ? 'In stock' : 'Out of stock'}</p>
        </li>
      ))}
    </ul>
  );
}
