import { useId } from 'react';
import { Button, FormMessage } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import { useComplaints } from '../hooks';
import * as styles from './forms.css';

export interface ComplaintsSummaryProps {
  /** Where a signed-out shopper signs in, coming back here. */
  signInHref?: string;
}

/** Whether the shopper has a complaint on file (newer GET /api/users/{uuid}/complaints); the older backend has no such call. */
export function ComplaintsSummary({
  signInHref = '/sign-in?next=/account/complaints',
}: ComplaintsSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const complaints = useComplaints();
  const body = () => {
    if (!complaints.signedIn) return <a href={signInHref}>{t('account.complaints.signedOut')}</a>;
    if (!complaints.supported) return <p>{t('account.complaints.unavailable')}</p>;
    if (complaints.error)
      return (
        <div className={styles.row}>
          <FormMessage role="alert" tone="danger">
            {t('account.complaints.failed')}
          </FormMessage>
          <Button variant="secondary" onClick={() => void complaints.mutate()}>
            {t('account.complaints.retry')}
          </Button>
        </div>
      );
    if (complaints.data === undefined) return <p>{t('account.complaints.loading')}</p>;
    return <p>{t(complaints.data ? 'account.complaints.open' : 'account.complaints.none')}</p>;
  };
  return (
    <section
      className={styles.form}
      aria-labelledby={headingId}
      aria-live="polite"
      aria-busy={complaints.isLoading}
    >
      <h2 id={headingId}>{t('account.complaints.heading')}</h2>
      {body()}
    </section>
  );
}
