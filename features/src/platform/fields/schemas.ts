import * as z from 'zod/mini';
import { dateOfBirthProblem, legalAgeOf } from '../legal-age';
import {
  EMAIL_PATTERN,
  nameRules,
  phoneProblem,
  phoneProblemMessage,
  textProblem,
  textProblemMessage,
  type TextRules,
  type Words,
} from './fields';

// The form schemas of the shared field rules (fields.ts), apart from them: a page that only checks a value (the
// checkout's postcode and country) does not download zod with its first load.

/** A text field held to its rules, trimmed. */
export const textField = (t: Words, label: string, rules: TextRules, formatMessage?: string) =>
  z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      const problem = textProblem(value, rules);
      if (problem)
        context.addIssue({
          code: 'custom',
          input: value,
          message: textProblemMessage(t, problem, label, rules, formatMessage),
        });
    }),
  );

/** A first or last name: required, at most NAME_MAX_LENGTH characters. */
export const nameField = (t: Words, label: string) => textField(t, label, nameRules);

/** A phone number: optional unless the form needs one. */
export const phoneField = (
  t: Words,
  label: string,
  { required = false, formatMessage }: { required?: boolean; formatMessage?: string } = {},
) =>
  z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      const problem = phoneProblem(value, required);
      if (problem)
        context.addIssue({
          code: 'custom',
          input: value,
          message: phoneProblemMessage(t, problem, label, formatMessage),
        });
    }),
  );

/**
 * A date of birth (the age rule, docs/age-rule.md): optional, but when given a real date, not in the future, and at
 * least the market's legal age ago.
 */
export const dateOfBirthField = (t: Words, market: string) =>
  z.string().check(
    z.superRefine((value, context) => {
      if (value === '') return;
      const problem = dateOfBirthProblem(value, market);
      if (!problem) return;
      const message = {
        invalid: () => t('field.dateOfBirth'),
        future: () => t('field.dateOfBirthFuture'),
        underage: () => t('field.dateOfBirthUnderage', { age: legalAgeOf(market) }),
      }[problem]();
      context.addIssue({ code: 'custom', input: value, message });
    }),
  );

/** An e-mail address, like name@example.com; a form that asks for a new one may say so (`message`). */
export const emailField = (t: Words, message = t('field.email')) =>
  z.string().check(z.trim(), z.regex(EMAIL_PATTERN, message));
