import { NewsletterPreferences } from '@storefront/features/newsletter/widgets';
import { privatePageMeta, TitledPage } from '../shell';
import type { Route } from './+types/account.newsletter';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.account.newsletter');

export default function NewsletterPage() {
  return (
    <TitledPage titleKey="shell.account.newsletter">
      <NewsletterPreferences signInHref="/sign-in?next=/account/newsletter" />
    </TitledPage>
  );
}
