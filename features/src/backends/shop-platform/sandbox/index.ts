import { http, HttpResponse, type RequestHandler } from 'msw';
import { sandboxRoute } from '../../../platform';
import type { PlatformConfiguration } from '../client';

/** The product-page mapping file the content team publishes: product SKU to page link (pages the shop serves). */
export const productPageMapping: Record<string, string> = {
  AURORA: '/products/AURORA',
  NOVA: '/products/NOVA',
  'STARTER-KIT': '/products/STARTER-KIT',
  'STICKS-AMBER': '/flavours/amber',
};

/** The platform's switches for the sandbox market: the shop's own defaults, so the sandbox shop behaves as configured. */
export const sandboxPlatformConfiguration: PlatformConfiguration = {
  features: { age_verification: true, keep_me_logged_in: true, login_strategy: 'email' },
};

export const sandboxLocation = { country_code: 'DE', region: 'Berlin', city: 'Berlin' };

export const handlers: RequestHandler[] = [
  http.get(sandboxRoute('platform', '/product-page-mapping.json'), () =>
    HttpResponse.json(productPageMapping),
  ),
  http.get(sandboxRoute('platform', '/configuration'), () => HttpResponse.json(sandboxPlatformConfiguration)),
  http.get(sandboxRoute('platform', '/location'), () => HttpResponse.json(sandboxLocation)),
];
