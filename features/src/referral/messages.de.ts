import type { referralMessages } from './messages';

/** The referral domain's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const referralMessagesDe = {
  'referral.heading': 'Freunde einladen',
  'referral.intro':
    'Teilen Sie Ihren Code. Wenn sich ein Freund damit anmeldet und zum ersten Mal bestellt, erhalten Sie beide Punkte.',
  'referral.signIn': 'Melden Sie sich an, um Ihren Empfehlungscode zu sehen',
  'referral.inactive': 'Das Empfehlungsprogramm ist gerade nicht verfügbar.',
  'referral.code': 'Ihr Empfehlungscode',
  'referral.noCode': 'Ihr Empfehlungscode ist noch nicht bereit. Bitte schauen Sie später wieder vorbei.',
  'referral.copy': 'Code kopieren',
  'referral.copied': 'Code kopiert',
  'referral.copied.status': 'Ihr Empfehlungscode {code} ist kopiert.',
  'referral.copyFailed':
    'Der Code konnte nicht kopiert werden. Markieren Sie ihn und kopieren Sie ihn selbst.',
  'referral.stats': 'Ihre Empfehlungen',
  'referral.stats.referees': 'Angemeldete Freunde',
  'referral.stats.firstOrders': 'Freunde mit Bestellung',
  'referral.stats.points': 'Gesammelte Punkte',
  'referral.history.heading': 'Punkte aus Empfehlungen',
  'referral.history.empty': 'Noch keine Punkte aus Empfehlungen.',
  'referral.history.date': 'Datum',
  'referral.history.activity': 'Aktivität',
  'referral.history.points': 'Punkte',
  'referral.event.referee_registered': 'Ein Freund hat sich angemeldet',
  'referral.event.referee_first_order': 'Erste Bestellung eines Freundes',
  'referral.friendCode.label': 'Empfehlungscode eines Freundes (optional)',
  'referral.friendCode.hint':
    'Wenn Sie sich mit dem Code eines Freundes registrieren, erhalten Sie beide nach Ihrer ersten Bestellung Punkte.',
  'referral.friendCode.invalid':
    'Dieser Empfehlungscode ist nicht gültig. Bitte prüfen Sie ihn mit Ihrem Freund oder lassen Sie das Feld leer.',
  'referral.friendCode.unavailable':
    'Wir konnten den Empfehlungscode gerade nicht prüfen. Bitte versuchen Sie es gleich noch einmal oder lassen Sie das Feld leer.',
  'referral.joinedWith': 'Sie haben sich mit dem Code eines Freundes registriert: {code}.',
} as const satisfies Record<keyof typeof referralMessages, string>;
