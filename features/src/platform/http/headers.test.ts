import { describe, expect, it } from 'vitest';
import { TENANT_HEADER } from '../captcha/captcha';
import { tenantAndIdentityHeaders } from './headers';

describe('tenantAndIdentityHeaders', () => {
  it('every call carries the tenant token, and the identity token as it is at call time', () => {
    const shopper: { token?: string } = {};
    const headers = tenantAndIdentityHeaders('tenant-1', () => shopper.token);
    expect(headers()).toEqual({ [TENANT_HEADER]: 'tenant-1', authorization: undefined });
    shopper.token = 'shopper-token';
    expect(headers()).toEqual({ [TENANT_HEADER]: 'tenant-1', authorization: 'Bearer shopper-token' });
  });

  it('a missing tenant token or identity is left out rather than sent empty', () => {
    expect(tenantAndIdentityHeaders('', () => '')()).toEqual({
      [TENANT_HEADER]: undefined,
      authorization: undefined,
    });
    expect(tenantAndIdentityHeaders(undefined)()).toEqual({
      [TENANT_HEADER]: undefined,
      authorization: undefined,
    });
  });
});
