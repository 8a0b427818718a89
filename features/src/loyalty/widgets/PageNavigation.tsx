import { Button } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import * as styles from './LoyaltyWidget.css';

export interface PageNavigationProps {
  /** What is paged, e.g. "Points history"; names the navigation landmark. */
  label: string;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/** Previous and next page of a list, with where the shopper is; hidden when everything fits on one page. */
export function PageNavigation({ label, page, pages, onPageChange }: PageNavigationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('loyalty.pagination', { label })}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('loyalty.pagination.previous')}
      </Button>
      <span aria-live="polite">{t('loyalty.pagination.status', { page, pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('loyalty.pagination.next')}
      </Button>
    </nav>
  );
}
