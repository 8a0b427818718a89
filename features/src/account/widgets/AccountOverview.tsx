import { Button, Dialog, DialogClose } from '@storefront/design-system';
import { useStoredUser } from '../../platform';
import { useCloseAccount, useSignOut } from '../hooks';
import * as styles from './forms.css';

export interface AccountOverviewProps {
  signInHref?: string;
  onSignedOut?: () => void;
  /** After cancelling or deactivating, e.g. back to the home page. */
  onAccountClosed?: () => void;
}

/** The signed-in shopper's name and e-mail, signing out, and closing the account (deactivation only where offered). */
export function AccountOverview({
  signInHref = '/sign-in',
  onSignedOut,
  onAccountClosed,
}: AccountOverviewProps) {
  const user = useStoredUser();
  const { signOut, isSigningOut } = useSignOut(onSignedOut ? { onSignedOut } : {});
  const close = useCloseAccount(onAccountClosed ? { onClosed: onAccountClosed } : {});
  if (!user) {
    return (
      <p>
        You are not signed in. <a href={signInHref}>Sign in</a> to see your orders, points and settings.
      </p>
    );
  }
  return (
    <section aria-labelledby="account-overview-title" className={styles.form}>
      <h2 id="account-overview-title">
        Hello, {user.first_name} {user.last_name}
      </h2>
      <p>Signed in as {user.email}.</p>
      <Button variant="secondary" onClick={() => void signOut()} loading={isSigningOut}>
        Sign out
      </Button>
      {close.error && (
        <p role="alert" className={styles.alert}>
          {close.error}
        </p>
      )}
      <div className={styles.row}>
        <CloseAccountDialog
          action="Cancel my account"
          title="Cancel your account?"
          description="Your account, points and saved details will be removed. This cannot be undone."
          pending={close.pending}
          onConfirm={() => void close.run('cancel')}
        />
        {close.canDeactivate && (
          <CloseAccountDialog
            action="Deactivate my account"
            title="Deactivate your account?"
            description="Your account is paused and you are signed out. Contact us to switch it on again."
            pending={close.pending}
            onConfirm={() => void close.run('deactivate')}
          />
        )}
      </div>
    </section>
  );
}

function CloseAccountDialog({
  action,
  title,
  description,
  pending,
  onConfirm,
}: {
  action: string;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      trigger={<Button variant="secondary">{action}</Button>}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Keep my account</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button loading={pending} onClick={onConfirm}>
              {action}
            </Button>
          </DialogClose>
        </>
      }
    />
  );
}
