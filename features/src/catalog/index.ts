export {
  getCatalogIndex,
  getLinkedProducts,
  getConsumablesMatrix,
  getProductPageMapping,
  getProductPrice,
  getProducts,
  getProductsBySkus,
  getSticksMatrix,
  getStockStatuses,
  getUrlKeysBySku,
  PRODUCT_PAGE_MAPPING_KEY,
  productPageLink,
} from './api';
export type { CatalogAggregation, CatalogIndex, ProductListRequest, ProductPageMapping } from './api';
export {
  breadcrumbTrail,
  chosenColour,
  galleryFor,
  galleryOf,
  isInStock,
  orderLimitsFor,
  quantityProblem,
  toProductView,
} from './types';
export type {
  BreadcrumbStep,
  OrderLimits,
  ProductColour,
  ProductEssentials,
  ProductMedia,
  ProductView,
  QuantityProblem,
} from './types';
export {
  defaultListing,
  filterCodes,
  isListingParameter,
  LISTING_PAGE_SIZE,
  canonicalListingSearch,
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
