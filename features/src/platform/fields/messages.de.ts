import type { fieldMessages } from './messages';

/** The shared field rules' messages in German (formal "Sie"); the same keys and ICU arguments as messages.ts. */
export const fieldMessagesDe = {
  'field.required': 'Bitte füllen Sie „{field}“ aus.',
  'field.tooShort': '„{field}“ muss mindestens {min} Zeichen haben.',
  'field.tooLong': '„{field}“ darf höchstens {max} Zeichen haben.',
  'field.format': '„{field}“ hat nicht das erwartete Format.',
  'field.email': 'Geben Sie Ihre E-Mail-Adresse ein, z. B. name@example.com.',
  'field.phone': 'Geben Sie eine Telefonnummer nur mit Ziffern ein, z. B. +49 151 1234567.',
  'field.postcode': 'Bitte geben Sie eine Postleitzahl im örtlichen Format ein, z. B. 10115.',
  'field.country': 'Wählen Sie für „{field}“ ein Land aus der Liste.',
  'field.number': '„{field}“ erwartet eine Zahl, z. B. 12.',
  'field.date': '„{field}“ erwartet ein Datum wie 1990-04-01.',
  'field.dateOfBirth': 'Geben Sie ein Geburtsdatum wie 1990-04-01 ein.',
  'field.dateOfBirthFuture': 'Ein Geburtsdatum kann nicht in der Zukunft liegen.',
  'field.dateOfBirthUnderage': 'Für ein Konto bei uns müssen Sie mindestens {age} Jahre alt sein.',
} as const satisfies Record<keyof typeof fieldMessages, string>;
