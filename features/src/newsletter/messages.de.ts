import type { newsletterMessages } from './messages';

/** The newsletter's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const newsletterMessagesDe = {
  'newsletter.heading': 'Unser Newsletter',
  'newsletter.intro':
    'Neuigkeiten zu Geräten, Geschmacksrichtungen und Club-Angeboten, ab und zu. Abmelden jederzeit möglich.',
  'newsletter.email': 'E-Mail-Adresse',
  'newsletter.topics': 'Worüber möchten Sie informiert werden?',
  'newsletter.topic.marketing': 'Angebote und Neuigkeiten',
  'newsletter.topic.products': 'Neue Geräte und Geschmacksrichtungen',
  'newsletter.topic.club': 'Club-Prämien und Veranstaltungen',
  'newsletter.agreement':
    'Ich bin einverstanden, dass meine E-Mail-Adresse für den Newsletter verwendet wird.',
  'newsletter.subscribe': 'Abonnieren',
  'newsletter.unsubscribe': 'Abmelden',
  'newsletter.subscribeAgain': 'Erneut abonnieren',
  'newsletter.changeTopics': 'Themen ändern',
  'newsletter.sending': 'Wird gesendet…',
  'newsletter.status.subscribed': 'Sie haben {topics} abonniert.',
  'newsletter.status.unconfirmed':
    'Fast geschafft: Bitte bestätigen Sie Ihre Adresse über den Link, den wir an {email} gesendet haben.',
  'newsletter.status.checkInbox':
    'Fast geschafft: Bitte bestätigen Sie Ihre Adresse über den Link, den wir Ihnen gesendet haben.',
  'newsletter.status.unsubscribed': 'Sie sind abgemeldet. Wir senden Ihnen diese E-Mails nicht mehr.',
  'newsletter.status.notActive':
    'Diese Adresse kann unseren Newsletter gerade nicht erhalten. Bitte kontaktieren Sie uns, wenn Sie ihn wünschen.',
  'newsletter.error.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'newsletter.error.topics': 'Bitte wählen Sie mindestens ein Thema.',
  'newsletter.error.agreement': 'Bitte stimmen Sie dem Erhalt des Newsletters zu.',
  'newsletter.error.captcha':
    'Wir konnten nicht prüfen, dass Sie ein Mensch sind. Bitte senden Sie das Formular erneut.',
  'newsletter.error.invalid': 'Bitte prüfen Sie die markierten Felder und senden Sie das Formular erneut.',
  'newsletter.error.unknownSubscriber':
    'Wir konnten dieses Abonnement nicht finden. Vielleicht ist es schon beendet.',
  'newsletter.error.unreachable':
    'Unser Newsletter-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  'newsletter.error.failed': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'newsletter.error.signInToLeave':
    'Bitte melden Sie sich an, um den Newsletter abzubestellen, oder nutzen Sie den Link am Ende jedes unserer Newsletter.',
  'newsletter.error.signInToRead': 'Bitte melden Sie sich an, um Ihr Newsletter-Abonnement zu sehen.',
  'newsletter.error.formUnreadable':
    'Das Formular konnte nicht gelesen werden. Bitte senden Sie es von der Seite aus erneut.',
  'newsletter.account.heading': 'Newsletter',
  'newsletter.account.intro':
    'Wählen Sie die Themen, zu denen Sie E-Mails erhalten möchten, oder melden Sie sich ab.',
  'newsletter.account.save': 'Meine Themen speichern',
  'newsletter.account.signIn': 'Melden Sie sich an, um Ihren Newsletter zu verwalten',
  'newsletter.block.hint': 'Newsletter: Geben Sie dem Block mindestens ein Thema.',
} as const satisfies Record<keyof typeof newsletterMessages, string>;
