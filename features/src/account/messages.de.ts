import type { accountMessages } from './messages';

/** The account domain's words in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const accountMessagesDe = {
  'account.signIn.wrongCredentials':
    'Die E-Mail-Adresse oder das Passwort stimmt nicht. Bitte prüfen Sie beides und versuchen Sie es erneut.',
  'account.signIn.failed':
    'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.',
  'account.signIn.cartNotMerged':
    'Sie sind angemeldet, aber Ihr Warenkorb konnte noch nicht in Ihr Konto übernommen werden. Ihre Artikel sind sicher; wir versuchen es erneut.',
  'account.signOut.failed': 'Der Kontoservice ist nicht erreichbar; auf diesem Gerät sind Sie abgemeldet.',
  'account.sessionExpired':
    'Ihre Sitzung ist abgelaufen. Melden Sie sich in einem anderen Tab erneut an; Ihre Eingaben bleiben hier erhalten.',
  'account.sessionExpired.signInAgain':
    'Ihre Sitzung ist abgelaufen, daher wurden Sie abgemeldet. Bitte melden Sie sich erneut an, um zu Ihrem Konto zurückzukehren.',
  'account.emailTaken': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  'account.checkFields':
    'Einige Angaben wurden nicht akzeptiert. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  'account.codeRefused':
    'Dieser Code ist falsch oder abgelaufen. Prüfen Sie die Nachricht und geben Sie den Code erneut ein, oder wählen Sie „Anderen verwenden“ für einen neuen Code.',
  'account.form.notSent':
    'Ihre Änderungen wurden nicht gesendet: Die Seite war noch nicht vollständig geladen. Bitte nehmen Sie sie erneut vor und senden Sie sie ab.',
  'account.form.sendAgain':
    'Für dieses Formular muss die Seite erst vollständig geladen sein. Das ist sie jetzt: Bitte senden Sie es erneut.',
  'account.saveFailed':
    'Ihre Änderungen konnten gerade nicht gespeichert werden. Sie sind noch hier; bitte versuchen Sie es erneut.',
  'account.password.linkGone':
    'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an: Dafür genügt Ihre E-Mail-Adresse.',
  'account.password.minLength': 'Mindestens {count, plural, one {# Zeichen} other {# Zeichen}}',
  'account.password.minLowerCase':
    'Mindestens {count, plural, one {# Kleinbuchstabe} other {# Kleinbuchstaben}}',
  'account.password.minUpperCase':
    'Mindestens {count, plural, one {# Großbuchstabe} other {# Großbuchstaben}}',
  'account.password.minNumber': 'Mindestens {count, plural, one {# Ziffer} other {# Ziffern}}',
  'account.password.minSymbol': 'Mindestens {count, plural, one {# Sonderzeichen} other {# Sonderzeichen}}',
  'account.password.excludeUsername': 'Enthält nicht den Namen Ihrer E-Mail-Adresse',
  'account.privacy.heading': 'Ihre Daten und Ihre Privatsphäre',
  'account.privacy.firstName': 'Vorname',
  'account.privacy.firstNameRequired': 'Bitte geben Sie Ihren Vornamen ein.',
  'account.privacy.lastName': 'Nachname',
  'account.privacy.lastNameRequired': 'Bitte geben Sie Ihren Nachnamen ein.',
  'account.privacy.email': 'E-Mail-Adresse',
  'account.privacy.emailInvalid': 'Bitte geben Sie Ihre E-Mail-Adresse ein, z. B. name@example.com.',
  'account.privacy.requestTypes': 'Was sollen wir für Sie tun?',
  'account.privacy.requestTypesRequired': 'Bitte wählen Sie mindestens eine Anfrage.',
  'account.privacy.type.access': 'Eine Kopie der Daten, die Sie über mich speichern',
  'account.privacy.type.rectification': 'Meine Daten berichtigen',
  'account.privacy.type.deletion': 'Meine Daten löschen',
  'account.privacy.type.portability': 'Meine Daten in einem übertragbaren Format',
  'account.privacy.type.objection': 'Die Verarbeitung meiner Daten beenden',
  'account.privacy.sent': 'Ihre Anfrage ist gesendet. Wir antworten Ihnen innerhalb eines Monats per E-Mail.',
  'account.privacy.submit': 'Anfrage senden',
  'account.complaints.heading': 'Ihre Reklamationen',
  'account.complaints.loading': 'Ihre Reklamationen werden gesucht …',
  'account.complaints.none': 'Zu Ihrem Konto liegen keine Reklamationen vor.',
  'account.complaints.open':
    'Zu Ihrem Konto liegt eine Reklamation vor. Unser Kundenservice kümmert sich darum und meldet sich bei Ihnen.',
  'account.complaints.unavailable':
    'Reklamationen können hier nicht angezeigt werden. Unser Kundenservice gibt Ihnen gern Auskunft.',
  'account.complaints.failed': 'Ihre Reklamationen konnten gerade nicht abgerufen werden.',
  'account.complaints.retry': 'Erneut versuchen',
  'account.complaints.signedOut': 'Melden Sie sich an, um Ihre Reklamationen zu sehen.',
} as const satisfies Record<keyof typeof accountMessages, string>;
