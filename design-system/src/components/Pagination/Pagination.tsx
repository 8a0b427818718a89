import { Button } from '../Button';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Names the navigation landmark, e.g. "Points history pages". */
  label: string;
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** Shows another page in place (a list held in state). */
  onPageChange?: (page: number) => void;
  /**
   * The address of a page, for a list whose pages are pages of the site (a category): previous and next are then
   * links, which work before and without JavaScript.
   */
  hrefOf?: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
  /** Where the shopper is, in the shop's words; announced when it changes. */
  status?: string;
}

/**
 * Previous and next page of a list, with where the shopper is; nothing when everything fits on one page. At either end
 * the button stays focusable and says it is disabled (the Button's aria-disabled), so keyboard focus is never lost.
 */
export function Pagination({
  label,
  page,
  pages,
  onPageChange,
  hrefOf,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  status = `Page ${page} of ${pages}`,
}: PaginationProps) {
  if (pages <= 1) return null;
  const step = (target: number, text: string, rel: 'prev' | 'next') => {
    const inactive = target < 1 || target > pages;
    return hrefOf && !inactive ? (
      <Button asChild variant="secondary" size="sm">
        <a href={hrefOf(target)} rel={rel}>
          {text}
        </a>
      </Button>
    ) : (
      <Button variant="secondary" size="sm" disabled={inactive} onClick={() => onPageChange?.(target)}>
        {text}
      </Button>
    );
  };
  return (
    <nav className={styles.pagination} aria-label={label}>
      {step(page - 1, previousLabel, 'prev')}
      <span aria-current="page" aria-live="polite">
        {status}
      </span>
      {step(page + 1, nextLabel, 'next')}
    </nav>
  );
}
