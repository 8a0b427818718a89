/** Words the platform itself shows. */
export const platformMessages = {
  'platform.error.generic': 'Something went wrong. Please try again later.',
  'platform.loading': 'Loading…',
  // The shared fields' rules (fields/): {field} is the field's label as the form shows it.
  'platform.field.required': 'Please fill in “{field}”.',
  'platform.field.tooShort': '“{field}” needs at least {min} characters.',
  'platform.field.tooLong': '“{field}” may have at most {max} characters.',
  'platform.field.format': '“{field}” is not in the expected format.',
  'platform.field.email': 'Enter your e-mail address, like name@example.com.',
  'platform.field.phone': 'Enter a phone number with digits only, like +49 151 1234567.',
  'platform.field.postcode': 'Please enter a postcode in the local format, e.g. 10115.',
  'platform.field.country': 'Choose a country from the list for “{field}”.',
  'platform.field.number': '“{field}” takes a number, like 12.',
  'platform.field.date': '“{field}” takes a date like 1990-04-01.',
  'platform.field.dateOfBirth': 'Enter a date of birth like 1990-04-01.',
  'platform.field.dateOfBirthFuture': 'A date of birth cannot be in the future.',
  'platform.field.dateOfBirthUnderage': 'You need to be at least {age} years old to have an account with us.',
} as const;
