import { productPageLink, type ProductPageMapping } from '@storefront/features/catalog';
import { safeUrl } from '@storefront/features/platform';

/** The Builder block whose link follows the product-page mapping (blocks/src/library/SimpleProductTeaser.tsx). */
export const PRODUCT_TEASER_BLOCK = 'SimpleProductTeaser';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The SKU a product teaser names, when it names one. */
function teaserSkuOf(value: Record<string, unknown>): string | undefined {
  const component = value['component'];
  if (!isRecord(component) || component['name'] !== PRODUCT_TEASER_BLOCK) return undefined;
  const options = component['options'];
  const sku = isRecord(options) ? options['sku'] : undefined;
  return typeof sku === 'string' && sku.trim() !== '' ? sku.trim() : undefined;
}

/** Whether the content holds a product teaser with a SKU at any depth (symbols' content included). */
export function hasProductTeaserSku(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasProductTeaserSku);
  if (!isRecord(value)) return false;
  return teaserSkuOf(value) !== undefined || Object.values(value).some(hasProductTeaserSku);
}

/**
 * A copy of Builder content in which every product teaser that names a SKU links where the product links everywhere
 * in the shop (spec section 2): its Builder page when the mapping names one, else the teaser's own link, else the
 * product page. Resolved on the server so the home page's HTML carries the link and its first load no script. A
 * mapped link that is not a safe URL is not used. Never mutates.
 */
export function withProductTeaserLinks<T>(content: T, mapping: ProductPageMapping): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isRecord(value)) return value;
    const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
    const sku = teaserSkuOf(value);
    if (!sku) return copy;
    const component = copy['component'] as Record<string, unknown>;
    const options = component['options'] as Record<string, unknown>;
    const mapped = sku in mapping ? safeUrl(mapping[sku], 'link') : undefined;
    const own =
      typeof options['linkHref'] === 'string' && options['linkHref'] !== '' ? options['linkHref'] : undefined;
    const linkHref = mapped ?? own ?? productPageLink({}, sku);
    return { ...copy, component: { ...component, options: { ...options, linkHref } } };
  };
  return visit(content) as T;
}
