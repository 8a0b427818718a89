import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Button } from '@storefront/design-system';
import { setAnalyticsConsent, useTranslation, type AnalyticsConsent } from '@storefront/features/platform';
import * as styles from './shell.css';

/**
 * Asks once whether analytics may run. Until the shopper answers, tracking events wait in the platform's queue; the
 * answer (kept in a cookie the server reads, so the banner never flashes) releases or drops them.
 */
export function ConsentBanner({ consent }: { consent: AnalyticsConsent }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  // The answer counts from the click: the cookie round trip only makes it stick for the next page.
  const [answer, setAnswer] = useState<AnalyticsConsent>('unknown');
  const choice: AnalyticsConsent = answer !== 'unknown' ? answer : consent;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (value === 'granted' || value === 'denied') setAnswer(value);
  };

  useEffect(() => {
    if (choice !== 'unknown') setAnalyticsConsent(choice);
  }, [choice]);

  if (choice !== 'unknown') return null;
  return (
    <fetcher.Form
      method="post"
      action="/preferences/analytics"
      onSubmit={onSubmit}
      className={styles.consentBanner}
      aria-labelledby="consent-title"
    >
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <p id="consent-title" className={styles.consentText}>
        {t('shell.consent.question')}
      </p>
      <div className={styles.consentActions}>
        <Button type="submit" name="consent" value="denied" variant="secondary">
          {t('shell.consent.deny')}
        </Button>
        <Button type="submit" name="consent" value="granted">
          {t('shell.consent.allow')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
