import { createHttpClient } from '../../platform';
import type { IpLocation, PlatformConfiguration } from './contract/wire';

export type { IpLocation, PlatformConfiguration } from './contract/wire';

/** SKU → page link: the products that have a page of their own in Builder (spec section 2). */
export type ProductPageMapping = Record<string, string>;

/** The platform's own files: the product-page mapping, the platform configuration and the location by IP (spec section 7). */
export function createShopPlatformClient(baseUrl: string) {
  const http = createHttpClient({ service: 'platform', baseUrl });
  return {
    productPageMapping: async () => (await http.get<ProductPageMapping>('/product-page-mapping.json')).data,
    // The answers the server reads are checked against their schemas, loaded on demand: the browser reads only the
    // mapping, and zod stays off the shop's pages.
    configuration: async (): Promise<PlatformConfiguration> => {
      const { platformConfigurationSchema } = await import('./contract/wire');
      return (await http.get('/configuration', { schema: platformConfigurationSchema })).data;
    },
    /** The location of `ip`, the shopper's address as the shop's trusted proxies report it. */
    locationByIp: async (ip: string): Promise<IpLocation> => {
      const { ipLocationSchema } = await import('./contract/wire');
      return (await http.get('/location', { query: { ip }, schema: ipLocationSchema })).data;
    },
  };
}
