import type { couponsMessages } from './messages';

/** The external coupons' words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const couponsMessagesDe = {
  'libs.ui.promotion.error_fetching_providers':
    'Wir konnten die Gutscheinpartner nicht laden. Bitte versuchen Sie es erneut.',
  'libs.ui.promotion.error_requesting_coupon':
    'Wir konnten Ihren Gutschein nicht abrufen. Bitte versuchen Sie es erneut.',
  'coupons.heading': 'Meine Gutscheine',
  'coupons.intro': 'Gutscheine unserer Partner, kostenlos für Clubmitglieder.',
  'coupons.signIn': 'Melden Sie sich an, um Ihre Gutscheine zu sehen',
  'coupons.retry': 'Erneut versuchen',
  'coupons.wallet': 'Ihre Gutscheine',
  'coupons.wallet.empty': 'Sie haben noch keine Gutscheine. Fordern Sie unten einen bei einem Partner an.',
  'coupons.code': 'Gutscheincode',
  'coupons.expires': 'Gültig bis {date}',
  'coupons.noExpiry': 'Ohne Ablaufdatum',
  'coupons.requested': 'Angefordert am {date}',
  'coupons.offers': 'Angebote unserer Partner',
  'coupons.offers.empty': 'Sie haben von jedem Partner einen Gutschein.',
  'coupons.request': 'Gutschein anfordern',
  'coupons.request.from': 'Gutschein anfordern bei {name}',
  'coupons.terms': 'Bedingungen von {name}',
  'coupons.ready': 'Ihr Gutschein von {name} ist bereit: {code}',
} as const satisfies Record<keyof typeof couponsMessages, string>;
