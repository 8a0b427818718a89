export { useFieldIds, FieldHint, FieldError, fieldStyles, type FieldMessages } from './Field';
