import { createHttpClient } from '../../platform';

/** SKU → page link: the products that have a page of their own in Builder (spec section 2). */
export type ProductPageMapping = Record<string, string>;

export interface IpLocation {
  country_code: string;
  region?: string;
  city?: string;
}

/** The platform's own files: the product-page mapping file and the location by IP (spec section 7). */
export function createShopPlatformClient(baseUrl: string) {
  const http = createHttpClient({ service: 'platform', baseUrl });
  return {
    productPageMapping: async () => (await http.get<ProductPageMapping>('/product-page-mapping.json')).data,
    locationByIp: async () => (await http.get<IpLocation>('/location')).data,
  };
}
