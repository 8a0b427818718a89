import type { platformMessages } from './messages';

/** The platform's words in German (formal "Sie"). */
export const platformMessagesDe = {
  'platform.error.generic': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  'platform.loading': 'Wird geladen…',
  'platform.field.required': 'Bitte füllen Sie „{field}“ aus.',
  'platform.field.tooShort': '„{field}“ muss mindestens {min} Zeichen haben.',
  'platform.field.tooLong': '„{field}“ darf höchstens {max} Zeichen haben.',
  'platform.field.format': '„{field}“ hat nicht das erwartete Format.',
  'platform.field.email': 'Geben Sie Ihre E-Mail-Adresse ein, z. B. name@example.com.',
  'platform.field.phone': 'Geben Sie eine Telefonnummer nur mit Ziffern ein, z. B. +49 151 1234567.',
  'platform.field.postcode': 'Bitte geben Sie eine Postleitzahl im örtlichen Format ein, z. B. 10115.',
  'platform.field.country': 'Wählen Sie für „{field}“ ein Land aus der Liste.',
  'platform.field.number': '„{field}“ erwartet eine Zahl, z. B. 12.',
  'platform.field.date': '„{field}“ erwartet ein Datum wie 1990-04-01.',
  'platform.field.dateOfBirth': 'Geben Sie ein Geburtsdatum wie 1990-04-01 ein.',
  'platform.field.dateOfBirthFuture': 'Ein Geburtsdatum kann nicht in der Zukunft liegen.',
  'platform.field.dateOfBirthUnderage': 'Für ein Konto bei uns müssen Sie mindestens {age} Jahre alt sein.',
} as const satisfies Record<keyof typeof platformMessages, string>;
