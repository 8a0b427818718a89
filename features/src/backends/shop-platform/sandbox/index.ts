import { http, HttpResponse, type RequestHandler } from 'msw';
import { sandboxRoute } from '../../../platform';

/** The product-page mapping file the content team publishes: product SKU to page link (pages the shop serves). */
export const productPageMapping: Record<string, string> = {
  AURORA: '/products/AURORA',
  NOVA: '/products/NOVA',
  'STARTER-KIT': '/products/STARTER-KIT',
  'STICKS-AMBER': '/flavours/amber',
};

export const sandboxLocation = { country_code: 'DE', region: 'Berlin', city: 'Berlin' };

export const handlers: RequestHandler[] = [
  http.get(sandboxRoute('platform', '/product-page-mapping.json'), () =>
    HttpResponse.json(productPageMapping),
  ),
  http.get(sandboxRoute('platform', '/location'), () => HttpResponse.json(sandboxLocation)),
];
