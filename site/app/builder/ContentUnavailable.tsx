import { useLocation } from 'react-router';
import { useTranslation } from '@storefront/features/platform';
import { shellStyles } from '../shell';

/**
 * What a shopper sees when Builder cannot be reached and the page cache has no earlier copy of the page (a 503 with
 * Retry-After): the shop's own words, announced to screen readers, and a way to try again.
 */
export function ContentUnavailable() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.unavailable.heading')}</h1>
      <p role="alert">{t('shell.page.unavailable.text')}</p>
      <p>
        <a href={`${pathname}${search}`}>{t('shell.page.unavailable.retry')}</a>{' '}
        {t('shell.page.unavailable.or')} <a href="/">{t('shell.page.unavailable.home')}</a>.
      </p>
    </div>
  );
}
