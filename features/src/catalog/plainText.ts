import DOMPurify from 'isomorphic-dompurify';

/**
 * The words of an HTML description without its markup or entities, for text-only places (meta, structured data).
 * Server code only (a loader): DOMPurify is 12 KB the catalogue pages' first load does without.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
