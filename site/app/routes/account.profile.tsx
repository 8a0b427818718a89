import { useTranslation } from '@storefront/features/platform';
import {
  ChangePasswordForm,
  ContactDetailsForm,
  PreferencesForm,
  ProfileForm,
} from '@storefront/features/account/widgets';
import { SendAgainNotice, sendAgainAction } from '../lib/sendAgain';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/account.profile';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.profile');

export const action = sendAgainAction;

export default function ProfilePage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.profile')}</h1>
      <SendAgainNotice actionData={actionData} />
      <div className={shellStyles.sections}>
        <ProfileForm signInHref="/sign-in?next=/account/profile" />
        <PreferencesForm />
        <ContactDetailsForm signInHref="/sign-in?next=/account/profile" />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
