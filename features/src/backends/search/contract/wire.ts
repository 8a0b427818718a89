/** The search service's answer (spec section 7: GET /api/search returns data and meta). */

export const searchContentTypes = ['product', 'faq', 'article'] as const;
export type SearchContentType = (typeof searchContentTypes)[number];

export interface SearchHitWire {
  id: string;
  type: SearchContentType;
  title: string;
  /** Product hits: the product's SKU. */
  sku?: string;
  url: string;
  /** Plain text. */
  excerpt: string;
  image?: { url: string; alt: string };
  /** Present when asked with highlight=1: the same fields as HTML, matched words wrapped in <em>. */
  highlight?: { title?: string; excerpt?: string };
}

export interface SearchResponse {
  data: SearchHitWire[];
  meta: { query: string; current_page: number; per_page: number; last_page: number; total: number };
}
