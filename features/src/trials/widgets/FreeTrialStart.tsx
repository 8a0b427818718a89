import { useId, type FormEvent } from 'react';
import { Button, FieldError, Link } from '@storefront/design-system';
import { failureWords, trackThenNavigate, useTranslation } from '../../platform';
import { usePutTrialKitInCart, useTrialEligibility } from '../hooks';
import * as styles from './FreeTrial.css';

export interface FreeTrialStartProps {
  /** The trial programme's code at the engagement service, e.g. device-trial. */
  program: string;
  /** Replaces the default heading ("Try it free"). */
  heading?: string;
  /** A sentence under the heading: what the trial gives. */
  intro?: string;
  /** The button's words (default "Start free trial"). */
  startLabel?: string;
  /** The trial kit's SKU in the trial store view: put in the shopper's trial cart as the trial starts. */
  kitSku?: string;
  /** Where the shopper lands in the trial shop (a path on this site; default their cart). */
  returnTo?: string;
  /** Where a guest signs in. */
  signInHref?: string;
  /** The shop's trial entry; it sets the trial store view for this shopper (site route /trial). */
  entryAction?: string;
}

/**
 * A free-trial landing's call to action: a signed-in, eligible shopper starts the programme's trial, which raises
 * `free trial start` and moves them into the trial store view, where their cart is priced as a trial.
 */
export function FreeTrialStart({
  program,
  heading,
  intro,
  startLabel,
  kitSku,
  returnTo = '/cart',
  signInHref = '/sign-in',
  entryAction = '/trial',
}: FreeTrialStartProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { signedIn, eligibility, failed, checking, retry, storeView } = useTrialEligibility(program);
  const kit = usePutTrialKitInCart(kitSku);

  // The kit goes in the trial cart first, so the trial shop opens on it; the event must leave before the page does
  // (spec section 4), so the form is sent by hand once both are done. A kit that cannot be added keeps the shopper here.
  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (kit.pending || !(await kit.putKitInCart())) return;
    await trackThenNavigate('tracking:activity:free_trial_start', { program });
    form.submit();
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading ?? t('trials.heading')}
      </h2>
      {intro ? <p className={styles.text}>{intro}</p> : null}
      {!signedIn ? (
        <p className={styles.text}>
          <Link href={signInHref}>{t('trials.signIn')}</Link>
        </p>
      ) : storeView === 'trial' && eligibility?.eligible ? (
        <p className={styles.text}>
          {t('trials.active')} <Link href={returnTo}>{t('trials.toCart')}</Link>
        </p>
      ) : eligibility?.eligible ? (
        <form method="post" action={entryAction} onSubmit={(event) => void start(event)}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button type="submit" loading={kit.pending}>
            {startLabel ?? t('trials.start')}
          </Button>
          {kit.failure ? <FieldError role="alert">{failureWords(t, kit.failure)}</FieldError> : null}
        </form>
      ) : null}
      <p role="status" className={styles.text}>
        {checking
          ? t('trials.checking')
          : eligibility && !eligibility.eligible
            ? t('trials.notEligible', { reason: eligibility.reason })
            : ''}
      </p>
      {failed && !checking ? (
        <>
          <FieldError role="alert">{t('trials.failed')}</FieldError>
          <div>
            <Button variant="secondary" onClick={retry}>
              {t('trials.retry')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
