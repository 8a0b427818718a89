export { consentsBackendFor } from './api';
export type { ConsentsBackend } from './api';
export { consentCategoryOrder, consentChoices, EMPTY_PURPOSES_MESSAGE, groupPurposes } from './types';
export type { ConsentCategory, Purpose, PurposeGroup, PurposeGrouping } from './types';
export { registrationPurposesKey, useConsents, useRegistrationPurposes } from './hooks';
export { consentsMessages } from './messages';
