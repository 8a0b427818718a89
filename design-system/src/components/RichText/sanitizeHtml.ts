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
 * The server renders the same page texts for every visitor, and each result depends on the text alone: the latest few
 * hundred of each kind are kept (oldest out first), so DOMPurify over jsdom runs once per text, not once per request.
 */
const rememberedTexts = 500;

function remembered(compute: (html: string) => string): (html: string | null | undefined) => string {
  const results = new Map<string, string>();
  return (html) => {
    if (!html) return '';
    const known = results.get(html);
    if (known !== undefined) return known;
    const result = compute(html);
    if (results.size >= rememberedTexts) results.delete(results.keys().next().value!);
    results.set(html, result);
    return result;
  };
}

/**
 * Every HTML string from a backend or from Builder goes through here: DOMPurify's HTML profile (no scripts, no event
 * handlers, no javascript: URLs), no inline styles or forms. isomorphic-dompurify runs the same DOMPurify over jsdom
 * on the server, so the server render and the browser agree and hydration matches.
 */
export const sanitizeHtml = remembered((html) => {
  // The hook lives only for this synchronous call, so other users of the shared DOMPurify instance are unaffected.
  DOMPurify.addHook('afterSanitizeAttributes', finishElement);
  try {
    return DOMPurify.sanitize(html, config);
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', finishElement);
  }
});

/** The words of an HTML text without its markup or entities, for text-only places (meta, structured data). */
export const plainText = remembered((html) => {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
});
