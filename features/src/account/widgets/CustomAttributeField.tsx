import { useTranslation } from '../../platform';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { Checkbox, Select, TextField } from '@storefront/design-system';
import type { CustomAttribute } from '../types';
import { customAttributeLabel } from './schemas';

/** One custom attribute as a form field; every value is a string, as the backend stores it. */
export function CustomAttributeField<Values extends FieldValues>({
  attribute,
  name,
  control,
  register,
  error,
  defaultValue,
}: {
  attribute: CustomAttribute;
  name: Path<Values>;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  error?: string | undefined;
  /** A text field's value in the server HTML (what a form sent before hydration came back with). */
  defaultValue?: string | undefined;
}) {
  const { t } = useTranslation();
  const label = customAttributeLabel(attribute, t);
  if (attribute.type === 'select') {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            label={label}
            hint={attribute.hint}
            error={error}
            options={attribute.options ?? []}
            value={(field.value as string | undefined) ?? ''}
            onValueChange={field.onChange}
            name={field.name}
            placeholder={t('account.field.choose')}
            {...(attribute.is_required ? {} : { emptyChoice: t('account.field.noAnswer') })}
          />
        )}
      />
    );
  }
  if (attribute.type === 'boolean') {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            label={attribute.label}
            hint={attribute.hint}
            error={error}
            checked={field.value === 'true'}
            onCheckedChange={(checked) => field.onChange(checked === true ? 'true' : 'false')}
            name={field.name}
          />
        )}
      />
    );
  }
  return (
    <TextField
      label={label}
      hint={attribute.hint}
      error={error}
      type={attribute.type === 'date' ? 'date' : 'text'}
      inputMode={attribute.type === 'number' ? 'numeric' : undefined}
      defaultValue={defaultValue}
      {...register(name)}
    />
  );
}
