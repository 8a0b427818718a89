import DOMPurify from 'isomorphic-dompurify';

const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/** Pictures without a description are decorative; links that open a tab cannot reach back into the page. */
function finishElement(node: Element) {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
}

/**
 * The server renders the same page texts for every visitor, and the clean result depends on the text alone: the
 * latest few hundred are kept (oldest out first), so DOMPurify over jsdom runs once per text, not once per request.
 */
const sanitized = new Map<string, string>();
const rememberedTexts = 500;

/**
 * Every HTML string from a backend or from Builder goes through here: DOMPurify's HTML profile (no scripts, no event
 * handlers, no javascript: URLs), no inline styles or forms. isomorphic-dompurify runs the same DOMPurify over jsdom
 * on the server, so the server render and the browser agree and hydration matches.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  // The hook lives only for this synchronous call, so other users of the shared DOMPurify instance are unaffected.
  DOMPurify.addHook('afterSanitizeAttributes', finishElement);
  try {
    const clean = DOMPurify.sanitize(html, config);
    if (sanitized.size >= rememberedTexts) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(html, clean);
    return clean;
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', finishElement);
  }
}
