import { useCallback, useId, useState } from 'react';
import { Button, FormMessage } from '@storefront/design-system';
import { useStoredUser, failureWords, useTranslation } from '../../platform';
import { useAccountCall, useConfirmCode, useOneTimeCode, useVerificationStatus } from '../hooks';
import { ContactCodeStep } from './ContactCodeStep';
import * as styles from './forms.css';

/**
 * The e-mail verification step: the shop's server says whether the current address is verified; if not, a code is
 * e-mailed to it (sendEmailCode) and confirmed here (confirmEmailCode). Quiet while the status is unknown.
 */
export function EmailVerification() {
  const { t } = useTranslation();
  const oneTimeCode = useOneTimeCode();
  const current = useStoredUser()?.email ?? '';
  const status = useVerificationStatus(current);
  const headingId = useId();
  const [verificationId, setVerificationId] = useState<string | undefined>();
  // The shop sends the code to the account's own address, the one shown here.
  const send = useAccountCall(
    useCallback(
      async () => (await oneTimeCode({ step: 'email-verification' })).verificationId,
      [oneTimeCode],
    ),
  );
  const confirm = useConfirmCode(
    useCallback(
      async (code: string) => (
        await oneTimeCode({ step: 'email-verification-confirm', verificationId: verificationId!, code }),
        true
      ),
      [oneTimeCode, verificationId],
    ),
  );
  if (!status.data) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('account.contact.verification')}</h3>
      {status.data.verified ? (
        <FormMessage role="status" tone="success">
          {t('account.contact.emailVerified', { email: current })}
        </FormMessage>
      ) : verificationId ? (
        <ContactCodeStep
          sentTo={current}
          label={t('account.contact.emailCode')}
          pending={confirm.pending}
          error={confirm.error && failureWords(t, confirm.error)}
          refused={confirm.refused}
          onStartOver={() => setVerificationId(undefined)}
          onCode={async (code) => {
            if (!(await confirm.run(code))) return;
            setVerificationId(undefined);
            await status.mutate();
          }}
        />
      ) : (
        <>
          <p>{t('account.contact.emailNotVerified', { email: current })}</p>
          {send.error && (
            <FormMessage role="alert" tone="danger">
              {failureWords(t, send.error)}
            </FormMessage>
          )}
          <Button
            type="button"
            loading={send.pending}
            onClick={async () => setVerificationId(await send.run())}
          >
            {t('account.contact.sendVerificationCode')}
          </Button>
        </>
      )}
    </section>
  );
}
