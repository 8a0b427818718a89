import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_STORE_LIMIT } from '../../../../platform/sandbox/bounded';
import { readCheck, resetAgeVerificationSandbox, startCheck } from './store';

beforeEach(() => resetAgeVerificationSandbox());

describe('age verification sandbox', () => {
  it('bounded: running checks past the store limit forget the oldest', () => {
    const first = startCheck('ada@example.com', '1990-01-01');
    let last = first;
    for (let index = 0; index < SANDBOX_STORE_LIMIT; index += 1)
      last = startCheck(`shopper${index}@example.com`, '1990-01-01');
    expect(readCheck(first.uuid)).toBeUndefined();
    expect(readCheck(last.uuid)).toMatchObject({ uuid: last.uuid });
  });

  it('a date of birth that is not text never counts as an adult', () => {
    const check = startCheck('ada@example.com', 19900101);
    for (let poll = 0; poll < 3; poll += 1) readCheck(check.uuid);
    expect(readCheck(check.uuid)).toMatchObject({ status: 'failed' });
  });
});
