import DOMPurify from 'isomorphic-dompurify';
import type { ProductEssentialsFragment } from '../commerce';

export type ProductEssentials = ProductEssentialsFragment;

export interface ProductColour {
  /** ConfigurableProductOptionsValues uid: what addProductsToCart's selected_options takes. */
  uid: string;
  label: string;
  /** Hex value of a colour swatch, when the option has one. */
  swatch?: string;
  variantSku?: string;
  isInStock: boolean;
}

/** The product as the shop shows it (spec section 3, "derived view"). */
export interface ProductView {
  sku: string;
  name: string;
  urlKey: string;
  isConfigurable: boolean;
  isInStock: boolean;
  currentPrice: number;
  /** The price before the sale; undefined when there is no sale. */
  oldPrice?: number;
  /** Percent off, rounded; 0 without a sale. */
  discount: number;
  currency: string;
  image?: { url: string; alt: string };
  /** Sanitised HTML, safe to render. */
  description: string;
  colors: ProductColour[];
  isSubscription: boolean;
}

type StockCarrier = {
  __typename?: string;
  stock_status?: string | null;
  variants?: Array<{ product?: { stock_status?: string | null } | null } | null> | null;
};

/**
 * Spec section 4: a simple product is in stock when its stock_status is IN_STOCK; a configurable product
 * when its first variant is IN_STOCK.
 */
export function isInStock(product: StockCarrier): boolean {
  if (product.__typename === 'ConfigurableProduct') {
    return product.variants?.[0]?.product?.stock_status === 'IN_STOCK';
  }
  return product.stock_status === 'IN_STOCK';
}

export function sanitiseHtml(html: string | null | undefined): string {
  return html ? DOMPurify.sanitize(html) : '';
}

/** The words of an HTML description without its markup or entities, for text-only places (meta, structured data). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function toProductView(product: ProductEssentials): ProductView {
  const price = product.price_range.minimum_price;
  const current = price.final_price.value ?? 0;
  const regular = price.regular_price.value ?? current;
  const configurable = product.__typename === 'ConfigurableProduct' ? product : undefined;
  const colourOption = configurable?.configurable_options?.find(
    (option) => option?.attribute_code === 'color',
  );
  const colors: ProductColour[] = (colourOption?.values ?? []).flatMap((value) => {
    if (!value?.uid) return [];
    const variant = configurable?.variants?.find((candidate) =>
      candidate?.attributes?.some((attribute) => attribute?.uid === value.uid),
    );
    const swatch =
      value.swatch_data?.__typename === 'ColorSwatchData'
        ? (value.swatch_data.value ?? undefined)
        : undefined;
    return [
      {
        uid: value.uid,
        label: value.label ?? '',
        ...(swatch ? { swatch } : {}),
        ...(variant?.product?.sku ? { variantSku: variant.product.sku } : {}),
        isInStock: variant?.product?.stock_status === 'IN_STOCK',
      },
    ];
  });
  return {
    sku: product.sku ?? '',
    name: product.name ?? '',
    urlKey: product.url_key ?? '',
    isConfigurable: Boolean(configurable),
    isInStock: isInStock(product),
    currentPrice: current,
    ...(regular > current ? { oldPrice: regular } : {}),
    discount: Math.round(price.discount?.percent_off ?? 0),
    currency: price.final_price.currency ?? 'EUR',
    ...(product.thumbnail?.url
      ? { image: { url: product.thumbnail.url, alt: product.thumbnail.label ?? product.name ?? '' } }
      : {}),
    description: sanitiseHtml(product.short_description?.html ?? product.description?.html),
    colors,
    isSubscription: Boolean(product.is_subscription),
  };
}
