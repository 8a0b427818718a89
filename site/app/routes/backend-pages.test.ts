import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createStaticHandler, type LoaderFunction } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { loader as categoryLoader } from './category.$id';
import { loader as productLoader } from './products.$sku';
import { loader as searchLoader } from './search';
import { serverReads } from '../lib/caching/sharedReads.server';

// Each test sets its own backend answers: none may be read from an earlier test's.
beforeEach(() => serverReads.forget());

// The pages whose first HTML holds a backend's data, as React Router runs their loaders for a document request.
const pages = createStaticHandler([
  { path: '/products/:sku', loader: productLoader as LoaderFunction },
  { path: '/category/:id', loader: categoryLoader as LoaderFunction },
  { path: '/search', loader: searchLoader as LoaderFunction },
]);
const backendOf = {
  '/products/AURORA': 'commerce/graphql',
  '/category/devices': 'commerce/graphql',
  '/search?q=amber': 'search',
};

async function open(path: string) {
  const context = await pages.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  return {
    status: context.statusCode,
    data: Object.values(context.loaderData)[0],
    headers: Object.values(context.loaderHeaders)[0],
  };
}

const sandbox = setupServer(...sandboxHandlers);
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => sandbox.resetHandlers());
afterAll(() => sandbox.close());

describe('pages fed by a backend', () => {
  test('catalogue and search: the first HTML holds the products and the results, answered 200', async () => {
    expect(Object.keys((await open('/products/AURORA')).data.fallback).length).toBeGreaterThan(0);
    expect(Object.keys((await open('/category/devices')).data.fallback).length).toBeGreaterThan(0);
    const search = await open('/search?q=amber');
    expect(search.status).toBe(200);
    expect(search.data.results.total).toBeGreaterThan(0);
  });

  test('commerce and search: a German product, category or search page reads German, an English one English', async () => {
    const names = (data: { fallback: object }) => JSON.stringify(data.fallback);
    expect(names((await open('/products/AURORA?lang=de')).data)).toContain('Aurora-Gerät');
    expect(names((await open('/products/AURORA')).data)).toContain('Aurora Device');
    expect(names((await open('/products/AURORA')).data)).not.toContain('Aurora-Gerät');
    const category = names((await open('/category/accessories?lang=de')).data);
    expect(category).toContain('Lederetui');
    expect(category).not.toContain('Leather Case');
    const search = (await open('/search?q=lederetui&lang=de')).data;
    expect(search.results.results[0].title).toBe('Lederetui');
  });

  describe('with the backend down', () => {
    beforeEach(() => {
      // The monitoring report of each failed call is expected; it would only clutter the test output.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => vi.restoreAllMocks());

    test.each(Object.entries(backendOf))(
      'unavailable: %s is answered 503 with Retry-After and renders saying the server already failed, so the browser does not wait twice',
      async (path, backend) => {
        sandbox.use(http.all(`*/sandbox/${backend}*`, () => HttpResponse.error()));
        const page = await open(path);
        expect(page.status).toBe(503);
        expect(page.headers?.get('Retry-After')).toBe('30');
        expect(page.data).toEqual(
          path.startsWith('/search')
            ? { query: 'amber', results: undefined, failedOnServer: true }
            : path.startsWith('/category')
              ? { fallback: {}, failedOnServer: true, listing: expect.any(Object) }
              : { fallback: {}, failedOnServer: true, description: '' },
        );
      },
    );
  });
});
