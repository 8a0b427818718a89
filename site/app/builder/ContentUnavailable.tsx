import { useLocation } from 'react-router';
import { shellStyles } from '../shell';

/**
 * What a shopper sees when Builder cannot be reached and the page cache has no earlier copy of the page (a 503 with
 * Retry-After): the shop's own words, announced to screen readers, and a way to try again.
 */
export function ContentUnavailable() {
  const { pathname, search } = useLocation();
  return (
    <div className={shellStyles.page}>
      <h1>This page is not available right now</h1>
      <p role="alert">We could not load this page just now. Please try again in a minute.</p>
      <p>
        <a href={`${pathname}${search}`}>Try again</a> or go <a href="/">back to the home page</a>.
      </p>
    </div>
  );
}
