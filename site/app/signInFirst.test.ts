import { describe, expect, it } from 'vitest';
import { signInAfterExpiry, signInFirst, signInReasonOf } from './signInFirst';

describe('sign in first', () => {
  it('sign in first: a guest goes to sign-in with the page to come back to, query included', () => {
    expect(signInFirst('/account/orders?page=2')).toBe('/sign-in?next=%2Faccount%2Forders%3Fpage%3D2');
    expect(signInAfterExpiry('/account/profile')).toBe(
      '/sign-in?next=%2Faccount%2Fprofile&reason=session-expired',
    );
  });

  it("sign in first: sign-in says what the page needs, a page inside an account page says its page's, other pages nothing", () => {
    expect(signInReasonOf('/account/orders')).toBe('shell.account.orders.signIn');
    expect(signInReasonOf('/account/orders/000000001?tab=items')).toBe('shell.account.orders.signIn');
    expect(signInReasonOf('/account/surveys/s-1')).toBe('shell.account.surveys.signIn');
    // /account/loyalty is its own page, not the Club page's (/loyalty).
    expect(signInReasonOf('/account/loyalty')).toBe('shell.account.clubEarning.signIn');
    expect(signInReasonOf('/loyalty')).toBe('shell.account.loyalty.signIn');
    expect(signInReasonOf('/account')).toBe('shell.account.signInReason');
    expect(signInReasonOf('/account/ordersX')).toBe('shell.account.signInReason');
    expect(signInReasonOf('/checkout')).toBeUndefined();
    expect(signInReasonOf('/')).toBeUndefined();
  });
});
