import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Button, RichText, TextField, VisuallyHidden } from '@storefront/design-system';
import { track, useFormat, useTranslation, type Translator, lazyWithWords } from '../../platform';
import type { ItemToAdd } from '../../cart';
import { useProductPoints } from '../../loyalty';
import { TradeInOffer } from '../../trade-in/widgets';
import { useProduct } from '../hooks';
import {
  chosenColour,
  galleryFor,
  orderLimitsFor,
  quantityProblem,
  type ProductColour,
  type ProductView,
  type QuantityProblem,
} from '../types';
import * as styles from './Product.css';
import { ProductGallery } from './ProductGallery';

export interface ProductDetailProps {
  sku: string;
  /** The page's loader could not fetch the product: the message shows at once, with Try again. */
  failedOnServer?: boolean;
  /** The colour the address names (a variant's SKU), so a chosen colour is server-rendered and can be shared. */
  variantSku?: string;
  /** Puts a newly chosen colour into the address (the page shows it at once either way). */
  onChooseVariant?: (variantSku: string) => void;
}

/**
 * A product page's main part: the gallery and, beside it from medium width up (below it on phones), the buying column
 * with the product's name as the page's heading, colour swatches with their stock, price with old price and discount,
 * stock and add to cart.
 */
export function ProductDetail({
  sku,
  failedOnServer = false,
  variantSku,
  onChooseVariant,
}: ProductDetailProps) {
  const { t } = useTranslation();
  const { product, essentials, isLoading, error, retry } = useProduct(sku, { failedOnServer });
  const [variantChoice, setVariantChoice] = useState(variantSku);
  const chooseVariant = (chosenSku: string) => {
    setVariantChoice(chosenSku);
    onChooseVariant?.(chosenSku);
  };
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
  const chosen = chosenColour(product.colors, variantChoice);
  return (
    <div className={styles.productPage}>
      {/* Another colour is another set of pictures: the gallery starts again at its first. */}
      <ProductGallery key={chosen?.uid} name={product.name} media={galleryFor(product, chosen)} />
      <BuyBox
        product={product}
        chosen={chosen}
        onChoose={chooseVariant}
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

function quantityWords(problem: QuantityProblem, t: Translator['t']) {
  if (problem.kind === 'notWhole') return t('catalog.quantity.notWhole');
  if (problem.kind === 'belowMin') return t('catalog.quantity.belowMin', { min: problem.min });
  return t('catalog.quantity.aboveMax', { max: problem.max });
}

const CartConnection = lazyWithWords(() =>
  import('./CartConnection').then((m) => ({ default: m.CartConnection })),
);

/** The `earnings` type a product's points are asked for by, with its SKU as the identifier (spec section 7). */
const PRODUCT_EARNING_TYPE = 'product';

interface BuyBoxProps {
  product: ProductView;
  chosen: ProductColour | undefined;
  onChoose: (variantSku: string) => void;
  categoryIds: string[];
}

function BuyBox({ product, chosen, onChoose, categoryIds }: BuyBoxProps) {
  const format = useFormat();
  const { t } = useTranslation();
  const colourName = useId();
  const variantSku = chosen?.variantSku;
  const limits = orderLimitsFor(product, chosen);
  // What the shopper typed, kept as typed; judged once they leave the field or press Add to cart.
  const [quantity, setQuantity] = useState(String(limits.min));
  const [quantityJudged, setQuantityJudged] = useState(false);
  const problem = quantityProblem(Number(quantity.trim() || Number.NaN), limits);
  // The cart's code comes with the shopper's first move towards Add to cart; a press before it arrives is kept.
  const [cartWanted, setCartWanted] = useState(false);
  const [{ isAdding, error }, setCart] = useState<{ isAdding: boolean; error: string | undefined }>({
    isAdding: false,
    error: undefined,
  });
  const [item, setItem] = useState<ItemToAdd | null>(null);
  const [added, setAdded] = useState(false);
  const inStock = product.isConfigurable ? Boolean(chosen?.isInStock) : product.isInStock;
  // Read-only and quiet: zero (nothing shown) while loading or when loyalty cannot be reached (spec section 8).
  const points = useProductPoints(PRODUCT_EARNING_TYPE, product.sku);
  function add() {
    setAdded(false);
    setCartWanted(true);
    setQuantityJudged(true);
    if (problem) return;
    const count = Number(quantity);
    setItem(
      product.isConfigurable && variantSku
        ? { kind: 'configurable', sku: variantSku, parentSku: product.sku, quantity: count }
        : { kind: 'simple', sku: product.sku, quantity: count },
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
                checked={colour.uid === chosen?.uid}
                onChange={() => (colour.variantSku ? onChoose(colour.variantSku) : undefined)}
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
      <TextField
        className={styles.quantity}
        label={t('catalog.quantity')}
        hint={t('catalog.quantity.hint', { min: limits.min, max: limits.max })}
        error={quantityJudged && problem ? quantityWords(problem, t) : undefined}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        step={1}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        onBlur={() => setQuantityJudged(true)}
      />
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
