import { data } from 'react-router';

/**
 * A catalogue page whose products the server could not fetch: the page still renders and its widget fetches again in
 * the browser (showing its own error and retry), but the answer is a 503 with Retry-After, so crawlers and caches
 * come back later instead of keeping a page that says "Loading".
 */
export function catalogUnavailable() {
  return data({ fallback: {} }, { status: 503, headers: { 'Retry-After': '30' } });
}
