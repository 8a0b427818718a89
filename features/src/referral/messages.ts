/** The referral domain's words (English). */
export const referralMessages = {
  'referral.heading': 'Invite friends',
  'referral.intro':
    'Share your code. When a friend joins with it and places a first order, you both earn points.',
  'referral.signIn': 'Sign in to see your referral code',
  'referral.inactive': 'The referral programme is not available right now.',
  'referral.code': 'Your referral code',
  'referral.noCode': 'Your referral code is not ready yet. Please come back later.',
  'referral.copy': 'Copy code',
  'referral.copied': 'Code copied',
  'referral.copied.status': 'Your referral code {code} is copied.',
  'referral.copyFailed': 'The code could not be copied. Select it and copy it yourself.',
  'referral.stats': 'Your referrals',
  'referral.stats.referees': 'Friends joined',
  'referral.stats.firstOrders': 'Friends who ordered',
  'referral.stats.points': 'Points earned',
  'referral.history.heading': 'Points from referrals',
  'referral.history.empty': 'No points from referrals yet.',
  'referral.history.date': 'Date',
  'referral.history.activity': 'Activity',
  'referral.history.points': 'Points',
  'referral.event.referee_registered': 'A friend joined',
  'referral.event.referee_first_order': "A friend's first order",
  'referral.friendCode.label': "A friend's referral code (optional)",
  'referral.friendCode.hint': "Joining with a friend's code earns you both points after your first order.",
  'referral.friendCode.invalid':
    'This referral code is not valid. Check it with your friend, or leave the field empty.',
  'referral.friendCode.unavailable':
    'We could not check the referral code just now. Try again in a moment, or leave the field empty.',
  'referral.joinedWith': "You joined with a friend's code: {code}.",
} as const;
