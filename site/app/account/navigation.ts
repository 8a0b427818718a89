/**
 * The account's pages, in the order a shopper looks for them: the side navigation on desktop and the overview's
 * cards read this one list. A new account page adds one line here (its words are keys in a messages.ts beside it and
 * in its messages.de.ts; a test checks both languages have them).
 */
export interface AccountPage {
  to: string;
  /** The page's name in the navigation and on its card. */
  label: string;
  /** One line on the overview's card: what the shopper finds there. */
  description: string;
}

export const accountPages: readonly AccountPage[] = [
  { to: '/account/orders', label: 'shell.account.orders', description: 'shell.account.orders.text' },
  { to: '/account/profile', label: 'shell.account.profile', description: 'shell.account.profile.text' },
  { to: '/account/addresses', label: 'shell.account.addresses', description: 'shell.account.addresses.text' },
  { to: '/account/devices', label: 'shell.account.devices', description: 'shell.account.devices.text' },
  {
    to: '/account/subscriptions',
    label: 'shell.account.subscriptions',
    description: 'shell.account.subscriptions.text',
  },
  { to: '/loyalty', label: 'shell.account.loyalty', description: 'shell.account.loyalty.text' },
  {
    to: '/account/loyalty',
    label: 'shell.account.clubEarning',
    description: 'shell.account.clubEarning.text',
  },
  { to: '/account/referrals', label: 'shell.account.referrals', description: 'shell.account.referrals.text' },
  {
    to: '/account/newsletter',
    label: 'shell.account.newsletter',
    description: 'shell.account.newsletter.text',
  },
  { to: '/account/surveys', label: 'shell.account.surveys', description: 'shell.account.surveys.text' },
  { to: '/account/coupons', label: 'shell.account.coupons', description: 'shell.account.coupons.text' },
  {
    to: '/account/complaints',
    label: 'shell.account.complaints',
    description: 'shell.account.complaints.text',
  },
  {
    to: '/account/age-verification',
    label: 'shell.account.ageVerification',
    description: 'shell.account.ageVerification.text',
  },
];
