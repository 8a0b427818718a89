/** Site search's words, keyed for the platform translation dictionary. */
export const searchMessages = {
  'search.heading': 'Search',
  'search.field.label': 'Search the shop',
  'search.field.placeholder': 'Devices, flavours, help…',
  'search.submit': 'Search',
  'search.searching': 'Searching…',
  'search.results.count': '{count, plural, one {# result} other {# results}} for “{query}”',
  'search.results.list': 'Search results',
  'search.empty': 'No results for “{query}”.',
  'search.empty.hint': 'Check the spelling or try a more general word, such as “device” or “flavour”.',
  'search.error': 'Search is not available right now. Please try again.',
  'search.retry': 'Try again',
  'search.pages': 'Search result pages',
  'search.page': 'Page {page}',
  'search.previous': 'Previous',
  'search.next': 'Next',
  'search.type.product': 'Product',
  'search.type.faq': 'FAQ',
  'search.type.article': 'Article',
  'search.type.category': 'Category',
  'search.suggestions': 'Suggestions',
  'search.suggestions.count': '{count, plural, =0 {No suggestions} one {# suggestion} other {# suggestions}}',
} as const;

export type SearchMessageKey = keyof typeof searchMessages;
