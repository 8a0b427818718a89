import { TextArea, TextField } from '@storefront/design-system';

export type FormFieldType = 'text' | 'email' | 'tel' | 'textarea';

export interface FormFieldProps {
  /** The submitted field name, e.g. email. */
  name: string;
  label: string;
  type?: FormFieldType;
  required?: boolean;
}

/** One field of a marketer's form: the design system's text field, or its text area for longer messages. */
export function FormField({ name, label, type = 'text', required = false }: FormFieldProps) {
  if (type === 'textarea') return <TextArea label={label} name={name} required={required} />;
  return (
    <TextField
      label={label}
      name={name}
      type={type}
      required={required}
      autoComplete={type === 'email' ? 'email' : undefined}
    />
  );
}
