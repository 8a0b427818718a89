/** The account domain's words (English); the platform dictionary picks this file up. */
export const accountMessages = {
  'account.signIn.wrongCredentials':
    'The e-mail address or password is not right. Please check both and try again.',
  'account.signIn.failed': 'We could not sign you in just now. Please try again in a moment.',
  'account.signIn.cartNotMerged':
    'You are signed in, but we could not move your cart into your account yet. Your items are safe; we will try again.',
  'account.signOut.failed': 'We could not reach the account service; you are signed out on this device.',
  'account.sessionExpired':
    'Your session has expired. Sign in again in another tab; what you typed is still here.',
  'account.sessionExpired.signInAgain':
    'Your session has expired, so you were signed out. Please sign in again to go back to your account.',
  'account.emailTaken': 'An account with this e-mail address already exists.',
  'account.checkFields': 'Some details were not accepted. Please check them and try again.',
  'account.codeRefused':
    'This code is not right or has expired. Check the message and type it again, or choose “Use another” for a new code.',
  'account.form.notSent':
    'Your changes were not sent: the page had not finished loading. Please make them again and send them.',
  'account.form.sendAgain':
    'This form needs the page to finish loading first. It has now: please send it again.',
  'account.saveFailed': 'We could not save your changes just now. They are still here; please try again.',
  'account.password.linkGone':
    'This password link has expired or was already used. Please ask for a new link: it only takes your e-mail address.',
  'account.password.minLength': 'At least {count, plural, one {# character} other {# characters}}',
  'account.password.minLowerCase':
    'At least {count, plural, one {# lower-case letter} other {# lower-case letters}}',
  'account.password.minUpperCase':
    'At least {count, plural, one {# upper-case letter} other {# upper-case letters}}',
  'account.password.minNumber': 'At least {count, plural, one {# digit} other {# digits}}',
  'account.password.minSymbol': 'At least {count, plural, one {# symbol} other {# symbols}}',
  'account.password.excludeUsername': 'Does not contain your e-mail name',
  'account.privacy.heading': 'Your data and privacy',
  'account.privacy.firstName': 'First name',
  'account.privacy.firstNameRequired': 'Enter your first name.',
  'account.privacy.lastName': 'Last name',
  'account.privacy.lastNameRequired': 'Enter your last name.',
  'account.privacy.email': 'E-mail address',
  'account.privacy.emailInvalid': 'Enter your e-mail address, like name@example.com.',
  'account.privacy.requestTypes': 'What would you like us to do?',
  'account.privacy.requestTypesRequired': 'Choose at least one request.',
  'account.privacy.type.access': 'A copy of the data you hold about me',
  'account.privacy.type.rectification': 'Correct data about me',
  'account.privacy.type.deletion': 'Delete data about me',
  'account.privacy.type.portability': 'My data in a portable format',
  'account.privacy.type.objection': 'Stop processing my data',
  'account.privacy.sent': 'Your request is sent. We will answer by e-mail within one month.',
  'account.privacy.submit': 'Send my request',
  'account.complaints.heading': 'Your complaints',
  'account.complaints.loading': 'Looking up your complaints…',
  'account.complaints.none': 'You have no complaints on file.',
  'account.complaints.open':
    'You have a complaint on file. Our customer service is looking into it and will contact you.',
  'account.complaints.unavailable':
    'Complaints cannot be shown here. Our customer service can tell you about any complaint you made.',
  'account.complaints.failed': 'We could not look up your complaints just now.',
  'account.complaints.retry': 'Try again',
  'account.complaints.signedOut': 'Sign in to see your complaints.',
} as const;
