import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredUser, setStoredUser } from '../../platform';
import { readCustomerToken } from './session';

afterEach(() => clearStoredUser());

describe('commerce session', () => {
  it("commerce: the bearer token is the stored user's magento_token", () => {
    setStoredUser({ uuid: 'u-ada', magento_token: 'magento-ada' });
    expect(readCustomerToken()).toBe('magento-ada');
  });

  it('commerce: a guest, or a stored user without a magento_token, sends no token', () => {
    expect(readCustomerToken()).toBeUndefined();
    setStoredUser({ uuid: 'u-ada' });
    expect(readCustomerToken()).toBeUndefined();
  });
});
