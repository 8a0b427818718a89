/**
 * Schemes a URL may use: links may also start an e-mail or a call, media only load over the web, and media a backend
 * names (a payment method's icon) only over https, as the shop's pages are served.
 */
const allowedSchemes = {
  link: ['http:', 'https:', 'mailto:', 'tel:'],
  media: ['http:', 'https:'],
  secureMedia: ['https:'],
} as const;

/**
 * A URL from Builder content or a backend's answer, if it is safe to put in an href or src: relative to the shop, or absolute with an
 * allowed scheme (never `javascript:`, `data:` and the like). The browser's own URL parser decides the scheme, so
 * spellings that browsers still read as a script (`java\tscript:`, leading control characters) are caught.
 */
export function safeUrl(value: unknown, kind: keyof typeof allowedSchemes): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Browsers drop tabs and line breaks anywhere in a URL, and spaces and control characters around it; so does this.
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\p{Cc} ]+|[\p{Cc} ]+$/gu, '');
  // A path, query or fragment of the shop; `//host` and `/\host` would leave it, so they are parsed as absolute.
  if (/^(\/(?![/\\])|[?#])/.test(url)) return url;
  if (!URL.canParse(url)) return undefined;
  const { protocol } = new URL(url);
  return (allowedSchemes[kind] as readonly string[]).includes(protocol) ? url : undefined;
}
