import { http, HttpResponse } from 'msw';
import { prerender } from 'react-dom/static';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigProvider,
  consoleReporter,
  defaultConfig,
  sandboxRoute,
  setMonitoringReporter,
} from '@storefront/features/platform';
import { sandboxServerForTests } from '@storefront/features/platform/sandbox/testing';
import { createProductPageMappingReader } from '../lib/productPageMapping.server';
import { LiveContent, type ContentElement } from './LiveContent';
import { hasProductTeaserSku, withProductTeaserLinks } from './productTeasers.server';

const server = sandboxServerForTests();
const platform = 'http://shop.test/sandbox/platform';
const mappingRequests: string[] = [];
const reports: unknown[] = [];

beforeAll(() => {
  // jsdom has session storage, the server not: the server's reader must not lean on it.
  sessionStorage.clear();
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/product-page-mapping.json')) mappingRequests.push(request.url);
  });
  setMonitoringReporter({ report: (error) => void reports.push(error) });
});
beforeEach(() => {
  mappingRequests.length = 0;
  reports.length = 0;
});
afterAll(() => setMonitoringReporter(consoleReporter));

function teaser(options: Record<string, unknown>): ContentElement {
  return {
    '@type': '@builder.io/sdk:Element',
    id: `teaser-${String(options['sku'])}`,
    component: {
      name: 'SimpleProductTeaser',
      options: {
        title: 'Amber sticks',
        linkText: 'Discover Amber',
        linkHref: '/category/sticks',
        ...options,
      },
    },
  };
}

/** The HTML the server sends for these blocks. */
async function serverHtml(elements: ContentElement[]) {
  const { prelude } = await prerender(
    <ConfigProvider config={defaultConfig}>
      <LiveContent elements={elements} />
    </ConfigProvider>,
  );
  return new Response(prelude).text();
}

describe('product teasers and the product-page mapping', () => {
  it('product teaser: a SKU the product-page mapping names links to its Builder page, in the server’s HTML', async () => {
    const read = createProductPageMappingReader();
    const content = { blocks: [teaser({ sku: 'STICKS-AMBER' })] };
    const linked = withProductTeaserLinks(content, await read(platform));
    const html = await serverHtml(linked.blocks);
    // The sandbox's mapping file gives STICKS-AMBER the Builder page /flavours/amber.
    expect(html).toMatch(/<a[^>]*href="\/flavours\/amber"[^>]*>[^<]*Discover Amber/);
    expect(html).not.toContain('/category/sticks');
    // The content itself is left as it was.
    expect(content.blocks[0]?.component?.options?.['linkHref']).toBe('/category/sticks');
  });

  it('product teaser: an unmapped SKU keeps the teaser’s own link, or links to the product page without one', () => {
    const mapping = { AURORA: '/products/AURORA' };
    const [own, none] = withProductTeaserLinks(
      [teaser({ sku: 'STICKS-RUBY' }), teaser({ sku: 'STICKS-RUBY', linkHref: '' })],
      mapping,
    );
    expect(own?.component?.options?.['linkHref']).toBe('/category/sticks');
    expect(none?.component?.options?.['linkHref']).toBe('/products/STICKS-RUBY');
  });

  it('product teaser: a mapped link that is not a safe URL is not used', () => {
    const [linked] = withProductTeaserLinks([teaser({ sku: 'EVIL' })], { EVIL: 'javascript:alert(1)' });
    expect(linked?.component?.options?.['linkHref']).toBe('/category/sticks');
  });

  it('product teaser: teasers inside symbols and children are linked too; a page without SKUs reads no mapping', () => {
    const nested = {
      blocks: [
        {
          children: [
            {
              component: {
                name: 'Symbol',
                options: { symbol: { content: { data: { blocks: [teaser({ sku: 'AURORA' })] } } } },
              },
            },
          ],
        },
      ],
    };
    expect(hasProductTeaserSku(nested)).toBe(true);
    expect(JSON.stringify(withProductTeaserLinks(nested, { AURORA: '/devices/aurora' }))).toContain(
      '"linkHref":"/devices/aurora"',
    );
    expect(hasProductTeaserSku({ blocks: [teaser({ sku: '' })] })).toBe(false);
  });

  it('product-page mapping on the server: read once for many pages within its minute, and an unreadable mapping links products to their own pages', async () => {
    const read = createProductPageMappingReader();
    const [first, second] = await Promise.all([read(platform), read(platform)]);
    await read(platform);
    expect(first).toEqual(second);
    expect(mappingRequests).toHaveLength(1);

    server.use(
      http.get(
        sandboxRoute('platform', '/product-page-mapping.json'),
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const failing = createProductPageMappingReader();
    expect(await failing(platform)).toEqual({});
    expect(reports.length).toBeGreaterThan(0);
  });
});
