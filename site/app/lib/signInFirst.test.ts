import { describe, expect, it } from 'vitest';
import { languageCookie } from './language.server';
import { loader as accountLayout } from '../routes/account-session';
import { signInAfterExpiry, signInFirst, signInReasonOf } from './signInFirst';

/** What the account layout's loader answers a guest: the redirect it throws. */
async function guestOn(path: string): Promise<Response> {
  const url = new URL(path, 'https://shop.example');
  const args = { request: new Request(url), url, params: {}, context: undefined } as unknown as Parameters<
    typeof accountLayout
  >[0];
  return accountLayout(args).then(
    () => {
      throw new Error('a guest was let in');
    },
    (thrown: unknown) => thrown as Response,
  );
}

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

  it('sign in first: a guest who followed a German link to an account page signs in in German (the lang cookie comes with the redirect)', async () => {
    const german = await guestOn('/account/orders?lang=de');
    expect(german.status).toBe(302);
    expect(german.headers.get('Location')).toBe('/sign-in?next=%2Faccount%2Forders%3Flang%3Dde');
    expect(await languageCookie.parse(german.headers.get('Set-Cookie'))).toBe('de');
    expect((await guestOn('/account/orders')).headers.get('Set-Cookie')).toBeNull();
  });
});
