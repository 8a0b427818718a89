import { http, HttpResponse, type RequestHandler } from 'msw';
import { sandboxRoute } from '../../../platform';
import type { IpLocation, PlatformConfiguration } from '../client';

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

/** Where the sandbox places an address: 198.51.100.0/24 (a documentation range) in Hamburg, any other in Berlin. */
export function sandboxLocationOf(ip: string): IpLocation {
  return ip.startsWith('198.51.100.')
    ? { country_code: 'DE', region: 'Hamburg', city: 'Hamburg', latitude: 53.5511, longitude: 9.9937 }
    : { country_code: 'DE', region: 'Berlin', city: 'Berlin', latitude: 52.52, longitude: 13.405 };
}

export const handlers: RequestHandler[] = [
  http.get(sandboxRoute('platform', '/product-page-mapping.json'), () =>
    HttpResponse.json(productPageMapping),
  ),
  http.get(sandboxRoute('platform', '/configuration'), () => HttpResponse.json(sandboxPlatformConfiguration)),
  http.get(sandboxRoute('platform', '/location'), ({ request }) => {
    const ip = new URL(request.url).searchParams.get('ip');
    return ip
      ? HttpResponse.json(sandboxLocationOf(ip))
      : HttpResponse.json({ message: 'The ip field is required.' }, { status: 400 });
  }),
];
