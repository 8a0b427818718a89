import { createStaticHandler, type LoaderFunction } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { loader as categoryLoader } from './category.$id';
import { loader as productLoader } from './products.$sku';

// The catalogue pages' loaders as React Router runs them for a document request: status and headers included.
const pages = createStaticHandler([
  { path: '/products/:sku', loader: productLoader as LoaderFunction },
  { path: '/category/:id', loader: categoryLoader as LoaderFunction },
]);
const open = (path: string) => pages.query(new Request(`http://shop.test${path}`));

const sandbox = setupServer(...sandboxHandlers);
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => sandbox.resetHandlers());
afterAll(() => sandbox.close());

describe('catalogue pages', () => {
  test('catalogue: a product and a category are answered 200 with their products for the first HTML', async () => {
    for (const path of ['/products/AURORA', '/category/devices']) {
      const context = await open(path);
      if (context instanceof Response) throw new Error(`${path} redirected`);
      expect(context.statusCode, path).toBe(200);
      expect(Object.keys(Object.values(context.loaderData)[0].fallback).length, path).toBeGreaterThan(0);
    }
  });

  describe('with the commerce service down', () => {
    beforeEach(() => {
      sandbox.use(http.all('*/sandbox/commerce/graphql', () => HttpResponse.error()));
      // The monitoring report of the failed call is expected; it would only clutter the test output.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => vi.restoreAllMocks());

    test('catalogue: a product or category page is answered 503 with Retry-After and still renders for the browser to retry', async () => {
      for (const path of ['/products/AURORA', '/category/devices']) {
        const context = await open(path);
        if (context instanceof Response) throw new Error(`${path} redirected`);
        expect(context.statusCode, path).toBe(503);
        expect(Object.values(context.loaderHeaders)[0]?.get('Retry-After'), path).toBe('30');
        expect(Object.values(context.loaderData)[0], path).toEqual({ fallback: {} });
      }
    });
  });
});
