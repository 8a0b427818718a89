export { createContactApi } from './api';
export type { ContactApi } from './api';
export { contactFromForm, contactValuesOf } from './formAction';
export { sendContactMessage } from './send';
export { contactFormSchema, DEFAULT_CONTACT_CHANNEL, DEFAULT_CONTACT_TYPE, toContactForm } from './types';
export type { ContactFormRequest, ContactSettings, ContactValues, PostedContact } from './types';
export { useContactForm } from './hooks';
export { contactMessages } from './messages';
