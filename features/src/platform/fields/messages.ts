/** The shared field rules' messages (platform/fields), each naming its field by the label the form shows. */
export const fieldMessages = {
  'field.required': 'Please fill in “{field}”.',
  'field.tooShort': '“{field}” needs at least {min} characters.',
  'field.tooLong': '“{field}” may have at most {max} characters.',
  'field.format': '“{field}” is not in the expected format.',
  'field.email': 'Enter your e-mail address, like name@example.com.',
  'field.phone': 'Enter a phone number with digits only, like +49 151 1234567.',
  'field.postcode': 'Please enter a postcode in the local format, e.g. 10115.',
  'field.country': 'Choose a country from the list for “{field}”.',
  'field.number': '“{field}” takes a number, like 12.',
  'field.date': '“{field}” takes a date like 1990-04-01.',
  'field.dateOfBirth': 'Enter a date of birth like 1990-04-01.',
  'field.dateOfBirthFuture': 'A date of birth cannot be in the future.',
  'field.dateOfBirthUnderage': 'You need to be at least {age} years old to have an account with us.',
} as const;
