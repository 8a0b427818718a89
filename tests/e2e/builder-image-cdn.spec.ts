import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ownPort, startServer, type ServerProcess } from './support/server';
import { expect, openPage, test } from './support/test';

/**
 * The production server with BUILDER_API_HOST at a fake Builder and BUILDER_IMAGE_CDN at a fake image CDN, both
 * started here: a page whose Hero picture was uploaded in Builder (so it lives on the CDN), a picture on a host that
 * is not the CDN, and a symbol Builder fails to give.
 */
const shopPort = ownPort(8);
const builderPort = ownPort(9);
const cdnPort = ownPort(10);
const cdn = `http://127.0.0.1:${cdnPort}`;
const elsewhere = `http://127.0.0.1:${builderPort}`;

const element = '@builder.io/sdk:Element' as const;
const cdnPage = {
  id: 'cdn-page',
  published: 'published',
  data: {
    title: 'Summer',
    url: '/summer',
    blocks: [
      {
        '@type': element,
        id: 'builder-cdn-hero',
        component: {
          name: 'Hero',
          options: {
            title: 'Summer flavours',
            image: `${cdn}/api/v1/image/assets%2Fspace%2Fhero`,
            imageAlt: 'A summer scene',
          },
        },
      },
      {
        '@type': element,
        id: 'builder-foreign-image',
        component: {
          name: 'Image',
          options: { image: `${elsewhere}/api/v1/image/assets%2Fspace%2Fother`, altText: 'From elsewhere' },
        },
      },
      {
        '@type': element,
        id: 'builder-broken-symbol',
        component: { name: 'Symbol', options: { symbol: { model: 'symbol', entry: 'broken', data: {} } } },
      },
      {
        '@type': element,
        id: 'builder-after-symbol',
        component: { name: 'Text', options: { text: '<p>Still here after the symbol</p>' } },
      },
    ],
  },
};

const picture = (width: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(Number(width) * 0.75)}"><rect width="100%" height="100%" fill="#c8741c"/></svg>`;

const pictureRequests: string[] = [];
const symbolRequests: string[] = [];
function answer(req: IncomingMessage, res: ServerResponse, role: 'builder' | 'cdn') {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (url.pathname.startsWith('/api/v1/image/')) {
    if (role === 'cdn') pictureRequests.push(url.search);
    res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
    return res.end(picture(url.searchParams.get('width') ?? '800'));
  }
  res.setHeader('Content-Type', 'application/json');
  if (url.pathname === '/api/v3/content/page') {
    const { urlPath } = JSON.parse(url.searchParams.get('userAttributes') ?? '{}') as { urlPath?: string };
    return res.end(JSON.stringify({ results: urlPath === '/summer' ? [cdnPage] : [] }));
  }
  if (url.pathname === '/api/v3/content/symbol') {
    symbolRequests.push(url.search);
    res.statusCode = 500;
    return res.end('{"message":"Internal Server Error"}');
  }
  res.statusCode = 404;
  res.end('{"message":"Not found"}');
}

const builder = createServer((req, res) => answer(req, res, 'builder'));
const imageCdn = createServer((req, res) => answer(req, res, 'cdn'));
let shop: ServerProcess | undefined;

const listen = (target: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    target.once('error', reject);
    target.listen(port, '127.0.0.1', () => resolve());
  });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await Promise.all([listen(builder, builderPort), listen(imageCdn, cdnPort)]);
  shop = await startServer({
    port: shopPort,
    env: { BUILDER_API_HOST: `http://127.0.0.1:${builderPort}`, BUILDER_IMAGE_CDN: cdn },
  });
});

test.afterAll(async () => {
  shop?.child.kill();
  await shop?.exited;
  for (const target of [builder, imageCdn]) {
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  }
});

test('builder image CDN: the Hero shows a picture uploaded in Builder, asked of the configured CDN at a shop width', async ({
  browser,
}) => {
  const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  await page.goto(`http://localhost:${shopPort}/summer`);
  const hero = page.getByRole('img', { name: 'A summer scene' });
  await expect(hero).toHaveAttribute('data-state', 'loaded');
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await hero.getAttribute('srcset')).toContain(
    `${cdn}/api/v1/image/assets%2Fspace%2Fhero?width=2000 2000w`,
  );
  // The browser picked one of the shop's widths from the srcset.
  expect(pictureRequests.some((search) => /width=(100|200|400|800|1200|1600|2000)\b/.test(search))).toBe(
    true,
  );
  // Any other image host stays refused: the picture from elsewhere shows the fallback.
  await expect(page.getByRole('img', { name: 'From elsewhere' })).not.toHaveAttribute('src');
  expect(refused.join('\n')).toContain(elsewhere);
  expect(refused.join('\n')).not.toContain('assets%2Fspace%2Fhero');
  await page.context().close();
});

test('builder symbols: a symbol Builder fails to give leaves its place empty, once asked, and the page still renders', async ({
  request,
}) => {
  symbolRequests.length = 0;
  const response = await request.get(`http://localhost:${shopPort}/summer`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Summer flavours');
  expect(html).toContain('Still here after the symbol');
  expect(symbolRequests).toHaveLength(1);
  expect(new URLSearchParams(symbolRequests[0]).get('query.id')).toBe('"broken"');
  // A page missing a symbol is never kept for other visitors: the next one asks Builder again.
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await request.get(`http://localhost:${shopPort}/summer`);
  expect(symbolRequests).toHaveLength(2);
});
