import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { plainText } from '@storefront/design-system';
import { catalogFallback, productRequestFor, toProductView } from '@storefront/features/catalog';
import { createCommerceClient } from '@storefront/features/backends/commerce';
import { defaultConfig } from '@storefront/features/platform';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { productInFallback } from './catalogData';
import { canonicalUrl, originOf, pageMeta, SHOP_DESCRIPTION } from './meta';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from './structuredData';

const origin = 'https://shop.example';
const sandbox = setupServer(...sandboxHandlers);
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'error' }));
afterAll(() => sandbox.close());

/** A product as its page's loader has it: fetched from the commerce sandbox into the SWR fallback. */
async function productOfPage(sku: string) {
  const { fallback } = await catalogFallback(
    createCommerceClient({ endpoint: defaultConfig.backends.commerce, storeView: defaultConfig.storeView }),
    productRequestFor(sku),
  );
  const essentials = productInFallback(fallback);
  if (!essentials) throw new Error(`no product ${sku}`);
  return toProductView(essentials);
}

const isAbsoluteOn = (url: unknown, expectedOrigin: string) =>
  typeof url === 'string' && new URL(url).origin === expectedOrigin;

describe('JSON-LD checked against schema.org and the search engines’ required and recommended properties', () => {
  test('Product: @context and @type, name, sku, url, absolute image, plain-text description and an Offer', async () => {
    const product = await productOfPage('AURORA');
    const json = productJsonLd(origin, product, plainText(product.description));
    expect(json['@context']).toBe('https://schema.org');
    expect(json['@type']).toBe('Product');
    expect(json.name).toBe('Aurora Device');
    expect(json.sku).toBe('AURORA');
    expect(json.url).toBe('https://shop.example/products/AURORA');
    expect(json.description).toBeTruthy();
    // Plain text: the description's HTML markup and entities are gone.
    expect(json.description).not.toMatch(/[<>]|&[a-z]+;/);
    // The sandbox's pictures are inline data URLs, which no crawler fetches: left out.
    expect(Object.keys(json).sort()).toEqual([
      '@context',
      '@type',
      'description',
      'name',
      'offers',
      'sku',
      'url',
    ]);
  });

  test('Product image: a picture path of the catalogue becomes an absolute URL on the configured origin', async () => {
    const product = {
      ...(await productOfPage('AURORA')),
      image: { url: '/images/products/aurora.webp', alt: '' },
    };
    const { image } = productJsonLd(origin, product, plainText(product.description));
    expect(image).toEqual(['https://shop.example/images/products/aurora.webp']);
    expect(isAbsoluteOn(image![0], origin)).toBe(true);
  });

  test('Offer: price as a number, ISO 4217 priceCurrency, availability and itemCondition as schema.org URLs, url', async () => {
    const product = await productOfPage('AURORA');
    const { offers } = productJsonLd(origin, product, plainText(product.description));
    expect(offers['@type']).toBe('Offer');
    expect(offers.price).toBe(product.currentPrice);
    expect(offers.price).toBeGreaterThan(0);
    expect(offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(offers.priceCurrency).toBe('EUR');
    expect(offers.availability).toBe('https://schema.org/InStock');
    expect(offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(offers.url).toBe('https://shop.example/products/AURORA');
  });

  test('Offer availability follows the stock rule: OutOfStock when a configurable product’s first variant is out of stock', async () => {
    // NOVA's first variant (Graphite) is out of stock though Silver is not: the shop's rule says out of stock.
    const nova = await productOfPage('NOVA');
    expect(productJsonLd(origin, nova, plainText(nova.description)).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  test('BreadcrumbList: ListItems numbered from 1, each with a name and an absolute item, starting at the home page', () => {
    const json = breadcrumbJsonLd(origin, [
      { name: 'Devices', path: '/category/devices' },
      { name: 'Aurora Device', path: '/products/AURORA' },
    ]);
    expect(json['@context']).toBe('https://schema.org');
    expect(json['@type']).toBe('BreadcrumbList');
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Devices', item: 'https://shop.example/category/devices' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Aurora Device',
        item: 'https://shop.example/products/AURORA',
      },
    ]);
  });

  test('Organization: name, url and logo, absolute on the configured origin', () => {
    expect(organizationJsonLd(origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Storefront',
      url: 'https://shop.example/',
      logo: 'https://shop.example/favicon.svg',
    });
  });

  test('safe in a script: content with </script> or <!-- never closes the script, and parses back unchanged', async () => {
    const product = {
      ...(await productOfPage('CHARGER')),
      name: 'Charger </script><script>alert(1)</script> <!-- & \u2028',
    };
    const text = serializeJsonLd(productJsonLd(origin, product, plainText(product.description)));
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text).name).toBe(product.name);
  });
});

describe('canonical links and link previews', () => {
  test('canonical: the configured origin and the path, without tracking or other query noise', () => {
    expect(canonicalUrl(origin, '/products/AURORA')).toBe('https://shop.example/products/AURORA');
    expect(canonicalUrl(origin, '/products/AURORA?utm_source=mail&gclid=1#reviews')).toBe(
      'https://shop.example/products/AURORA',
    );
    // A path that looks like another host stays on the configured origin.
    expect(new URL(canonicalUrl(origin, '//evil.example/products/AURORA')).origin).toBe(origin);
  });

  test("canonical: the page's own query (a category's page number) is kept, the request's query is not", () => {
    const meta = pageMeta(
      origin,
      '/category/accessories',
      { title: 'Accessories', ownSearch: '?page=2' },
      {
        current: 'de',
        market: 'en',
      },
    );
    const links = meta as Array<{ rel?: string; hrefLang?: string; href?: string }>;
    const href = (rel: string, hrefLang?: string) =>
      links.find((tag) => tag.rel === rel && tag.hrefLang === hrefLang)?.href;
    expect(href('canonical')).toBe('https://shop.example/category/accessories?page=2&lang=de');
    expect(href('alternate', 'en')).toBe('https://shop.example/category/accessories?page=2');
    expect(canonicalUrl(origin, '/category/accessories?utm_source=mail&sort=name-asc', '?page=2')).toBe(
      'https://shop.example/category/accessories?page=2',
    );
  });

  test("meta description: a page whose content has no description says the shop's, for search results and link previews", () => {
    const meta = pageMeta(origin, '/iluma-club', { title: 'ILUMA Club' });
    const described = meta.filter((tag) => /description$/.test(String(Object.values(tag)[0])));
    expect(described).toEqual([
      { name: 'description', content: SHOP_DESCRIPTION },
      { property: 'og:description', content: SHOP_DESCRIPTION },
      { name: 'twitter:description', content: SHOP_DESCRIPTION },
    ]);
  });

  test('Open Graph and Twitter card: title, description, absolute image and url from the page', () => {
    const meta = pageMeta(origin, '/products/AURORA', {
      title: 'Aurora Device · Storefront',
      description: 'A device.',
      image: '/images/products/aurora.webp',
      price: { amount: 89, currency: 'EUR' },
    });
    const content = (key: string, value: string) =>
      meta.find((tag) => (tag as Record<string, string>)[key] === value) as
        Record<string, string> | undefined;
    expect(content('rel', 'canonical')?.['href']).toBe('https://shop.example/products/AURORA');
    expect(content('property', 'og:title')?.['content']).toBe('Aurora Device · Storefront');
    expect(content('property', 'og:description')?.['content']).toBe('A device.');
    expect(content('property', 'og:image')?.['content']).toBe(
      'https://shop.example/images/products/aurora.webp',
    );
    expect(content('property', 'og:url')?.['content']).toBe('https://shop.example/products/AURORA');
    expect(content('property', 'og:type')?.['content']).toBe('product');
    expect(content('name', 'twitter:card')?.['content']).toBe('summary_large_image');
    expect(content('name', 'twitter:image')?.['content']).toBe(
      'https://shop.example/images/products/aurora.webp',
    );
  });

  test('without the configured origin (an error page) no canonical or og:url is guessed', () => {
    const meta = pageMeta(undefined, '/x', { title: 'X' });
    expect(meta).toEqual([{ title: 'X' }, { name: 'description', content: SHOP_DESCRIPTION }]);
    expect(originOf([{ id: 'root', loaderData: undefined }])).toBeUndefined();
    expect(originOf([{ id: 'root', loaderData: { origin } }])).toBe(origin);
  });
});
