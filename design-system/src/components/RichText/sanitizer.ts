type Sanitize = (html: string | null | undefined) => string;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The sanitiser if it has loaded: always on the server (which loads it before it renders), in a browser once asked. */
export const sanitizerNow = (): Sanitize | undefined => loaded;

/**
 * Loads the sanitiser (DOMPurify with the shop's rules, sanitizeHtml.ts). A browser keeps the clean markup the server
 * sent for the HTML it hydrates, so it downloads the sanitiser only when it has new HTML to clean: a landing page's
 * first load goes without it.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitizeHtml').then((module) => (loaded = module.sanitizeHtml));
  return loading;
}
