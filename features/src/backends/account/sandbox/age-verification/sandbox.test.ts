import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_STORE_LIMIT } from '../../../../platform/sandbox/bounded';
import { isAdult, readCheck, resetAgeVerificationSandbox, startCheck } from './store';

beforeEach(() => resetAgeVerificationSandbox());

describe('age verification sandbox', () => {
  it('bounded: running checks past the store limit forget the oldest', () => {
    const first = startCheck('ada@example.com', '1990-01-01', 'DE');
    let last = first;
    for (let index = 0; index < SANDBOX_STORE_LIMIT; index += 1)
      last = startCheck(`shopper${index}@example.com`, '1990-01-01', 'DE');
    expect(readCheck(first.uuid)).toBeUndefined();
    expect(readCheck(last.uuid)).toMatchObject({ uuid: last.uuid });
  });

  it('a date of birth that is not text never counts as an adult', () => {
    const check = startCheck('ada@example.com', 19900101, 'DE');
    for (let poll = 0; poll < 3; poll += 1) readCheck(check.uuid);
    expect(readCheck(check.uuid)).toMatchObject({ status: 'failed' });
  });
});

describe("the sandbox provider and the market's legal age", () => {
  it("age: the provider holds a date of birth to the legal age of the check's country (18 in Germany, 21 in the United States)", () => {
    const today = new Date('2026-11-28T12:00:00Z');
    expect(isAdult('2008-11-28', 'DE', today)).toBe(true);
    expect(isAdult('2008-11-29', 'DE', today)).toBe(false);
    expect(isAdult('2008-11-28', 'US', today)).toBe(false);
    expect(isAdult('2005-11-28', 'US', today)).toBe(true);
    expect(isAdult('1990-01-01', undefined, today)).toBe(false);
  });
});
