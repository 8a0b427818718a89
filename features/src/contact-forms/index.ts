export { sendSubmission } from './api';
export { messageAt } from './types';
export type {
  FormDestination,
  SubmissionContentType,
  SubmissionFormSettings,
  SubmissionStatus,
} from './types';
export { useFormSubmission } from './hooks';
export { contactFormMessages } from './messages';
