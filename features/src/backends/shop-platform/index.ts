export { createShopPlatformClient } from './client';
export type { IpLocation, ProductPageMapping } from './client';
