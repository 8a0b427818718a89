import { TextArea, TextField } from '@storefront/design-system';

export type FormFieldType = 'text' | 'email' | 'tel' | 'textarea';

export interface FormFieldProps {
  /** The submitted field name, e.g. email. */
  name: string;
  label: string;
  type?: FormFieldType;
  required?: boolean;
  /** What the field starts with, e.g. what the shopper typed before a form came back. */
  defaultValue?: string;
  /** What is wrong with what was typed, tied to the field for screen readers. */
  error?: string;
}

/** One field of a form: the design system's text field, or its text area for longer messages. */
export function FormField({
  name,
  label,
  type = 'text',
  required = false,
  defaultValue,
  error,
}: FormFieldProps) {
  const shared = { label, name, required, defaultValue, error };
  if (type === 'textarea') return <TextArea {...shared} />;
  return <TextField {...shared} type={type} autoComplete={type === 'email' ? 'email' : undefined} />;
}
