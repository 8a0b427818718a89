import { useTranslation } from '@storefront/features/platform';
import { useLocation, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import {
  registerFromForm,
  registrationFormFallback,
  registrationValuesOf,
} from '@storefront/features/account';
import { RegistrationForm } from '@storefront/features/account/widgets';
import { accountFormContext } from '../lib/accountForms.server';
import { browserConfigFor } from '../lib/language.server';
import { onwardOnceSignedIn } from '../lib/returnPath';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/register';
import { postedForm } from '../lib/postedForm.server';
import { actionHeadersOnward } from '../lib/serviceUnavailable';
import { throttledPost } from '../lib/throttle.server';

export const headers = actionHeadersOnward;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.register');

/**
 * The password rules and consent purposes come with the first HTML, so the form can be sent before hydration. They are
 * keyed as the browser's hooks key them, with the configuration the browser gets.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const fallback = await registrationFormFallback(
    // The page's language is part of the consent purposes' key: a German page's are German.
    await browserConfigFor(request),
    await accountFormContext(request, context),
  );
  return { fallback: fallback ?? {}, unreadOnServer: fallback === undefined };
}

/** The form sent before the page hydrated: registered and signed in here, the page stores the session once it runs. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const values = registrationValuesOf(form);
  return throttledPost('registration', { request, context }, { values, account: values.email }, async () =>
    registerFromForm(form, await accountFormContext(request, context)),
  );
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The router's address, which is the page's in the browser and the test's memory router elsewhere.
  const page = useLocation();
  return (
    <SWRConfig value={{ fallback: loaderData.fallback }}>
      <div className={shellStyles.page}>
        <h1>{t('shell.page.register')}</h1>
        <RegistrationForm
          unreadOnServer={loaderData.unreadOnServer}
          {...(actionData ? { posted: actionData } : {})}
          onSignedIn={({ cartMessages }) => navigate(...onwardOnceSignedIn(page, cartMessages))}
        />
      </div>
    </SWRConfig>
  );
}
