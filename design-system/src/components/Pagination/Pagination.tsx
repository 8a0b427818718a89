import { Button } from '../Button';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Names the navigation landmark, e.g. "Points history pages". */
  label: string;
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  pages: number;
  onPageChange: (page: number) => void;
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
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  status = `Page ${page} of ${pages}`,
}: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {previousLabel}
      </Button>
      <span aria-current="page" aria-live="polite">
        {status}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
