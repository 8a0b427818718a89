import { ContactDetailsForm, ProfileForm } from '@storefront/features/account';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.profile';

export const meta: Route.MetaFunction = () => [{ title: 'Your details · Storefront' }, { name: 'robots', content: 'noindex' }];

export default function ProfilePage() {
  return (
    <div className={shellStyles.page}>
      <h1>Your details</h1>
      <ProfileForm signInHref="/sign-in?next=/account/profile" />
      <ContactDetailsForm signInHref="/sign-in?next=/account/profile" />
    </div>
  );
}
