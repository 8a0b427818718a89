import { beforeEach } from 'vitest';
import { sandboxIdentityOf } from './consumers';

type Identity = ReturnType<typeof sandboxIdentityOf>;

/**
 * Ada (the demo shopper with history) and Noor (new@example.com, a shopper with none), signed in afresh before each
 * test once the given sandboxes are back to their seed. The two objects stay the same; each test's sign-in refills them.
 */
export function seededShoppersBeforeEach(...resets: Array<() => void>): { ada: Identity; noor: Identity } {
  const ada: Identity = { uuid: '', token: '', commerceToken: '' };
  const noor: Identity = { uuid: '', token: '', commerceToken: '' };
  beforeEach(() => {
    for (const reset of resets) reset();
    Object.assign(ada, sandboxIdentityOf('ada@example.com'));
    Object.assign(noor, sandboxIdentityOf('new@example.com'));
  });
  return { ada, noor };
}
