export { RichText, type RichTextProps } from './RichText';
export { loadSanitizer } from './sanitizer';
export { plainText, sanitizeHtml } from './sanitizeHtml';
