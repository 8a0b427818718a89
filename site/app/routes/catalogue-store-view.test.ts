import { setupServer } from 'msw/node';
import { createStaticHandler, type LoaderFunction } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { storeViewCookie } from '../lib/storeView.server';
import { loader as categoryLoader } from './category.$id';
import { loader as productLoader } from './products.$sku';

// The catalogue pages, as React Router runs their loaders for a document request.
const pages = createStaticHandler([
  { id: 'product', path: '/products/:sku', loader: productLoader as LoaderFunction },
  { id: 'category', path: '/category/:id', loader: categoryLoader as LoaderFunction },
]);

/** The cookie /trial sets, as the browser sends it back. */
const inTrial = async () => ({ Cookie: (await storeViewCookie.serialize('trial')).split(';')[0]! });

/** The status and the server-rendered catalogue data (the widget cache's fallback) of one page. */
async function open(path: string, headers: Record<string, string> = {}) {
  const context = await pages.query(new Request(`http://shop.test${path}`, { headers }));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const data = Object.values(context.loaderData)[0] as { fallback?: Record<string, unknown> } | null;
  const fallback = data?.fallback ?? {};
  return {
    status: context.statusCode,
    rendered: JSON.stringify(fallback),
    keys: Object.keys(fallback).join('\n'),
  };
}

const sandbox = setupServer(...sandboxHandlers);
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => sandbox.close());

describe('catalogue pages in the shopper store view', () => {
  test("trial store view: the product page's server render asks the trial view, so a trial-only product is found", async () => {
    const trial = await open('/products/TRIAL-KIT', await inTrial());
    expect(trial.status).toBe(200);
    expect(trial.rendered).toContain('Aurora Trial Kit');
    // The same address in the configured (default) view does not sell it: a real 404.
    expect((await open('/products/TRIAL-KIT')).status).toBe(404);
  });

  test("trial store view: the category page's server render lists the trial view's products, the default view's not", async () => {
    const trial = await open('/category/devices', await inTrial());
    expect(trial.status).toBe(200);
    expect(trial.rendered).toContain('TRIAL-KIT');
    // The data is keyed by the trial view, so the trial shopper's browser reuses it rather than asking again.
    expect(trial.keys).toContain('"trial"');
    const standard = await open('/category/devices');
    expect(standard.rendered).toContain('AURORA');
    expect(standard.rendered).not.toContain('TRIAL-KIT');
  });
});
