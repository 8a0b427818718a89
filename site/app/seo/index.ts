export { productInFallback } from './catalogData';
export { canonicalUrl, languagesOf, languageUrl, originOf, pageMeta } from './meta';
export type { PageLanguages, SharedPage } from './meta';
export { StructuredData, structuredDataHandle } from './StructuredData';
export type { StructuredDataHandle } from './StructuredData';
export {
  absoluteUrl,
  fetchableImage,
  breadcrumbJsonLd,
  categoryPath,
  organizationJsonLd,
  productJsonLd,
  productPath,
  serializeJsonLd,
  SHOP_NAME,
} from './structuredData';
export type {
  BreadcrumbListJsonLd,
  JsonLd,
  ListItemJsonLd,
  OfferJsonLd,
  OrganizationJsonLd,
  ProductJsonLd,
} from './structuredData';
