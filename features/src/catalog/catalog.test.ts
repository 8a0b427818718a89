import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { createCommerceClient } from '../backends/commerce';
import { resetCommerceSandbox } from '../backends/commerce/sandbox';
import {
  getConsumablesMatrix,
  getProductPageMapping,
  getProductPrice,
  getProductsBySkus,
  getSticksMatrix,
  getStockStatuses,
  getUrlKeysBySku,
  PRODUCT_PAGE_MAPPING_KEY,
} from './api';
import { isInStock, toProductView, type ProductEssentials } from './types';
import { plainText } from '@storefront/design-system';

const origin = 'http://shop.test';
const server = sandboxServerForTests();
const client = createCommerceClient({ endpoint: `${origin}/sandbox/commerce/graphql`, storeView: 'default' });
const platform = `${origin}/sandbox/platform`;

const storage = new Map<string, string>();
globalThis.sessionStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
  clear: () => storage.clear(),
  key: () => null,
  length: 0,
} as Storage;

beforeEach(() => {
  resetCommerceSandbox();
  storage.clear();
});

async function essentials(sku: string): Promise<ProductEssentials> {
  const products = await getProductsBySkus(client, [sku]);
  const product = products?.items?.[0];
  if (!product) throw new Error(`no ${sku} in the sandbox`);
  return product;
}

describe('catalogue', () => {
  it('stock: simple product is in stock when its stock_status is IN_STOCK', () => {
    expect(isInStock({ __typename: 'SimpleProduct', stock_status: 'IN_STOCK' })).toBe(true);
    expect(isInStock({ __typename: 'SimpleProduct', stock_status: 'OUT_OF_STOCK' })).toBe(false);
  });

  it('stock: configurable product is in stock when its first variant is IN_STOCK', () => {
    const variant = (stock_status: string) => ({ product: { stock_status } });
    expect(
      isInStock({
        __typename: 'ConfigurableProduct',
        stock_status: 'IN_STOCK',
        variants: [variant('IN_STOCK'), variant('OUT_OF_STOCK')],
      }),
    ).toBe(true);
    expect(
      isInStock({
        __typename: 'ConfigurableProduct',
        stock_status: 'IN_STOCK',
        variants: [variant('OUT_OF_STOCK'), variant('IN_STOCK')],
      }),
    ).toBe(false);
  });

  it('stock: the sandbox Nova (first variant sold out) shows as out of stock', async () => {
    expect(toProductView(await essentials('NOVA')).isInStock).toBe(false);
    expect(toProductView(await essentials('AURORA')).isInStock).toBe(true);
  });

  it('derived view: current price, old price and discount come from price_range', async () => {
    const view = toProductView(await essentials('AURORA'));
    expect(view).toMatchObject({
      name: 'Aurora Device',
      currentPrice: 49,
      oldPrice: 69,
      discount: 29,
      currency: 'EUR',
    });
  });

  it('derived view: no old price and no discount without a sale', async () => {
    const view = toProductView(await essentials('CHARGER'));
    expect(view.oldPrice).toBeUndefined();
    expect(view.discount).toBe(0);
  });

  it('derived view: colours come from the colour swatches with their variant and stock', async () => {
    const view = toProductView(await essentials('AURORA'));
    expect(
      view.colors.map(({ label, swatch, variantSku, isInStock: inStock }) => ({
        label,
        swatch,
        variantSku,
        inStock,
      })),
    ).toEqual([
      { label: 'Ocean Blue', swatch: '#2c5fa8', variantSku: 'AURORA-BLUE', inStock: true },
      { label: 'Sunset Red', swatch: '#b3261e', variantSku: 'AURORA-RED', inStock: true },
      { label: 'Moss Green', swatch: '#3f6b3a', variantSku: 'AURORA-GREEN', inStock: false },
    ]);
  });

  it('derived view: the description is the backend HTML, left to RichText to sanitise, and plainText keeps only its words', async () => {
    const product = await essentials('CHARGER');
    const html = '<p onclick="steal()">Fast &amp; cool<script>alert(1)</script></p>';
    const view = toProductView({ ...product, short_description: { html } });
    expect(view.description).toBe(html);
    expect(plainText(view.description)).toBe('Fast & cool');
  });

  it('derived view: the image is the thumbnail with its label as text alternative', async () => {
    const view = toProductView(await essentials('CHARGER'));
    expect(view.image?.alt).toBe('Fast Charger');
    expect(view.image?.url.startsWith('data:image/svg+xml')).toBe(true);
  });

  it('prices: getProductPrice answers the tiered price for a sku and quantity', async () => {
    expect(await getProductPrice(client, 'STICKS-AMBER', 10)).toMatchObject({
      unit_price: { value: 5.5 },
      row_total: { value: 55 },
    });
    expect(await getProductPrice(client, 'STICKS-AMBER', 1)).toMatchObject({ unit_price: { value: 6.5 } });
  });

  it('stock statuses are read for a list of skus', async () => {
    const statuses = await getStockStatuses(client, ['STICKS-AMBER', 'STICKS-ARCTIC']);
    expect(statuses.map((item) => [item?.sku, item?.stock_status])).toEqual([
      ['STICKS-AMBER', 'IN_STOCK'],
      ['STICKS-ARCTIC', 'OUT_OF_STOCK'],
    ]);
  });

  it('url keys by sku: each known sku maps to its product url key, unknown skus are left out', async () => {
    expect(await getUrlKeysBySku(client, ['AURORA', 'STICKS-AMBER', 'NO-SUCH-SKU'])).toEqual({
      AURORA: 'aurora-device',
      'STICKS-AMBER': 'amber-sticks',
    });
  });

  it('sticks matrix: every flavour with its sku, pack sizes and intensity, freshness and sweetness ratings', async () => {
    expect(await getSticksMatrix(client)).toEqual([
      {
        flavor: 'Amber',
        sku: 'STICKS-AMBER',
        pack_sizes: [1, 10],
        intensity: 4,
        freshness: 1.5,
        sweetness: 2,
      },
      { flavor: 'Mint', sku: 'STICKS-MINT', pack_sizes: [1, 10], intensity: 2, freshness: 5, sweetness: 1 },
      { flavor: 'Ruby', sku: 'STICKS-RUBY', pack_sizes: [10], intensity: 3, freshness: 2, sweetness: 3.5 },
      {
        flavor: 'Arctic',
        sku: 'STICKS-ARCTIC',
        pack_sizes: [10],
        intensity: 1,
        freshness: 4.5,
        sweetness: 0.5,
      },
    ]);
  });

  it('consumables matrix: each device family with the consumable skus it takes', async () => {
    expect(await getConsumablesMatrix(client)).toEqual([
      {
        device_family: 'AURORA',
        consumable_skus: ['STICKS-AMBER', 'STICKS-MINT', 'STICKS-RUBY', 'STICKS-ARCTIC'],
      },
      { device_family: 'NOVA', consumable_skus: ['STICKS-AMBER', 'STICKS-RUBY'] },
    ]);
  });

  it('url keys, sticks and consumables matrices are read as cacheable GET with the Store header', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/sandbox/commerce/graphql')) {
        const operation = new URL(request.url).searchParams.get('operationName');
        seen.push(`${request.method} ${operation} ${request.headers.get('Store')}`);
      }
    });
    await getUrlKeysBySku(client, ['AURORA']);
    await getSticksMatrix(client);
    await getConsumablesMatrix(client);
    server.events.removeAllListeners();
    expect(seen).toEqual([
      'GET UrlKeysBySku default',
      'GET SticksMatrix default',
      'GET ConsumablesMatrix default',
    ]);
  });

  it('product-page mapping: fetched once, then served from session storage', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/product-page-mapping.json')) calls += 1;
    });
    expect((await getProductPageMapping(platform)).AURORA).toBe('/products/AURORA');
    expect((await getProductPageMapping(platform)).AURORA).toBe('/products/AURORA');
    server.events.removeAllListeners();
    expect(calls).toBe(1);
    expect(JSON.parse(storage.get(PRODUCT_PAGE_MAPPING_KEY) ?? '{}').NOVA).toBe('/products/NOVA');
  });
});
