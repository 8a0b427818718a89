import { useTranslation } from '@storefront/features/platform';
import { useSearchParams } from 'react-router';
import {
  forgottenPasswordFromForm,
  forgottenPasswordValuesOf,
  newPasswordFromForm,
} from '@storefront/features/account';
import { PasswordResetForm } from '@storefront/features/account/widgets';
import { accountFormContext } from '../lib/accountForms.server';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/password-reset';
import { postedForm } from '../lib/postedForm.server';
import { actionHeadersOnward } from '../lib/serviceUnavailable';
import { throttledPost } from '../lib/throttle.server';

export const headers = actionHeadersOnward;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.passwordReset');

/** Either form sent before the page hydrated: the link is requested, or the new password saved, here. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const form = await postedForm(request);
  // A link requested counts per address and per e-mail (each sends one); a new password for a token per address.
  if (token)
    return throttledPost('password-reset', { request, context }, { values: {} }, async () =>
      newPasswordFromForm(form, token, await accountFormContext(request, context)),
    );
  const values = forgottenPasswordValuesOf(form);
  return throttledPost('password-reset', { request, context }, { values, account: values.email }, async () =>
    forgottenPasswordFromForm(form, await accountFormContext(request, context)),
  );
}

/** The e-mailed link carries ?token=...; without it the page asks where to send the link. */
export default function PasswordResetPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.passwordReset')}</h1>
      <PasswordResetForm
        signInHref="/sign-in"
        {...(token ? { token } : {})}
        {...(actionData ? { posted: actionData } : {})}
      />
    </div>
  );
}
