export { createShopPlatformClient, platformConfigurationSchema } from './client';
export type { IpLocation, PlatformConfiguration, ProductPageMapping } from './client';
