import { Pagination } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import type { Page } from '../types';

export interface HistoryPaginationProps {
  /** The history's name, e.g. "Points history": the pages' navigation is named after it. */
  label: string;
  history: Page<unknown>;
  onPageChange: (page: number) => void;
}

/** The pages of a programme history (points or referrals), in the loyalty programme's words. */
export function HistoryPagination({ label, history, onPageChange }: HistoryPaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      label={t('loyalty.pagination', { label })}
      page={history.page}
      pages={history.lastPage}
      onPageChange={onPageChange}
      previousLabel={t('loyalty.pagination.previous')}
      nextLabel={t('loyalty.pagination.next')}
      status={t('loyalty.pagination.status', { page: history.page, pages: history.lastPage })}
    />
  );
}
