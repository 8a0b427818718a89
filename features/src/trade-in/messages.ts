/** The trade-in domain's words (English). */
export const tradeInMessages = {
  'tradeIn.heading': 'Trade in your old device',
  'tradeIn.offer': 'Bring your old device and get {credit} off this one.',
  'tradeIn.cartLine': 'Trade-in possible: {credit} off with your old device',
  'tradeIn.check': 'Check if I can trade in',
  'tradeIn.checking': 'Checking…',
  'tradeIn.eligible': 'Good news: you can trade in a device and get {credit} off.',
  'tradeIn.notEligible': 'You have already used your trade-in, so this offer is not open to you.',
  'tradeIn.failed': 'We could not check your trade-in just now. Please try again.',
  'tradeIn.signIn': 'Sign in to check your trade-in',
  'tradeIn.terms': 'Trade-in terms',
} as const;
