/** The age-verification domain's words (English); the platform dictionary picks this file up. */
export const ageVerificationMessages = {
  'ageVerification.heading': 'Confirm your age',
  'ageVerification.intro':
    'We may only sell these products to adults. Choose how you would like to confirm your age.',
  'ageVerification.alreadyVerified': 'Your age is confirmed. Thank you.',
  'ageVerification.hidden':
    'Your age is checked from the details in your account; there is nothing more to do.',
  'ageVerification.method': 'How would you like to confirm your age?',
  'ageVerification.methodName.id-scan': 'Scan an identity document',
  'ageVerification.methodName.credit-bureau': 'Check with a credit bureau',
  'ageVerification.methodRequired': 'Choose a way to confirm your age.',
  'ageVerification.noMethods': 'Age verification is not available in your country yet.',
  'ageVerification.email': 'E-mail address',
  'ageVerification.firstName': 'First name',
  'ageVerification.lastName': 'Last name',
  'ageVerification.nameRequired': 'Enter your name as it is written on your documents.',
  'ageVerification.dateOfBirth': 'Date of birth',
  'ageVerification.dateOfBirthRequired': 'Enter your date of birth.',
  'ageVerification.start': 'Confirm my age',
  'ageVerification.checking': 'Checking your details with the provider…',
  'ageVerification.verified': 'Your age is confirmed. Thank you.',
  'ageVerification.failed':
    'We could not confirm your age with these details. Check them and try again, or choose another way.',
  'ageVerification.stillPending':
    'The provider is still checking your details. We will update your account when the answer arrives.',
  'ageVerification.loadFailed': 'The ways to confirm your age could not be loaded. Please try again.',
  'ageVerification.retry': 'Try again',
} as const;
