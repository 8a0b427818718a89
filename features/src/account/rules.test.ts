import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkPassword,
  extraAsStrings,
  isVerifiedStatus,
  NO_PASSWORD_REQUIREMENTS,
  orderCustomAttributes,
  passwordRequirementsOf,
  toBackendDate,
  toNewerBackendPhone,
} from './types';

afterEach(() => vi.restoreAllMocks());

const attribute = (code: string, display_after: string | null) => ({ code, display_after });

describe('custom attributes', () => {
  it('custom attributes: each follows the attribute its display_after names', () => {
    const ordered = orderCustomAttributes([
      attribute('flavour', 'contact'),
      attribute('since', 'flavour'),
      attribute('contact', null),
    ]);
    expect(ordered.map((a) => a.code)).toEqual(['contact', 'flavour', 'since']);
  });

  it('custom attributes: default order with a warning when every attribute has display_after', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const input = [attribute('a', 'b'), attribute('b', 'a')];
    expect(orderCustomAttributes(input).map((a) => a.code)).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('custom attributes: default order with a warning on a circular reference', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const input = [attribute('root', null), attribute('b', 'c'), attribute('c', 'b')];
    expect(orderCustomAttributes(input).map((a) => a.code)).toEqual(['root', 'b', 'c']);
    expect(warn.mock.calls[0]?.[0]).toContain('circle');
  });

  it('custom attributes: default order with a warning on a mistyped reference', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const input = [attribute('b', 'nope'), attribute('a', null)];
    expect(orderCustomAttributes(input).map((a) => a.code)).toEqual(['b', 'a']);
    expect(warn.mock.calls[0]?.[0]).toContain('unknown attribute nope');
  });

  it('custom attributes: values are turned into strings', () => {
    expect(extraAsStrings({ since: 2019, member: true, note: 'x', empty: null })).toEqual({
      since: '2019',
      member: 'true',
      note: 'x',
      empty: '',
    });
  });
});

describe('dates and phone numbers', () => {
  it('date of birth: converted to the newer backend format YYYY-MM-DD', () => {
    expect(toBackendDate('1985-12-10', 'YYYY-MM-DD')).toBe('1985-12-10');
    expect(toBackendDate('10.12.1985', 'YYYY-MM-DD')).toBe('1985-12-10');
  });

  it('date of birth: converted to the older backend format DD/MM/YYYY', () => {
    expect(toBackendDate('1985-12-10', 'DD/MM/YYYY')).toBe('10/12/1985');
  });

  it('phone: newer-backend numbers are prefixed with + unless they start with + or 00', () => {
    expect(toNewerBackendPhone('4915112345678')).toBe('+4915112345678');
    expect(toNewerBackendPhone('+4915112345678')).toBe('+4915112345678');
    expect(toNewerBackendPhone('004915112345678')).toBe('004915112345678');
  });

  it('verification: status validated means verified, anything else does not', () => {
    expect(isVerifiedStatus('validated')).toBe(true);
    expect(isVerifiedStatus('pending')).toBe(false);
    expect(isVerifiedStatus(undefined)).toBe(false);
  });
});

describe('password requirements', () => {
  it('password: all requirements are zero when the server disables them', () => {
    expect(passwordRequirementsOf({ enabled: false, min_length: 12 })).toEqual(NO_PASSWORD_REQUIREMENTS);
    expect(checkPassword('a', NO_PASSWORD_REQUIREMENTS)).toEqual([]);
  });

  it('password: each server requirement is checked (length, lower, upper, digits, symbols, username)', () => {
    const rules = passwordRequirementsOf({
      enabled: true,
      min_length: 8,
      min_lower_case: 1,
      min_upper_case: 1,
      min_number: 1,
      min_symbol: 1,
      exclude_username: true,
    });
    const unmet = (password: string) =>
      checkPassword(password, rules, 'ada@example.com')
        .filter((c) => !c.met)
        .map((c) => c.rule);
    expect(unmet('Sandbox!2026')).toEqual([]);
    expect(unmet('short')).toEqual(['minLength', 'minUpperCase', 'minNumber', 'minSymbol']);
    expect(unmet('Ada!lovelace1')).toEqual(['excludeUsername']);
  });
});
