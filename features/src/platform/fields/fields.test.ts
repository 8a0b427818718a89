import { beforeAll, describe, expect, it } from 'vitest';
import { en, loadDictionary } from '../i18n/dictionary';
import { translate, type Dictionary } from '../i18n/translate';
import {
  countryProblem,
  countryProblemMessage,
  dateOfBirthField,
  emailField,
  nameField,
  phoneField,
  postcodeProblemMessage,
  postcodeRulesOf,
  textProblem,
  typedValueMessage,
  typedValueProblem,
  type Words,
} from '.';

const wordsOf =
  (dictionary: Dictionary, language: string): Words =>
  (key, vars) =>
    translate(dictionary, key, vars, undefined, language);
const english = wordsOf(en, 'en');
let de: Dictionary = {};
beforeAll(async () => {
  de = await loadDictionary('de');
});
// Read at each call, once the German dictionary has loaded.
const german: Words = (key, vars) => wordsOf(de, 'de')(key, vars);

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const storeConfig = {
  postcode_is_required: true,
  postcode_validation_enabled: true,
  postcode_min_length: 5,
  postcode_max_length: 5,
  postcode_validate_regex: '^[0-9]{5}$',
};

describe('fields', () => {
  it('fields: a name is required and at most 50 characters, and its message names the field by its label', () => {
    const firstName = nameField(english, 'First name');
    expect(messageOf(firstName.safeParse('  '))).toBe('Please fill in “First name”.');
    expect(messageOf(firstName.safeParse('A'.repeat(51)))).toBe(
      '“First name” may have at most 50 characters.',
    );
    expect(firstName.safeParse(` ${'A'.repeat(50)} `)).toEqual({ success: true, data: 'A'.repeat(50) });
  });

  it("fields: a German message names the field by its German label as written (never 'vorname')", () => {
    const firstName = nameField(german, 'Vorname');
    expect(messageOf(firstName.safeParse(''))).toBe('Bitte füllen Sie „Vorname“ aus.');
    expect(messageOf(firstName.safeParse('A'.repeat(300)))).toBe(
      '„Vorname“ darf höchstens 50 Zeichen haben.',
    );
  });

  it('fields: a phone number is 6 to 15 digits with an optional + or 00, spaces between groups allowed', () => {
    const phone = phoneField(english, 'Phone number');
    expect(messageOf(phone.safeParse('abc'))).toBe(
      'Enter a phone number with digits only, like +49 151 1234567.',
    );
    expect(messageOf(phone.safeParse('+49 151 1234567 1234567'))).toBeDefined();
    expect(phone.safeParse('+49 151 1234567').success).toBe(true);
    expect(phone.safeParse('0049301234567').success).toBe(true);
    expect(phone.safeParse('').success).toBe(true);
    expect(messageOf(phoneField(english, 'Phone number', { required: true }).safeParse(''))).toBe(
      'Please fill in “Phone number”.',
    );
    expect(messageOf(phoneField(german, 'Telefonnummer').safeParse('abc'))).toBe(
      'Geben Sie eine Telefonnummer nur mit Ziffern ein, z. B. +49 151 1234567.',
    );
  });

  it('fields: an e-mail address must look like name@example.com', () => {
    expect(messageOf(emailField(english).safeParse('ada@'))).toBe(
      'Enter your e-mail address, like name@example.com.',
    );
    expect(emailField(english).safeParse(' ada@example.com ')).toEqual({
      success: true,
      data: 'ada@example.com',
    });
  });

  it("fields: a postcode must match the country's pattern from the store configuration", () => {
    const rules = postcodeRulesOf(storeConfig);
    expect(textProblem('ABC', rules)).toBe('tooShort');
    expect(textProblem('ABCDE', rules)).toBe('format');
    expect(textProblem('101170', rules)).toBe('tooLong');
    expect(textProblem(' ', rules)).toBe('required');
    expect(textProblem('10117', rules)).toBeUndefined();
    expect(postcodeProblemMessage(english, 'format', 'Postcode', rules)).toBe(
      'Please enter a postcode in the local format, e.g. 10115.',
    );
    expect(postcodeProblemMessage(german, 'tooShort', 'Postleitzahl', rules)).toBe(
      '„Postleitzahl“ muss mindestens 5 Zeichen haben.',
    );
  });

  it('fields: with postcode validation disabled in the store configuration only the required rule applies', () => {
    const rules = postcodeRulesOf({ ...storeConfig, postcode_validation_enabled: false });
    expect(textProblem('A1', rules)).toBeUndefined();
    expect(textProblem('', rules)).toBe('required');
    expect(textProblem('', postcodeRulesOf({ postcode_is_required: false }))).toBeUndefined();
  });

  it("fields: a country must be one of the store configuration's countries", () => {
    expect(countryProblem('XX', ['DE', 'AT'])).toBe('unknown');
    expect(countryProblem('at', ['DE', 'AT'])).toBeUndefined();
    expect(countryProblem('', ['DE', 'AT'])).toBe('required');
    expect(countryProblemMessage(german, 'unknown', 'Land')).toBe(
      'Wählen Sie für „Land“ ein Land aus der Liste.',
    );
  });

  it("fields: a date of birth is a real date, not in the future and at least the market's legal age ago", () => {
    const born = dateOfBirthField(english, 'DE');
    expect(messageOf(born.safeParse('2099-01-01'))).toBe('A date of birth cannot be in the future.');
    expect(messageOf(born.safeParse('2020-01-01'))).toBe(
      'You need to be at least 18 years old to have an account with us.',
    );
    expect(messageOf(born.safeParse('1990-02-30'))).toBe('Enter a date of birth like 1990-04-01.');
    expect(born.safeParse('').success).toBe(true);
    expect(messageOf(dateOfBirthField(german, 'US').safeParse('2020-01-01'))).toBe(
      'Für ein Konto bei uns müssen Sie mindestens 21 Jahre alt sein.',
    );
  });

  it("fields: a custom attribute's value is of its definition's type (a number, a date)", () => {
    expect(typedValueProblem('abcd', 'number')).toBe('number');
    expect(typedValueProblem('2019', 'number')).toBeUndefined();
    expect(typedValueProblem('12,5', 'number')).toBeUndefined();
    expect(typedValueProblem('2019-02-30', 'date')).toBe('date');
    expect(typedValueProblem('2019-02-28', 'date')).toBeUndefined();
    expect(typedValueProblem('', 'number')).toBeUndefined();
    expect(typedValueMessage(german, 'number', 'Mitglied seit')).toBe(
      '„Mitglied seit“ erwartet eine Zahl, z. B. 12.',
    );
  });
});
