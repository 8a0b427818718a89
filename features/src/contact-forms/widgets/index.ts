export { SubmissionForm } from './SubmissionForm';
export type { SubmissionFormProps } from './SubmissionForm';
export { FormField } from './FormField';
export type { FormFieldProps, FormFieldType } from './FormField';
