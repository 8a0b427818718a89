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
  /** What sign-in says a guest sent from this page needs it for ("Sign in to see your orders."). */
  signInReason: string;
}

export const accountPages: readonly AccountPage[] = [
  {
    to: '/account/orders',
    label: 'shell.account.orders',
    description: 'shell.account.orders.text',
    signInReason: 'shell.account.orders.signIn',
  },
  {
    to: '/account/profile',
    label: 'shell.account.profile',
    description: 'shell.account.profile.text',
    signInReason: 'shell.account.profile.signIn',
  },
  {
    to: '/account/addresses',
    label: 'shell.account.addresses',
    description: 'shell.account.addresses.text',
    signInReason: 'shell.account.addresses.signIn',
  },
  {
    to: '/account/devices',
    label: 'shell.account.devices',
    description: 'shell.account.devices.text',
    signInReason: 'shell.account.devices.signIn',
  },
  {
    to: '/account/subscriptions',
    label: 'shell.account.subscriptions',
    description: 'shell.account.subscriptions.text',
    signInReason: 'shell.account.subscriptions.signIn',
  },
  {
    to: '/loyalty',
    label: 'shell.account.loyalty',
    description: 'shell.account.loyalty.text',
    signInReason: 'shell.account.loyalty.signIn',
  },
  {
    to: '/account/loyalty',
    label: 'shell.account.clubEarning',
    description: 'shell.account.clubEarning.text',
    signInReason: 'shell.account.clubEarning.signIn',
  },
  {
    to: '/account/referrals',
    label: 'shell.account.referrals',
    description: 'shell.account.referrals.text',
    signInReason: 'shell.account.referrals.signIn',
  },
  {
    to: '/account/newsletter',
    label: 'shell.account.newsletter',
    description: 'shell.account.newsletter.text',
    signInReason: 'shell.account.newsletter.signIn',
  },
  {
    to: '/account/surveys',
    label: 'shell.account.surveys',
    description: 'shell.account.surveys.text',
    signInReason: 'shell.account.surveys.signIn',
  },
  {
    to: '/account/coupons',
    label: 'shell.account.coupons',
    description: 'shell.account.coupons.text',
    signInReason: 'shell.account.coupons.signIn',
  },
  {
    to: '/account/complaints',
    label: 'shell.account.complaints',
    description: 'shell.account.complaints.text',
    signInReason: 'shell.account.complaints.signIn',
  },
  {
    to: '/account/age-verification',
    label: 'shell.account.ageVerification',
    description: 'shell.account.ageVerification.text',
    signInReason: 'shell.account.ageVerification.signIn',
  },
];
