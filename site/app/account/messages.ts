/**
 * The account section's words in English: its navigation, the overview's cards and what sign-in says a guest sent from
 * an account page needs it for. Apart from the shop frame's words so that only pages that show the account carry
 * them. Plain data.
 */
export const accountSectionMessages = {
  'shell.account.navigation': 'Account',
  'shell.account.overview': 'Overview',
  'shell.account.back': 'Back to your account',
  'shell.account.orders': 'Your orders',
  'shell.account.orders.text': 'Track deliveries, see invoices and order again.',
  'shell.account.profile': 'Your details',
  'shell.account.profile.text': 'Name, date of birth, e-mail address and phone number.',
  'shell.account.addresses': 'Your addresses',
  'shell.account.addresses.text': 'Delivery and billing addresses for checkout.',
  'shell.account.devices': 'Your devices',
  'shell.account.devices.text': 'Registered devices, warranty and support.',
  'shell.account.loyalty': 'Club points and rewards',
  'shell.account.loyalty.text': 'Your points, your level and the rewards you can choose.',
  'shell.account.ageVerification': 'Verify your age',
  'shell.account.ageVerification.text': 'Confirm you are an adult to buy every product.',
  'shell.account.subscriptions': 'Your subscriptions',
  'shell.account.subscriptions.text': 'What is delivered and when; pause, change or cancel.',
  'shell.account.clubEarning': 'Earn club points',
  'shell.account.clubEarning.text': 'Your loyalty code, articles to read, pack codes and the contest.',
  'shell.account.referrals': 'Invite friends',
  'shell.account.referrals.text': 'Your referral code and the friends who joined with it.',
  'shell.account.newsletter': 'Your newsletter',
  'shell.account.newsletter.text': 'The topics you receive, and unsubscribing.',
  'shell.account.surveys': 'Surveys and quizzes',
  'shell.account.surveys.text': 'Tell us what you think and earn points.',
  'shell.account.coupons': 'My coupons',
  'shell.account.coupons.text': 'Partner coupons you requested, and the ones you can still get.',
  'shell.account.complaints': 'Your complaints',
  'shell.account.complaints.text': 'Whether a complaint is on file and where it stands.',
  // What sign-in says a guest sent from an account page needs it for (account/navigation.ts, signInFirst.ts).
  'shell.account.signInReason': 'Sign in to see your account.',
  'shell.account.orders.signIn': 'Sign in to see your orders.',
  'shell.account.profile.signIn': 'Sign in to see and change your details.',
  'shell.account.addresses.signIn': 'Sign in to see and change your addresses.',
  'shell.account.devices.signIn': 'Sign in to see your devices.',
  'shell.account.subscriptions.signIn': 'Sign in to see and manage your subscriptions.',
  'shell.account.loyalty.signIn': 'Sign in to see your club points and rewards.',
  'shell.account.clubEarning.signIn': 'Sign in to earn club points.',
  'shell.account.referrals.signIn': 'Sign in to invite friends with your referral code.',
  'shell.account.newsletter.signIn': 'Sign in to choose your newsletter topics.',
  'shell.account.surveys.signIn': 'Sign in to take part in surveys and quizzes.',
  'shell.account.coupons.signIn': 'Sign in to see your coupons.',
  'shell.account.complaints.signIn': 'Sign in to see your complaints.',
  'shell.account.ageVerification.signIn': 'Sign in to confirm the age of your account.',
} as const;

export type AccountSectionMessageKey = keyof typeof accountSectionMessages;
