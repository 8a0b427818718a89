/** The wallet passes' words (English). */
export const walletPassesMessages = {
  'walletPasses.intro': 'Add your club card to your phone’s wallet and show it at the till.',
  'walletPasses.add.apple': 'Add to Apple Wallet',
  'walletPasses.add.google': 'Add to Google Wallet',
  'walletPasses.error': 'We could not create your wallet card. Please try again.',
} as const;
