import { NewsletterPreferences } from '@storefront/features/newsletter';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.newsletter';

export const meta: Route.MetaFunction = () => [
  { title: 'Your newsletter · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterPage() {
  return (
    <div className={shellStyles.page}>
      <h1>Your newsletter</h1>
      <NewsletterPreferences signInHref="/sign-in?next=/account/newsletter" />
    </div>
  );
}
