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
  { to: '/loyalty', label: 'shell.account.loyalty', description: 'shell.account.loyalty.text' },
  {
    to: '/account/age-verification',
    label: 'shell.account.ageVerification',
    description: 'shell.account.ageVerification.text',
  },
];
