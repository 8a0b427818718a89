import { describe, expect, it } from 'vitest';
import { readRequestNumber } from './requestNumber';

const page = { min: 1, max: 100, fallback: 1 };

describe('readRequestNumber', () => {
  it('reads a whole number written in decimal digits within the limits as written', () => {
    expect(readRequestNumber('7', page)).toEqual({ value: 7 });
    expect(readRequestNumber('100', page)).toEqual({ value: 100 });
    expect(readRequestNumber(' 12 ', page)).toEqual({ value: 12 });
    expect(readRequestNumber('007', page)).toEqual({ value: 7 });
  });

  it('reads a missing or empty value as the fallback, with no problem', () => {
    expect(readRequestNumber(null, page)).toEqual({ value: 1 });
    expect(readRequestNumber(undefined, page)).toEqual({ value: 1 });
    expect(readRequestNumber('', page)).toEqual({ value: 1 });
  });

  it('reads anything but an optional minus and digits as malformed, valued at the fallback', () => {
    for (const written of [
      '1e300',
      '1e3',
      '0x10',
      '1.5',
      '1,5',
      'NaN',
      'Infinity',
      '+3',
      '--1',
      '1 2',
      'abc',
      '٣',
    ])
      expect(readRequestNumber(written, page), written).toEqual({ value: 1, problem: 'malformed' });
    expect(readRequestNumber(new File(['5'], 'five.txt'), page)).toEqual({ value: 1, problem: 'malformed' });
  });

  it('clamps a value below the minimum to it and says so', () => {
    expect(readRequestNumber('0', page)).toEqual({ value: 1, problem: 'below' });
    expect(readRequestNumber('-1', page)).toEqual({ value: 1, problem: 'below' });
    expect(readRequestNumber('-0', { min: 0, max: 5, fallback: 0 })).toEqual({ value: 0 });
  });

  it('clamps a value above the maximum to it and says so, however many digits it has', () => {
    expect(readRequestNumber('101', page)).toEqual({ value: 100, problem: 'above' });
    expect(readRequestNumber('1000000', page)).toEqual({ value: 100, problem: 'above' });
    expect(readRequestNumber('9007199254740993', page)).toEqual({ value: 100, problem: 'above' });
    expect(readRequestNumber('9'.repeat(100_000), page)).toEqual({ value: 100, problem: 'above' });
    expect(readRequestNumber(`-${'9'.repeat(400)}`, page)).toEqual({ value: 1, problem: 'below' });
  });

  it('gives a value within the limits and a safe integer for every input', () => {
    for (const written of ['1e300', '9007199254740993', '-1', 'NaN', '1000000', '0', '50', '', null]) {
      const { value } = readRequestNumber(written, page);
      expect(Number.isSafeInteger(value)).toBe(true);
      expect(value >= page.min && value <= page.max).toBe(true);
    }
  });
});
