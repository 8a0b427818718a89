export { RichText, type RichTextProps } from './RichText';
export { loadSanitizer } from './sanitizer';
export { sanitizeHtml } from './sanitizeHtml';
