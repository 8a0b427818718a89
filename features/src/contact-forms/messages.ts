/** The words of marketers' forms (English), used where the marketer left a text of the form empty. */
export const contactFormMessages = {
  'contactForms.send': 'Send',
  'contactForms.sent': 'Thank you!',
  'contactForms.failed': 'Something went wrong. Please try again.',
  'contactForms.gone': 'This form is no longer on the page. Please reload the page and try again.',
} as const;
