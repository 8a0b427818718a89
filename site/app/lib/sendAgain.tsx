import { useTranslation } from '@storefront/features/platform';
import { shellStyles } from '../shell';

/**
 * The forms on the signed-in account pages need the session the browser keeps (local storage), so the server never
 * renders them and only the hydrated page sends them. A native post that reaches such a route anyway (its script
 * failed) is not answered with a 405 error page: the page says the changes were not sent and asks for them again.
 */
export const sendAgainAction = () => ({ sendAgain: true as const });

export function SendAgainNotice({ actionData }: { actionData: { sendAgain?: boolean } | undefined }) {
  const { t } = useTranslation();
  if (!actionData?.sendAgain) return null;
  return (
    <p role="alert" className={shellStyles.alert}>
      {t('account.form.notSent')}
    </p>
  );
}
