export {
  countryProblem,
  countryProblemMessage,
  isEmailAddress,
  NAME_MAX_LENGTH,
  nameRules,
  phoneProblem,
  phoneProblemMessage,
  postcodeProblemMessage,
  postcodeRulesOf,
  textProblem,
  textProblemMessage,
  typedValueMessage,
  typedValueProblem,
} from './fields';
export type { PostcodeSettings, TextProblem, TextRules, TypedValueKind, Words } from './fields';
export { addressProblems } from './address';
export type { AddressRules, CheckedAddressField } from './address';
export { dateOfBirthField, emailField, nameField, phoneField, textField } from './schemas';
export { postedValue, usePostedErrors } from './postedForm';
export type { PostedForm } from './postedForm';
