import type { ProductEssentials } from '@storefront/features/catalog';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The product a product page's loader put in its SWR fallback (catalogFallback), for the page's meta and JSON-LD. */
export function productInFallback(
  fallback: Record<string, unknown> | undefined,
): ProductEssentials | undefined {
  for (const value of Object.values(fallback ?? {})) {
    const items = isRecord(value) ? value['items'] : undefined;
    if (Array.isArray(items) && isRecord(items[0])) return items[0] as ProductEssentials;
  }
  return undefined;
}
