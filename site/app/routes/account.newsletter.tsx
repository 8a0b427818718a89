import { useTranslation } from '@storefront/features/platform';
import { NewsletterPreferences } from '@storefront/features/newsletter/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.newsletter';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.account.newsletter') },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.account.newsletter')}</h1>
      <NewsletterPreferences signInHref="/sign-in?next=/account/newsletter" />
    </div>
  );
}
