export { useFieldIds, FieldHint, FieldError, type FieldMessages } from './Field';
