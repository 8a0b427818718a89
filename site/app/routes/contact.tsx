import { contactFromForm, contactValuesOf } from '@storefront/features/contact';
import { ContactForm } from '@storefront/features/contact/widgets';
import { configureCaptchaFrom, useTranslation } from '@storefront/features/platform';
import { requestWords, shopConfigFor } from '../lib/language.server';
import { postedForm } from '../lib/postedForm.server';
import { actionHeadersOnward } from '../lib/serviceUnavailable';
import { throttledPost } from '../lib/throttle.server';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/contact';

export const headers = actionHeadersOnward;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.footer.contact') },
];

/**
 * The contact form sent before the page hydrated (or by a browser without JavaScript): sent from here as the widget
 * would send it, and answered with what was typed and the outcome in the page's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const values = contactValuesOf(form);
  return throttledPost('contact', { request, context }, { values, account: values.email }, async () => {
    const config = await shopConfigFor(request);
    // A form may be the first request this process serves; its captcha follows the configuration all the same.
    configureCaptchaFrom(config.captcha);
    return contactFromForm(form, { config, t: await requestWords(request) });
  });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('contact.page.title')}</h1>
      <ContactForm
        phone={t('contact.page.phone')}
        location="contact page"
        {...(actionData ? { posted: actionData } : {})}
      />
    </div>
  );
}
