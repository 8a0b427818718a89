import { ChangePasswordForm, ContactDetailsForm, ProfileForm } from '@storefront/features/account';
import { SendAgainNotice, sendAgainAction } from '../sendAgain';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.profile';

export const meta: Route.MetaFunction = () => [
  { title: 'Your details · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export const action = sendAgainAction;

export default function ProfilePage({ actionData }: Route.ComponentProps) {
  return (
    <div className={shellStyles.page}>
      <h1>Your details</h1>
      <SendAgainNotice actionData={actionData} />
      <ProfileForm signInHref="/sign-in?next=/account/profile" />
      <ContactDetailsForm signInHref="/sign-in?next=/account/profile" />
      <ChangePasswordForm />
    </div>
  );
}
