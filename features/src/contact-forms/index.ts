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
export { SubmissionForm } from './widgets/SubmissionForm';
export type { SubmissionFormProps } from './widgets/SubmissionForm';
export { FormField } from './widgets/FormField';
export type { FormFieldProps, FormFieldType } from './widgets/FormField';
