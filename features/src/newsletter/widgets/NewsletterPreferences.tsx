import { Link } from '@storefront/design-system';
import { useStoredUser, useTranslation } from '../../platform';
import { NewsletterSignup } from './NewsletterSignup';

/** Every topic the shop offers in the account (spec section 3: category marketing and the shop's own topics). */
const ACCOUNT_TOPICS = [{ id: 'marketing' }, { id: 'products' }, { id: 'club' }];

/**
 * The signed-in shopper's newsletter preference: their address, the topics they choose, and leaving the newsletter.
 * The service keys a signed-in shopper's subscription by their uuid, so they can leave without subscribing first; the
 * shop's server confirms the session before it changes anything.
 */
export function NewsletterPreferences({
  signInHref = '/sign-in?next=/account/newsletter',
}: {
  signInHref?: string;
}) {
  const { t } = useTranslation();
  const user = useStoredUser();
  if (!user?.uuid)
    return (
      <p>
        <Link href={signInHref}>{t('newsletter.account.signIn')}</Link>
      </p>
    );
  return (
    <NewsletterSignup
      heading={t('newsletter.account.heading')}
      intro={t('newsletter.account.intro')}
      topics={ACCOUNT_TOPICS}
      submitLabel={t('newsletter.account.save')}
      email={user.email ?? ''}
      offerLeaving
      readSaved
      location="account"
    />
  );
}
