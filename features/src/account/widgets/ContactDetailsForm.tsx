import { useTranslation } from '../../platform';
import { useSignedInUser } from '../hooks';
import type { ContactChanged } from './ContactCodeStep';
import { EmailChange } from './EmailChange';
import { EmailVerification } from './EmailVerification';
import * as styles from './forms.css';
import { PhoneChange } from './PhoneChange';

export interface ContactDetailsFormProps {
  signInHref?: string;
  /** Told after a confirmed change, e.g. to refresh a profile shown beside the form. */
  onChanged?: ContactChanged;
}

/**
 * E-mail and phone number changes, each confirmed with a one-time code sent to the new address or number, and the
 * current address's verification: each flow is its own component (EmailChange, EmailVerification, PhoneChange) and
 * they share the code step (ContactCodeStep).
 */
export function ContactDetailsForm({ signInHref = '/sign-in', onChanged }: ContactDetailsFormProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!user) {
    return (
      <p>
        <a href={signInHref}>{t('account.overview.signIn')}</a> {t('account.contact.signIn.why')}
      </p>
    );
  }
  return (
    <div className={styles.sections}>
      <EmailChange onChanged={onChanged} />
      <EmailVerification />
      <PhoneChange onChanged={onChanged} />
    </div>
  );
}
