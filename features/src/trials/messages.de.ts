import type { trialsMessages } from './messages';

/** The trials domain's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const trialsMessagesDe = {
  'trials.heading': 'Kostenlos testen',
  'trials.start': 'Kostenlosen Test starten',
  'trials.checking': 'Wir prüfen, ob Sie einen kostenlosen Test starten können…',
  'trials.signIn': 'Melden Sie sich an, um Ihren kostenlosen Test zu starten',
  'trials.notEligible':
    '{reason, select, programme_ended {Dieser kostenlose Test ist beendet.} not_offered {In diesem Shop werden keine kostenlosen Tests angeboten.} other {Sie hatten diesen kostenlosen Test bereits, daher steht er Ihnen nicht erneut offen.}}',
  'trials.failed': 'Wir konnten Ihren kostenlosen Test gerade nicht prüfen. Bitte versuchen Sie es erneut.',
  'trials.retry': 'Erneut versuchen',
  'trials.active': 'Sie sind im Shop für kostenlose Tests: Ihr Warenkorb zeigt die Testpreise.',
  'trials.toCart': 'Zu Ihrem Test-Warenkorb',
} as const satisfies Record<keyof typeof trialsMessages, string>;
