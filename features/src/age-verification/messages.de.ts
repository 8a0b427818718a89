import type { ageVerificationMessages } from './messages';

/** The age-verification domain's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const ageVerificationMessagesDe = {
  'ageVerification.heading': 'Bestätigen Sie Ihr Alter',
  'ageVerification.intro':
    'Diese Produkte dürfen wir nur an Erwachsene verkaufen. Wählen Sie, wie Sie Ihr Alter bestätigen möchten.',
  'ageVerification.alreadyVerified': 'Ihr Alter ist bestätigt. Vielen Dank.',
  'ageVerification.hidden':
    'Ihr Alter wird anhand der Angaben in Ihrem Konto geprüft; Sie müssen nichts weiter tun.',
  'ageVerification.method': 'Wie möchten Sie Ihr Alter bestätigen?',
  'ageVerification.methodName.id-scan': 'Ausweisdokument scannen',
  'ageVerification.methodName.credit-bureau': 'Über eine Auskunftei prüfen',
  'ageVerification.methodRequired': 'Bitte wählen Sie, wie Sie Ihr Alter bestätigen möchten.',
  'ageVerification.noMethods': 'Die Altersprüfung ist in Ihrem Land noch nicht verfügbar.',
  'ageVerification.email': 'E-Mail-Adresse',
  'ageVerification.firstName': 'Vorname',
  'ageVerification.lastName': 'Nachname',
  'ageVerification.nameRequired':
    'Bitte geben Sie Ihren Namen so ein, wie er in Ihren Ausweisdokumenten steht.',
  'ageVerification.dateOfBirth': 'Geburtsdatum',
  'ageVerification.dateOfBirthRequired': 'Bitte geben Sie Ihr Geburtsdatum ein.',
  'ageVerification.start': 'Alter bestätigen',
  'ageVerification.checking': 'Ihre Angaben werden beim Anbieter geprüft…',
  'ageVerification.verified': 'Ihr Alter ist bestätigt. Vielen Dank.',
  'ageVerification.failed':
    'Mit diesen Angaben konnten wir Ihr Alter nicht bestätigen. Prüfen Sie sie und versuchen Sie es erneut, oder wählen Sie einen anderen Weg.',
  'ageVerification.stillPending':
    'Der Anbieter prüft Ihre Angaben noch. Sobald die Antwort da ist, aktualisieren wir Ihr Konto.',
  'ageVerification.loadFailed':
    'Die Möglichkeiten zur Altersbestätigung konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'ageVerification.retry': 'Erneut versuchen',
} as const satisfies Record<keyof typeof ageVerificationMessages, string>;
