/**
 * Every whole number the shop or its sandbox reads from a request (a page, a page size, a count, an answer's
 * position) is read here, against the field's limits, so no value a stranger writes can reach a loop or a slice
 * unbounded: `1e300` and `2^53 + 1` once kept a pagination loop running for ever. What the field does with a value that
 * was not as written (clamp it, fall back, refuse it with a 400) is the caller's choice; `docs/architecture.md`
 * ("Numbers from a request") lists each field's.
 */
export interface RequestNumberRule {
  /** The smallest value the field takes. */
  min: number;
  /** The largest value the field takes: a safe integer, so every value within the limits is exact. */
  max: number;
  /** What a missing or empty value means, and what a malformed one is read as. */
  fallback: number;
}

/**
 * Why the value read is not the value written: `malformed` (anything but an optional minus and decimal digits:
 * `1e300`, `0x10`, `1.5`, `NaN`, `Infinity`, a file), `below` the field's minimum or `above` its maximum.
 */
export type RequestNumberProblem = 'malformed' | 'below' | 'above';

export interface RequestNumber {
  /** Always within the rule's limits: the value as written, else the nearest limit, else the fallback. */
  value: number;
  problem?: RequestNumberProblem;
}

/** Longer runs of digits than this are past every field's maximum, and are never converted at all. */
const MAX_DIGITS = 15;

/** A number from a query parameter or a form field (`null`/`undefined`: not sent), read against the field's rule. */
export function readRequestNumber(
  written: string | File | null | undefined,
  { min, max, fallback }: RequestNumberRule,
): RequestNumber {
  if (written === null || written === undefined) return { value: fallback };
  if (typeof written !== 'string') return { value: fallback, problem: 'malformed' };
  const text = written.trim();
  if (text === '') return { value: fallback };
  const match = /^(-?)0*(\d+)$/.exec(text);
  if (!match) return { value: fallback, problem: 'malformed' };
  const [, sign, digits = ''] = match;
  if (digits.length > MAX_DIGITS)
    return sign ? { value: min, problem: 'below' } : { value: max, problem: 'above' };
  // `-0` is read as 0.
  const value = Number(`${sign}${digits}`) + 0;
  if (value < min) return { value: min, problem: 'below' };
  if (value > max) return { value: max, problem: 'above' };
  return { value };
}
