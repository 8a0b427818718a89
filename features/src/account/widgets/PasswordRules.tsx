import { VisuallyHidden } from '@storefront/design-system';
import { useTranslation, type Translator } from '../../platform';
import { checkPassword, type PasswordRequirements } from '../types';
import * as styles from './forms.css';

/** The server's password rules, ticked off live as the shopper types (announced politely, not on every key). */
export function PasswordRules({
  id,
  password,
  requirements,
  username,
}: {
  id: string;
  password: string;
  requirements: PasswordRequirements;
  username?: string;
}) {
  const { t } = useTranslation();
  const checks = checkPassword(password, requirements, username);
  if (checks.length === 0) return null;
  return (
    <ul id={id} className={styles.rules} aria-live="polite">
      {checks.map((check) => (
        <li key={check.rule} className={check.met ? styles.ruleMet : undefined}>
          {check.met ? '✓ ' : '• '}
          {t(`account.password.${check.rule}`, { count: check.count })}
          <VisuallyHidden>
            {t(check.met ? 'account.password.rule.met' : 'account.password.rule.unmet')}
          </VisuallyHidden>
        </li>
      ))}
    </ul>
  );
}

/** The password field's hint when the server has rules (they are listed, and ticked off live, below the field). */
export function passwordRulesHint(
  requirements: PasswordRequirements,
  t: Translator['t'],
): string | undefined {
  return checkPassword('', requirements).length > 0 ? t('account.password.rulesHint') : undefined;
}
