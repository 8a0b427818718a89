import { expect, test } from './support/test';

/** Every product the commerce sandbox sells, and every Builder page it has published. */
const seededProducts = [
  'AURORA',
  'NOVA',
  'STICKS-AMBER',
  'STICKS-MINT',
  'STICKS-RUBY',
  'STICKS-ARCTIC',
  'CASE',
  'CHARGER',
  'STARTER-KIT',
  'STICKS-SUBSCRIPTION',
];
const publishedPages = [
  '/',
  '/iluma-club',
  '/flavours/amber',
  '/flavour-finder',
  '/faq',
  '/articles/flavour-guide',
  '/articles/device-care',
];

type JsonLd = Record<string, unknown> & { '@type': string };

test('seo: a product page carries Product, BreadcrumbList and Organization JSON-LD, a canonical link and Open Graph', async ({
  page,
  baseURL,
}) => {
  await page.goto('/products/AURORA?utm_source=newsletter&gclid=abc');
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  const items = scripts.map((script) => JSON.parse(script) as JsonLd);
  expect(items.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'Organization', 'Product']);
  for (const item of items) expect(item['@context']).toBe('https://schema.org');

  const product = items.find((item) => item['@type'] === 'Product')!;
  expect(product).toMatchObject({ name: 'Aurora Device', sku: 'AURORA', url: `${baseURL}/products/AURORA` });
  expect(product['description']).toEqual(expect.stringMatching(/^[^<>]+$/));
  expect(product['offers']).toEqual({
    '@type': 'Offer',
    price: 49,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    url: `${baseURL}/products/AURORA`,
  });

  const breadcrumbs = items.find((item) => item['@type'] === 'BreadcrumbList')!;
  expect(breadcrumbs['itemListElement']).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
    { '@type': 'ListItem', position: 2, name: 'Devices', item: `${baseURL}/category/devices` },
    { '@type': 'ListItem', position: 3, name: 'Aurora Device', item: `${baseURL}/products/AURORA` },
  ]);
  expect(items.find((item) => item['@type'] === 'Organization')).toMatchObject({
    name: 'Storefront',
    url: `${baseURL}/`,
  });

  // One canonical address, on the configured origin, without the tracking parameters the visit came with.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/products/AURORA`);
  const property = (name: string) => page.locator(`meta[property="${name}"]`);
  await expect(page).toHaveTitle('Aurora Device · Storefront');
  await expect(property('og:title')).toHaveAttribute('content', 'Aurora Device · Storefront');
  await expect(property('og:type')).toHaveAttribute('content', 'product');
  await expect(property('og:url')).toHaveAttribute('content', `${baseURL}/products/AURORA`);
  await expect(property('og:description')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /^summary/);
  await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute(
    'content',
    'Aurora Device · Storefront',
  );
});

test('seo: canonical links and structured data name the configured origin, never the Host header', async ({
  request,
  baseURL,
}) => {
  // A foreign Host is refused before any page renders; a host the server does answer (its loopback address while
  // PUBLIC_URL names localhost) still leaves the configured origin in every link.
  const port = new URL(baseURL!).port;
  expect((await request.get('/category/devices', { headers: { Host: 'evil.example' } })).status()).toBe(400);
  const html = await (
    await request.get('/category/devices', { headers: { Host: `127.0.0.1:${port}` } })
  ).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/category/devices"/>`);
  expect(html).not.toContain('127.0.0.1');
  expect(html).toContain('"@type":"BreadcrumbList"');
});

test('seo: sitemap.xml lists every published page, category and product, and every URL in it answers 200', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();
  await page.goto('/');
  const urls = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    if (document.querySelector('parsererror')) throw new Error('sitemap.xml is not well-formed XML');
    if (document.documentElement.namespaceURI !== 'http://www.sitemaps.org/schemas/sitemap/0.9')
      throw new Error('not a urlset');
    return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
  }, xml);
  for (const path of [
    ...publishedPages,
    ...seededProducts.map((sku) => `/products/${sku}`),
    '/category/devices',
  ])
    expect(urls).toContain(`${baseURL}${path === '/' ? '/' : path}`);
  for (const url of urls) {
    expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  }
});

test('seo: robots.txt keeps crawlers out of accounts, cart, checkout, search and Builder previews, and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n');
  for (const path of [
    '/account',
    '/cart',
    '/checkout',
    '/sign-in',
    '/register',
    '/password-reset',
    '/search',
    '/*?*builder.preview=',
  ])
    expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
