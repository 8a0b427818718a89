import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Button, RichText, VisuallyHidden } from '@storefront/design-system';
import { track, useFormat, useTranslation, type Translator } from '../../platform';
import type { ItemToAdd } from '../../cart';
import { useProductPoints } from '../../loyalty';
import { TradeInOffer } from '../../trade-in/widgets';
import { useProduct } from '../hooks';
import type { ProductColour, ProductView } from '../types';
import * as styles from './Product.css';
import { ProductGallery } from './ProductGallery';

export interface ProductDetailProps {
  sku: string;
  /** The page's loader could not fetch the product: the message shows at once, with Try again. */
  failedOnServer?: boolean;
}

/**
 * A product page's main part: the gallery and, beside it from medium width up (below it on phones), the buying column
 * with the product's name as the page's heading, colour swatches with their stock, price with old price and discount,
 * stock and add to cart.
 */
export function ProductDetail({ sku, failedOnServer = false }: ProductDetailProps) {
  const { t } = useTranslation();
  const { product, essentials, isLoading, error, retry } = useProduct(sku, { failedOnServer });
  useEffect(() => {
    if (product)
      track('tracking:commerce:view_item', {
        currency: product.currency,
        items: [{ sku: product.sku, name: product.name, price: product.currentPrice }],
      });
    // The product view is a new object on every render: tracked once per product shown, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product?.sku]);
  if (error) {
    return (
      <div role="alert">
        <p className={styles.alert}>{t('catalog.product.error')}</p>
        <Button onClick={() => void retry()}>{t('catalog.retry')}</Button>
      </div>
    );
  }
  // Data handed over by the server counts even while SWR revalidates it, so the first HTML shows the product.
  if (!product)
    return <p role="status">{isLoading ? t('catalog.product.loading') : t('catalog.product.unavailable')}</p>;
  return (
    <div className={styles.productPage}>
      <ProductGallery name={product.name} media={product.media} />
      <BuyBox
        product={product}
        categoryIds={(essentials?.categories ?? []).flatMap((category) => category?.url_key ?? [])}
      />
    </div>
  );
}

/** A colour's name with what it says about its stock: out of stock, only a few left, or nothing (plenty). */
function colourLabel(colour: ProductColour, t: Translator['t']) {
  if (!colour.isInStock) return t('catalog.colour.outOfStock', { colour: colour.label });
  if (colour.onlyLeft) return t('catalog.colour.onlyLeft', { colour: colour.label, count: colour.onlyLeft });
  return colour.label;
}

const CartConnection = lazy(() => import('./CartConnection').then((m) => ({ default: m.CartConnection })));

/** The `earnings` type a product's points are asked for by, with its SKU as the identifier (spec section 7). */
const PRODUCT_EARNING_TYPE = 'product';

function BuyBox({ product, categoryIds }: { product: ProductView; categoryIds: string[] }) {
  const format = useFormat();
  const { t } = useTranslation();
  const colourName = useId();
  const firstInStock = product.colors.find((colour) => colour.isInStock) ?? product.colors[0];
  const [variantSku, setVariantSku] = useState(firstInStock?.variantSku);
  // The cart's code comes with the shopper's first move towards Add to cart; a press before it arrives is kept.
  const [cartWanted, setCartWanted] = useState(false);
  const [{ isAdding, error }, setCart] = useState<{ isAdding: boolean; error: string | undefined }>({
    isAdding: false,
    error: undefined,
  });
  const [item, setItem] = useState<ItemToAdd | null>(null);
  const [added, setAdded] = useState(false);
  const chosen = product.colors.find((colour) => colour.variantSku === variantSku);
  const inStock = product.isConfigurable ? Boolean(chosen?.isInStock) : product.isInStock;
  // Read-only and quiet: zero (nothing shown) while loading or when loyalty cannot be reached (spec section 8).
  const points = useProductPoints(PRODUCT_EARNING_TYPE, product.sku);
  function add() {
    setAdded(false);
    setCartWanted(true);
    setItem(
      product.isConfigurable && variantSku
        ? { kind: 'configurable', sku: variantSku, parentSku: product.sku }
        : { kind: 'simple', sku: product.sku },
    );
  }
  const onAdded = useCallback((ok: boolean) => {
    setItem(null);
    setAdded(ok);
  }, []);
  const wantCart = () => setCartWanted(true);
  return (
    <section className={styles.buying} aria-labelledby={`${colourName}-title`}>
      <h1 id={`${colourName}-title`} className={styles.title}>
        {product.name}
      </h1>
      <p className={styles.price}>
        <strong>{format.money({ value: product.currentPrice, currency: product.currency })}</strong>
        {product.oldPrice ? (
          <>
            <s className={styles.oldPrice}>
              <VisuallyHidden>{t('catalog.price.was')} </VisuallyHidden>
              {format.money({ value: product.oldPrice, currency: product.currency })}
            </s>
            <span>−{product.discount}%</span>
          </>
        ) : null}
      </p>
      <p className={styles.points}>{points > 0 ? t('catalog.points', { points }) : null}</p>
      <RichText html={product.description} />
      {product.colors.length > 0 ? (
        <fieldset className={styles.swatches}>
          <legend>{t('catalog.colour', { colour: chosen?.label ?? '' })}</legend>
          {product.colors.map((colour) => (
            <label key={colour.uid} className={styles.swatch}>
              <input
                type="radio"
                name={colourName}
                value={colour.variantSku ?? colour.uid}
                checked={colour.variantSku === variantSku}
                onChange={() => setVariantSku(colour.variantSku)}
              />
              <span className={styles.swatchDot} style={{ background: colour.swatch }} aria-hidden="true" />
              {colourLabel(colour, t)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className={inStock ? styles.success : styles.muted}>
        {t('catalog.stock', { inStock: String(inStock) })}
      </p>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {added ? <p role="status">{t('catalog.added')}</p> : null}
      <Button
        onClick={add}
        onPointerEnter={wantCart}
        onPointerDown={wantCart}
        onFocus={wantCart}
        loading={isAdding || item !== null}
        disabled={!inStock}
      >
        {t('catalog.addToCart')}
      </Button>
      {cartWanted ? (
        <Suspense fallback={null}>
          <CartConnection item={item} onAdded={onAdded} onChange={setCart} />
        </Suspense>
      ) : null}
      <TradeInOffer
        categoryIds={categoryIds}
        signInHref={`/sign-in?next=/products/${encodeURIComponent(product.sku)}`}
      />
    </section>
  );
}
