import type { ProductEssentialsFragment } from '../backends/commerce';

export type ProductEssentials = ProductEssentialsFragment;

export interface ProductColour {
  /** ConfigurableProductOptionsValues uid: what addProductsToCart's selected_options takes. */
  uid: string;
  label: string;
  /** Hex value of a colour swatch, when the option has one. */
  swatch?: string;
  variantSku?: string;
  isInStock: boolean;
  /** How many are left when the catalogue says stock is low (Magento's only_x_left_in_stock); undefined otherwise. */
  onlyLeft?: number;
  /** The variant's own gallery (Magento serves media_gallery per variant); empty when it has none. */
  media: ProductMedia[];
  /** The variant's order limits per line: what the cart takes when this colour is added. */
  orderLimits: OrderLimits;
}

/** How many of a product one cart line may hold: Magento's min_sale_qty and max_sale_qty (whole numbers). */
export interface OrderLimits {
  min: number;
  max: number;
}

/** Magento's defaults when the catalogue does not say (Stores > Configuration > Inventory). */
export const DEFAULT_ORDER_LIMITS: OrderLimits = { min: 1, max: 10_000 };

function orderLimitsOf(product: { min_sale_qty?: number | null; max_sale_qty?: number | null }): OrderLimits {
  const min = Math.max(1, Math.ceil(product.min_sale_qty ?? DEFAULT_ORDER_LIMITS.min));
  const max = Math.floor(product.max_sale_qty ?? DEFAULT_ORDER_LIMITS.max);
  return { min, max: Math.max(min, max) };
}

/** What is wrong with a quantity typed on the product page, or undefined when the cart takes it. */
export type QuantityProblem =
  { kind: 'notWhole' } | { kind: 'belowMin'; min: number } | { kind: 'aboveMax'; max: number };

/** A quantity is a whole number within the order limits; anything else is said, never silently changed. */
export function quantityProblem(quantity: number, limits: OrderLimits): QuantityProblem | undefined {
  if (!Number.isInteger(quantity)) return { kind: 'notWhole' };
  if (quantity < limits.min) return { kind: 'belowMin', min: limits.min };
  if (quantity > limits.max) return { kind: 'aboveMax', max: limits.max };
  return undefined;
}

/** The pictures a product page shows: the chosen colour's own gallery, else the product's. */
export function galleryFor(
  product: Pick<ProductView, 'media'>,
  colour: ProductColour | undefined,
): ProductMedia[] {
  return colour && colour.media.length > 0 ? colour.media : product.media;
}

/** The order limits that apply to what Add to cart adds: the chosen colour's, else the product's. */
export function orderLimitsFor(
  product: Pick<ProductView, 'orderLimits'>,
  colour: ProductColour | undefined,
): OrderLimits {
  return colour?.orderLimits ?? product.orderLimits;
}

/**
 * The colour a product page shows: the variant the address names when the product has it, else the first in stock,
 * else the first (so an old or mistyped link still shows the product).
 */
export function chosenColour(
  colours: ProductColour[],
  variantSku: string | undefined,
): ProductColour | undefined {
  return (
    colours.find((colour) => variantSku !== undefined && colour.variantSku === variantSku) ??
    colours.find((colour) => colour.isInStock) ??
    colours[0]
  );
}

/** One picture of a product's gallery. */
export interface ProductMedia {
  url: string;
  /** Describes the picture; the product's name when the catalogue gives no label. */
  alt: string;
}

/** One step of a breadcrumb trail: a page's name and its path on the shop. */
export interface BreadcrumbStep {
  name: string;
  path: string;
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
  /** The gallery in the catalogue's order: enabled pictures by position, else the thumbnail alone. */
  media: ProductMedia[];
  /** The product's order limits per line (a configurable product's colours carry their own). */
  orderLimits: OrderLimits;
  /**
   * The backend's HTML as it came: shown only through RichText, which sanitises it (and a browser hydrating a page
   * keeps the server's clean markup, so product lists do not download the sanitiser).
   */
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

/**
 * The pictures of a product's gallery: Magento's media_gallery without the disabled ones, by position (the catalogue's
 * order for equal positions); a product without a gallery shows its thumbnail.
 */
export function galleryOf(
  product: Pick<ProductEssentials, 'name' | 'media_gallery' | 'thumbnail'>,
): ProductMedia[] {
  const name = product.name ?? '';
  const pictures = (product.media_gallery ?? [])
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry?.url && !entry.disabled)
    .sort((a, b) => (a.entry?.position ?? a.index) - (b.entry?.position ?? b.index) || a.index - b.index)
    .map(({ entry }) => ({ url: entry!.url!, alt: entry!.label || name }));
  if (pictures.length > 0) return pictures;
  return product.thumbnail?.url ? [{ url: product.thumbnail.url, alt: product.thumbnail.label || name }] : [];
}

/**
 * A product page's trail below Home: the first of the product's categories the shop has a page for, then the product.
 * The visible breadcrumb and the BreadcrumbList structured data both read this one trail.
 */
export function breadcrumbTrail(
  product: Pick<ProductEssentials, 'name' | 'sku' | 'categories'>,
  paths: {
    categoryNames: Record<string, string>;
    category: (urlKey: string) => string;
    product: (sku: string) => string;
  },
): BreadcrumbStep[] {
  const category = product.categories?.find(
    (candidate) => candidate?.url_key && Object.hasOwn(paths.categoryNames, candidate.url_key),
  )?.url_key;
  return [
    ...(category ? [{ name: paths.categoryNames[category]!, path: paths.category(category) }] : []),
    { name: product.name ?? product.sku ?? '', path: paths.product(product.sku ?? '') },
  ];
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
        ...(variant?.product?.stock_status === 'IN_STOCK' && variant.product.only_x_left_in_stock
          ? { onlyLeft: variant.product.only_x_left_in_stock }
          : {}),
        // Only the variant's own pictures: a variant without any shows the product's gallery (galleryFor).
        media: variant?.product?.media_gallery?.some((entry) => entry?.url && !entry.disabled)
          ? galleryOf(variant.product)
          : [],
        orderLimits: variant?.product ? orderLimitsOf(variant.product) : orderLimitsOf(product),
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
    media: galleryOf(product),
    orderLimits: orderLimitsOf(product),
    description: product.short_description?.html ?? product.description?.html ?? '',
    colors,
    isSubscription: Boolean(product.is_subscription),
  };
}
