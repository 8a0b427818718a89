import { Button, Pagination } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { categoryRequestFor, useProducts } from '../hooks';
import { defaultListing, LISTING_PAGE_SIZE, listingSearch, type Listing } from '../listing';
import type { ProductView } from '../types';
import * as styles from './Product.css';
import { ListingControls } from './ListingControls';
import { ProductCards } from './ProductCards';

export interface ProductListProps {
  /** A category uid or url key; the site hosts lists at /category/:id. */
  categoryId: string;
  /** The list as tracking names it; the category id when not given. */
  listName?: string;
  /** The list's name as the shopper hears it, in the page's language; `listName` when not given. */
  label?: string;
  productHref?: (product: ProductView) => string;
  /** The page's loader could not fetch the products: the message shows at once, with Try again. */
  failedOnServer?: boolean;
  /** The sort and filters the page's URL asks for. */
  listing?: Listing;
  /** The category page's path, where sorting and filters lead (with the listing in the query). */
  path?: string;
}

/** A category's products with sorting, the catalogue's filters, the product cards and its pages. */
export function ProductList({
  categoryId,
  listName = categoryId,
  label = listName,
  productHref = (product) => `/products/${product.sku}`,
  failedOnServer = false,
  listing = defaultListing,
  path = `/category/${encodeURIComponent(categoryId)}`,
}: ProductListProps) {
  const { t } = useTranslation();
  const { products, aggregations, totalCount, isLoading, error, retry } = useProducts(
    categoryRequestFor(categoryId, listing),
    { failedOnServer },
  );
  if (error) {
    return (
      <div role="alert">
        <p className={styles.alert}>{t('catalog.list.error')}</p>
        <Button onClick={() => void retry()}>{t('catalog.retry')}</Button>
      </div>
    );
  }
  if (isLoading && products.length === 0) return <p role="status">{t('catalog.list.loading')}</p>;
  const pages = Math.ceil(totalCount / LISTING_PAGE_SIZE);
  return (
    <div className={styles.listing}>
      <ListingControls
        listing={listing}
        aggregations={aggregations}
        path={path}
        currency={products[0]?.currency ?? 'EUR'}
      />
      <p role="status" className={styles.muted}>
        {t('catalog.list.count', { count: totalCount })}
      </p>
      {products.length > 0 ? (
        <ProductCards
          products={products}
          listId={categoryId}
          listName={listName}
          label={label}
          productHref={productHref}
        />
      ) : (
        <p>{t('catalog.list.noMatch')}</p>
      )}
      <Pagination
        label={t('catalog.pages.label')}
        page={listing.page}
        pages={pages}
        hrefOf={(page) => `${path}${listingSearch({ ...listing, page })}`}
        previousLabel={t('catalog.pages.previous')}
        nextLabel={t('catalog.pages.next')}
        status={t('catalog.pages.status', { page: listing.page, pages })}
      />
    </div>
  );
}
