/** The catalogue's words (English); the platform dictionary picks this file up. */
export const catalogMessages = {
  'catalog.list.error': 'The products could not be loaded. Please try again.',
  'catalog.list.loading': 'Loading products…',
  'catalog.list.count': '{count, plural, one {# product} other {# products}}',
  'catalog.list.noMatch': 'No products match these filters. Remove a filter to see more.',
  'catalog.product.error': 'This product could not be loaded. Please try again.',
  'catalog.product.loading': 'Loading the product…',
  'catalog.product.unavailable': 'This product is not available.',
  'catalog.retry': 'Try again',
  'catalog.stock': '{inStock, select, true {In stock} other {Out of stock}}',
  'catalog.price.was': 'Was',
  'catalog.colour': 'Colour: {colour}',
  'catalog.colour.outOfStock': '{colour} (out of stock)',
  'catalog.colour.onlyLeft': '{colour} (only {count} left)',
  'catalog.added': 'Added to your cart.',
  'catalog.addToCart': 'Add to cart',
  'catalog.points': 'Earn {points, plural, one {# club point} other {# club points}} with this product',
} as const;
