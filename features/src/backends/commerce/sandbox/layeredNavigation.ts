import { sticksMatrix, type SeedProduct } from './seed';

/**
 * Magento's layered navigation for the sandbox: the attribute filters of `products(filter:)`, the `sort` argument and
 * the `aggregations` of the answer, over the seed catalogue.
 */

type EqualFilter = { eq?: string | null; in?: Array<string | null> | null } | null | undefined;
type RangeFilter = { from?: string | null; to?: string | null } | null | undefined;
export interface AttributeFilters {
  flavor?: EqualFilter;
  intensity?: EqualFilter;
  price?: RangeFilter;
}
export type SortInput = Partial<Record<'name' | 'price' | 'position' | 'relevance', 'ASC' | 'DESC' | null>>;

const intensityOf = (product: SeedProduct) => sticksMatrix.find((row) => row.sku === product.sku)?.intensity;

/** Magento's price buckets: steps of 10 in the store currency, value `from_to`, label `from-to`. */
const priceStep = 10;
const bucketOf = (price: number) => Math.floor(price / priceStep) * priceStep;

const equalMatches = (filter: EqualFilter, value: string | undefined) => {
  if (!filter) return true;
  const wanted = filter.in ?? (filter.eq != null ? [filter.eq] : undefined);
  return !wanted || (value !== undefined && wanted.includes(value));
};

const rangeMatches = (filter: RangeFilter, price: number) =>
  !filter || ((!filter.from || price >= Number(filter.from)) && (!filter.to || price <= Number(filter.to)));

const matchers: Record<keyof AttributeFilters, (product: SeedProduct, filters: AttributeFilters) => boolean> =
  {
    flavor: (product, filters) => equalMatches(filters.flavor, product.flavor),
    intensity: (product, filters) => equalMatches(filters.intensity, intensityOf(product)?.toString()),
    price: (product, filters) => rangeMatches(filters.price, product.price),
  };

export function filterByAttributes(
  products: SeedProduct[],
  filters: AttributeFilters,
  except?: keyof AttributeFilters,
) {
  return products.filter((product) =>
    (Object.keys(matchers) as Array<keyof AttributeFilters>).every(
      (code) => code === except || matchers[code](product, filters),
    ),
  );
}

/** Position is the catalogue's own order (the seed's); a tie keeps it. */
export function sortProducts(products: SeedProduct[], sort: SortInput | null | undefined): SeedProduct[] {
  const [field, direction] = Object.entries(sort ?? {}).find(([, value]) => value) ?? ['position', 'ASC'];
  const sign = direction === 'DESC' ? -1 : 1;
  const compare: (a: SeedProduct, b: SeedProduct) => number =
    field === 'name'
      ? (a, b) => a.name.localeCompare(b.name, 'en')
      : field === 'price'
        ? (a, b) => a.price - b.price
        : () => 0;
  return field === 'position' || field === 'relevance'
    ? sign === 1
      ? [...products]
      : [...products].reverse()
    : [...products].sort((a, b) => sign * compare(a, b));
}

function countBy(products: SeedProduct[], valueOf: (product: SeedProduct) => string | undefined) {
  const counts = new Map<string, number>();
  for (const product of products) {
    const value = valueOf(product);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/**
 * The aggregations of a result. Each attribute counts the products that match every other filter, so a shopper who
 * picked one flavour still sees the other flavours to add (options without products are left out, as Magento does).
 */
export function aggregationsOf(products: SeedProduct[], filters: AttributeFilters) {
  const flavours = countBy(filterByAttributes(products, filters, 'flavor'), (product) => product.flavor);
  const intensities = countBy(filterByAttributes(products, filters, 'intensity'), (product) =>
    intensityOf(product)?.toString(),
  );
  const prices = countBy(filterByAttributes(products, filters, 'price'), (product) =>
    bucketOf(product.price).toString(),
  );
  const aggregation = (
    attribute_code: string,
    label: string,
    position: number,
    counts: Map<string, number>,
    option: (value: string) => { label: string; value: string },
  ) => ({
    attribute_code,
    label,
    position,
    count: counts.size,
    options: [...counts]
      .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
      .map(([value, count]) => ({ ...option(value), count })),
  });
  return [
    aggregation('price', 'Price', 0, prices, (from) => ({
      label: `${from}-${Number(from) + priceStep}`,
      value: `${from}_${Number(from) + priceStep}`,
    })),
    aggregation('flavor', 'Flavour', 1, flavours, (value) => ({ label: value, value })),
    aggregation('intensity', 'Intensity', 2, intensities, (value) => ({ label: value, value })),
  ].filter((entry) => entry.options.length > 0);
}
