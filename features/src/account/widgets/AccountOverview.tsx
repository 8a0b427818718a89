import { Suspense, useRef, useState } from 'react';
import { Button, FormMessage } from '@storefront/design-system';
import { useStoredUser, failureWords, useTranslation, lazyWithWords } from '../../platform';
import { useCloseAccount, useSignOut } from '../closingHooks';
import * as styles from './forms.css';

export interface AccountOverviewProps {
  signInHref?: string;
}

/**
 * The signed-in shopper's name and e-mail at the top of the account; a guest is asked to sign in. Who is signed in
 * is known only once the page is live (the server renders the guest's words), so both states hold one place, the
 * other one invisible: the greeting arriving moves nothing below it.
 */
export function AccountOverview({ signInHref = '/sign-in' }: AccountOverviewProps) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const inactive = (active: boolean) =>
    active ? {} : { className: styles.overviewInactive, 'aria-hidden': true as const };
  return (
    <div className={styles.overview}>
      <p {...inactive(!user)}>
        {t('account.overview.signedOut')} <a href={signInHref}>{t('account.overview.signIn')}</a>{' '}
        {t('account.overview.signedOut.why')}
      </p>
      <section
        {...(user ? { 'aria-labelledby': 'account-overview-title' } : {})}
        {...inactive(Boolean(user))}
      >
        <h2 id="account-overview-title">
          {t('account.overview.hello', {
            firstName: user?.first_name ?? '',
            lastName: user?.last_name ?? '',
          })}
        </h2>
        <p>{t('account.overview.signedInAs', { email: user?.email ?? '' })}</p>
      </section>
    </div>
  );
}

export interface AccountClosingProps {
  onSignedOut?: () => void;
  /** After cancelling or deactivating, e.g. back to the home page. */
  onAccountClosed?: () => void;
}

/**
 * The end of the account: signing out, then cancelling and deactivating (where offered), each behind a confirmation
 * that says what happens. Nothing for a guest.
 */
export function AccountClosing({ onSignedOut, onAccountClosed }: AccountClosingProps) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const { signOut, isSigningOut } = useSignOut(onSignedOut ? { onSignedOut } : {});
  const close = useCloseAccount(onAccountClosed ? { onClosed: onAccountClosed } : {});
  if (!user) return null;
  return (
    <section aria-labelledby="account-closing-title" className={styles.form}>
      <h2 id="account-closing-title">{t('account.closing.title')}</h2>
      {close.error && (
        <FormMessage role="alert" tone="danger">
          {failureWords(t, close.error)}
        </FormMessage>
      )}
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void signOut()} loading={isSigningOut}>
          {t('account.overview.signOut')}
        </Button>
        <CloseAccountDialog
          action={t('account.cancel.action')}
          title={t('account.cancel.title')}
          description={t('account.cancel.description')}
          keep={t('account.close.keep')}
          pending={close.pending}
          onConfirm={() => void close.run('cancel')}
        />
        {close.canDeactivate && (
          <CloseAccountDialog
            action={t('account.deactivate.action')}
            title={t('account.deactivate.title')}
            description={t('account.deactivate.description')}
            keep={t('account.close.keep')}
            pending={close.pending}
            onConfirm={() => void close.run('deactivate')}
          />
        )}
      </div>
    </section>
  );
}

const CloseAccountConfirm = lazyWithWords(() =>
  import('./CloseAccountConfirm').then((m) => ({ default: m.CloseAccountConfirm })),
);

/** The button, and the confirmation it opens: loaded on the first press, as few shoppers ever press it. */
function CloseAccountDialog({
  action,
  title,
  description,
  keep,
  pending,
  onConfirm,
}: {
  action: string;
  title: string;
  description: string;
  keep: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {action}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <CloseAccountConfirm
            action={action}
            title={title}
            description={description}
            keep={keep}
            pending={pending}
            open={open}
            onOpenChange={setOpen}
            onConfirm={onConfirm}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
