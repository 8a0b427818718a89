import { useCallback } from 'react';
import { Button, FieldError } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import type { ConsentValidationOutcome } from '../types';
import * as styles from './OfflinePurchases.css';

export interface ConsentValidationPanelProps {
  /** The outcome of the validation the page posted; none yet while the shopper has not confirmed. */
  outcome?: ConsentValidationOutcome;
  /** Where the shopper goes on once the consent is confirmed. */
  homeHref?: string;
}

/**
 * The page a shopper reaches from the consent e-mail's link. Confirming posts the page's form to its own address,
 * and the server validates the link's hash there: a mail scanner that merely opens the link confirms nothing, and the
 * form works before (or without) JavaScript. The outcome is said in words and announced, and takes the focus.
 */
export function ConsentValidationPanel({ outcome, homeHref = '/' }: ConsentValidationPanelProps) {
  const { t } = useTranslation();
  const focusOnArrival = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const canRetry = outcome === 'unreachable' || outcome === 'failed';
  return (
    <div className={styles.section}>
      <h1>{t('consentValidation.heading')}</h1>
      {outcome === 'validated' ? (
        <>
          <p role="status" ref={focusOnArrival} tabIndex={-1}>
            {t('consentValidation.validated')}
          </p>
          <p>
            <Button asChild>
              <a href={homeHref}>{t('consentValidation.home')}</a>
            </Button>
          </p>
        </>
      ) : (
        <>
          {outcome ? (
            <div role="alert" ref={focusOnArrival} tabIndex={-1}>
              <FieldError>{t(`consentValidation.${outcome}`)}</FieldError>
            </div>
          ) : (
            <p className={styles.muted}>{t('consentValidation.intro')}</p>
          )}
          {(!outcome || canRetry) && (
            <form method="post">
              <Button type="submit">{t('consentValidation.confirm')}</Button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
