export {
  getCatalogIndex,
  getConsumablesMatrix,
  getLocationByIp,
  getProductPageMapping,
  getProductPrice,
  getProducts,
  getProductsBySkus,
  getSticksMatrix,
  getStockStatuses,
  getUrlKeysBySku,
  PRODUCT_PAGE_MAPPING_KEY,
} from './api';
export type { CatalogIndex, IpLocation, ProductListRequest, ProductPageMapping } from './api';
export { isInStock, plainText, sanitiseHtml, toProductView } from './types';
export type { ProductColour, ProductEssentials, ProductView } from './types';
export {
  catalogFallback,
  categoryRequestFor,
  productRequestFor,
  useProduct,
  useProductPageMapping,
  useProductPrice,
  useProducts,
} from './hooks';
export { ProductDetail } from './widgets/ProductDetail';
export type { ProductDetailProps } from './widgets/ProductDetail';
export { ProductList } from './widgets/ProductList';
export type { ProductListProps } from './widgets/ProductList';
