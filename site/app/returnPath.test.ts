import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath';

describe('return path after a form', () => {
  it('security: a path on this site is followed', () => {
    expect(safeReturnPath('/checkout?step=2')).toBe('/checkout?step=2');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    '',
    null,
    undefined,
  ])('security: %s leads to the fallback, never off the site', (value) => {
    expect(safeReturnPath(value, '/account')).toBe('/account');
  });

  it('security: without a fallback, a bad value leads home', () => {
    expect(safeReturnPath('//evil.example/')).toBe('/');
  });
});
