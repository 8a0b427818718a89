import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { createCommerceClient } from '../backends/commerce';
import { resetCommerceSandbox } from '../backends/commerce/sandbox';
import { getLinkedProducts, getProducts, getProductsBySkus } from './api';
import { categoryRequestFor } from './hooks';
import { listingFromSearch } from './listing';
import {
  breadcrumbTrail,
  chosenColour,
  galleryFor,
  galleryOf,
  orderLimitsFor,
  quantityProblem,
  toProductView,
  type ProductEssentials,
} from './types';

const origin = 'http://shop.test';
sandboxServerForTests();
const client = createCommerceClient({ endpoint: `${origin}/sandbox/commerce/graphql`, storeView: 'default' });

beforeEach(() => resetCommerceSandbox());

async function essentials(sku: string): Promise<ProductEssentials> {
  const product = (await getProductsBySkus(client, [sku]))?.items?.[0];
  if (!product) throw new Error(`no ${sku} in the sandbox`);
  return product;
}

const picture = (
  url: string,
  position: number | null,
  extra: { label?: string; disabled?: boolean } = {},
) => ({
  url,
  label: extra.label ?? null,
  position,
  disabled: extra.disabled ?? false,
});

describe('product page: gallery', () => {
  it('gallery: enabled pictures of media_gallery in the order of their position, disabled ones left out', () => {
    const media = galleryOf({
      name: 'Aurora Device',
      thumbnail: { url: 'thumb.svg', label: 'Aurora' },
      media_gallery: [
        picture('c.svg', 2, { label: 'Close-up' }),
        picture('hidden.svg', 0, { disabled: true }),
        picture('a.svg', 0, { label: 'Front' }),
        picture('b.svg', 1),
      ],
    });
    expect(media).toEqual([
      { url: 'a.svg', alt: 'Front' },
      // A picture without a label is described by the product's name.
      { url: 'b.svg', alt: 'Aurora Device' },
      { url: 'c.svg', alt: 'Close-up' },
    ]);
  });

  it('gallery: a product without a media gallery shows its thumbnail alone', () => {
    expect(
      galleryOf({ name: 'Charger', thumbnail: { url: 'thumb.svg', label: null }, media_gallery: [] }),
    ).toEqual([{ url: 'thumb.svg', alt: 'Charger' }]);
    expect(galleryOf({ name: 'Charger', thumbnail: null, media_gallery: null })).toEqual([]);
  });

  it('gallery: every sandbox product has several pictures, each with a text alternative', async () => {
    const view = toProductView(await essentials('AURORA'));
    expect(view.media.length).toBeGreaterThanOrEqual(3);
    expect(view.media.map((media) => media.alt)).toEqual([
      'Aurora Device',
      'Aurora Device, side view',
      'Aurora Device, close-up',
    ]);
  });
});

describe('product page: breadcrumbs', () => {
  const paths = {
    categoryNames: { devices: 'Devices', sticks: 'Flavour sticks' },
    category: (urlKey: string) => `/category/${urlKey}`,
    product: (sku: string) => `/products/${sku}`,
  };

  it('breadcrumbs: the trail runs through the first of the categories the shop has a page for, then the product', () => {
    const trail = breadcrumbTrail(
      {
        name: 'Aurora Device',
        sku: 'AURORA',
        categories: [
          { uid: '1', name: 'Bundles', url_key: 'bundles' },
          { uid: '2', name: 'Devices', url_key: 'devices' },
        ],
      },
      paths,
    );
    expect(trail).toEqual([
      { name: 'Devices', path: '/category/devices' },
      { name: 'Aurora Device', path: '/products/AURORA' },
    ]);
  });

  it('breadcrumbs: a product in no category the shop has a page for has the product alone below Home', () => {
    const trail = breadcrumbTrail(
      {
        name: 'Starter Kit',
        sku: 'STARTER-KIT',
        categories: [{ uid: '4', name: 'Bundles', url_key: 'bundles' }],
      },
      paths,
    );
    expect(trail).toEqual([{ name: 'Starter Kit', path: '/products/STARTER-KIT' }]);
  });
});

describe('product page: swatches', () => {
  it('swatches: each colour carries its own stock state, with how many are left when stock is low', async () => {
    const view = toProductView(await essentials('AURORA'));
    expect(view.colors.map(({ label, isInStock, onlyLeft }) => ({ label, isInStock, onlyLeft }))).toEqual([
      { label: 'Ocean Blue', isInStock: true, onlyLeft: undefined },
      { label: 'Sunset Red', isInStock: true, onlyLeft: 3 },
      { label: 'Moss Green', isInStock: false, onlyLeft: undefined },
    ]);
  });

  it('stock: configurable product is in stock when its first variant is IN_STOCK, whatever its other swatches say', async () => {
    // Nova's first colour is sold out while Silver is in stock: the product counts as out of stock.
    const nova = toProductView(await essentials('NOVA'));
    expect(nova.colors.map((colour) => colour.isInStock)).toEqual([false, true]);
    expect(nova.isInStock).toBe(false);
  });
});

describe('product page: the chosen colour', () => {
  it("variant pictures: the chosen colour shows its own gallery (Sunset Red the red device), not the product's", async () => {
    const aurora = toProductView(await essentials('AURORA'));
    const red = chosenColour(aurora.colors, 'AURORA-RED');
    const pictures = galleryFor(aurora, red);
    expect(pictures.map((picture) => picture.alt)).toEqual([
      'Aurora Device Sunset Red',
      'Aurora Device Sunset Red, side view',
      'Aurora Device Sunset Red, close-up',
    ]);
    // Drawn in the variant's red (#b3261e), never in the product's blue (#2c5fa8).
    expect(pictures.every((picture) => decodeURIComponent(picture.url).includes('#b3261e'))).toBe(true);
    expect(pictures.some((picture) => decodeURIComponent(picture.url).includes('#2c5fa8'))).toBe(false);
  });

  it("variant pictures: a colour without pictures of its own shows the product's gallery", async () => {
    const aurora = toProductView(await essentials('AURORA'));
    const bare = { ...aurora.colors[0]!, media: [] };
    expect(galleryFor(aurora, bare)).toEqual(aurora.media);
    expect(galleryFor(aurora, undefined)).toEqual(aurora.media);
  });

  it('colour in the address: the named variant is chosen; an unknown or missing one falls back to the first in stock', async () => {
    const nova = toProductView(await essentials('NOVA'));
    expect(chosenColour(nova.colors, 'NOVA-GRAPHITE')?.label).toBe('Graphite');
    // Graphite is sold out: without a choice (or with a made-up SKU) the page opens on Silver.
    expect(chosenColour(nova.colors, undefined)?.label).toBe('Silver');
    expect(chosenColour(nova.colors, 'NOT-A-VARIANT')?.label).toBe('Silver');
    expect(chosenColour([], 'NOVA-SILVER')).toBeUndefined();
  });
});

describe('product page: quantity', () => {
  it("order limits: a product carries Magento's min_sale_qty and max_sale_qty, a colour its variant's", async () => {
    const aurora = toProductView(await essentials('AURORA'));
    expect(aurora.orderLimits).toEqual({ min: 1, max: 2 });
    expect(orderLimitsFor(aurora, chosenColour(aurora.colors, 'AURORA-RED'))).toEqual({ min: 1, max: 2 });
    // A product without a limit of its own takes Magento's defaults.
    expect(toProductView(await essentials('STICKS-AMBER')).orderLimits).toEqual({ min: 1, max: 10_000 });
  });

  it('quantity: a whole number within the order limits is taken; below, above or a fraction is refused with the limit', () => {
    const limits = { min: 2, max: 5 };
    expect(quantityProblem(2, limits)).toBeUndefined();
    expect(quantityProblem(5, limits)).toBeUndefined();
    expect(quantityProblem(1, limits)).toEqual({ kind: 'belowMin', min: 2 });
    expect(quantityProblem(6, limits)).toEqual({ kind: 'aboveMax', max: 5 });
    expect(quantityProblem(2.5, limits)).toEqual({ kind: 'notWhole' });
    expect(quantityProblem(Number.NaN, limits)).toEqual({ kind: 'notWhole' });
  });
});

describe('product page: related products', () => {
  it('related products: related first, then cross-sells, each once and never the product itself', async () => {
    const linked = await getLinkedProducts(client, 'AURORA');
    expect(linked.map((product) => product.sku)).toEqual(['CASE', 'CHARGER', 'STICKS-AMBER', 'STICKS-RUBY']);
  });

  it('related products: a product the catalogue links to nothing has none', async () => {
    expect(await getLinkedProducts(client, 'STICKS-RUBY')).toEqual([]);
  });
});

describe('category page: sorting and filters', () => {
  const list = async (category: string, query: string) => {
    const products = await getProducts(
      client,
      categoryRequestFor(category, listingFromSearch(new URLSearchParams(query))),
    );
    return products;
  };
  const skus = async (category: string, query: string) =>
    (await list(category, query))?.items?.map((item) => item?.sku);

  it('sorting: by price, low to high and high to low', async () => {
    expect(await skus('devices', 'sort=price-asc')).toEqual(['AURORA', 'NOVA']);
    expect(await skus('sticks', 'sort=price-desc')).toEqual([
      'STICKS-RUBY',
      'STICKS-AMBER',
      'STICKS-MINT',
      'STICKS-ARCTIC',
    ]);
  });

  it('sorting: by name, A to Z', async () => {
    expect(await skus('sticks', 'sort=name-asc')).toEqual([
      'STICKS-AMBER',
      'STICKS-ARCTIC',
      'STICKS-MINT',
      'STICKS-RUBY',
    ]);
  });

  it('filters: flavours keep the products of any flavour chosen; a price range the products within it', async () => {
    expect(await skus('sticks', 'flavor=Mint&flavor=Amber')).toEqual(['STICKS-AMBER', 'STICKS-MINT']);
    expect(await skus('accessories', 'price=10_20')).toEqual(['CASE', 'CHARGER']);
    expect(await skus('sticks', 'intensity=4')).toEqual(['STICKS-AMBER']);
  });

  it('filters: the aggregations name the filters the category supports, with how many products each value keeps', async () => {
    const sticks = await list('sticks', 'flavor=Amber');
    const flavours = sticks?.aggregations?.find((aggregation) => aggregation?.attribute_code === 'flavor');
    // The other flavours stay on offer while one is chosen, to add to the choice.
    expect(flavours?.options?.map((option) => [option?.value, option?.count])).toEqual([
      ['Amber', 1],
      ['Arctic', 1],
      ['Mint', 1],
      ['Ruby', 1],
    ]);
    const devices = await list('devices', '');
    expect(devices?.aggregations?.map((aggregation) => aggregation?.attribute_code)).toEqual(['price']);
  });
});
