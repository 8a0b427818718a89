export { createShopPlatformClient } from './client';
export type { IpLocation, PlatformConfiguration, ProductPageMapping } from './client';
