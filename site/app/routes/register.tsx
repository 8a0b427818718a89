import { useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { RegistrationForm, registerFromForm, registrationFormFallback } from '@storefront/features/account';
import { accountFormContext } from '../accountForms.server';
import { browserConfig } from '../config.server';
import { shellStyles } from '../shell';
import type { Route } from './+types/register';
import { postedForm } from '../postedForm.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Create an account · Storefront' },
  { name: 'robots', content: 'noindex' },
];

/**
 * The password rules and consent purposes come with the first HTML, so the form can be sent before hydration. They are
 * keyed as the browser's hooks key them, with the configuration the browser gets.
 */
export async function loader() {
  return { fallback: await registrationFormFallback(browserConfig(), accountFormContext()) };
}

/** The form sent before the page hydrated: registered and signed in here, the page stores the session once it runs. */
export async function action({ request }: Route.ActionArgs) {
  return registerFromForm(await postedForm(request), accountFormContext());
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <SWRConfig value={{ fallback: loaderData.fallback }}>
      <div className={shellStyles.page}>
        <h1>Create an account</h1>
        <RegistrationForm
          {...(actionData ? { posted: actionData } : {})}
          onSignedIn={() => navigate('/account')}
        />
      </div>
    </SWRConfig>
  );
}
