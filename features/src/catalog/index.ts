export {
  getCatalogIndex,
  getLinkedProducts,
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
export type {
  CatalogAggregation,
  CatalogIndex,
  IpLocation,
  ProductListRequest,
  ProductPageMapping,
} from './api';
export { breadcrumbTrail, galleryOf, isInStock, plainText, toProductView } from './types';
export type { BreadcrumbStep, ProductColour, ProductEssentials, ProductMedia, ProductView } from './types';
export {
  defaultListing,
  filterCodes,
  listingFromSearch,
  listingPartOf,
  listingRequest,
  listingSearch,
  sortOptions,
  toggleFilter,
} from './listing';
export type { FilterCode, Listing, SortValue } from './listing';
export {
  catalogFallback,
  categoryRequestFor,
  linkedProductsFallback,
  useLinkedProducts,
  productRequestFor,
  useProduct,
  useProductPageMapping,
  useProductPrice,
  useProducts,
} from './hooks';
export { Breadcrumbs } from './widgets/Breadcrumbs';
export type { BreadcrumbsProps } from './widgets/Breadcrumbs';
export { ProductDetail } from './widgets/ProductDetail';
export type { ProductDetailProps } from './widgets/ProductDetail';
export { ProductList } from './widgets/ProductList';
export type { ProductListProps } from './widgets/ProductList';
export { ProductGallery } from './widgets/ProductGallery';
export type { ProductGalleryProps } from './widgets/ProductGallery';
export { RelatedProducts } from './widgets/RelatedProducts';
export type { RelatedProductsProps } from './widgets/RelatedProducts';
