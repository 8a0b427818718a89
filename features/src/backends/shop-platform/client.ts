import { z } from 'zod';
import { createHttpClient } from '../../platform';

/** SKU → page link: the products that have a page of their own in Builder (spec section 2). */
export type ProductPageMapping = Record<string, string>;

export interface IpLocation {
  country_code: string;
  region?: string;
  city?: string;
}

/**
 * The platform configuration (spec section 7, GET platform configuration; its fields are not shown there). The shop
 * reads the switches it already has in its own configuration; every field is optional, and one of the wrong type makes
 * the whole answer unusable rather than half applied.
 */
export const platformConfigurationSchema = z.object({
  features: z
    .object({
      age_verification: z.boolean().optional(),
      keep_me_logged_in: z.boolean().optional(),
      login_strategy: z.string().min(1).optional(),
    })
    .optional(),
});
export type PlatformConfiguration = z.infer<typeof platformConfigurationSchema>;

/** The platform's own files: the product-page mapping, the platform configuration and the location by IP (spec section 7). */
export function createShopPlatformClient(baseUrl: string) {
  const http = createHttpClient({ service: 'platform', baseUrl });
  return {
    productPageMapping: async () => (await http.get<ProductPageMapping>('/product-page-mapping.json')).data,
    configuration: async () =>
      (await http.get('/configuration', { schema: platformConfigurationSchema })).data,
    locationByIp: async () => (await http.get<IpLocation>('/location')).data,
  };
}
