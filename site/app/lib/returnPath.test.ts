import { describe, expect, it } from 'vitest';
import { shopFailure } from '@storefront/features/platform';
import { cartNoticesOnArrival, onwardOnceSignedIn, pathOnceSignedIn, safeReturnPath } from './returnPath';

describe('return path after a form', () => {
  it('security: a path on this site is followed', () => {
    expect(safeReturnPath('/checkout?step=2')).toBe('/checkout?step=2');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'https:evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C/evil.example',
    '/a/../..//evil.example',
    '/%E0%A4%A',
    '',
    null,
    undefined,
  ])('security: %s leads to the fallback, never off the site', (value) => {
    expect(safeReturnPath(value, '/account')).toBe('/account');
  });

  it('security: a path is followed in the form a browser would resolve it', () => {
    expect(safeReturnPath('/cart/./../checkout?step=2#pay')).toBe('/checkout?step=2#pay');
    expect(safeReturnPath('/faq\t')).toBe('/faq');
    expect(safeReturnPath('/search?q=%2F%2Fevil.example')).toBe('/search?q=%2F%2Fevil.example');
  });

  it('security: without a fallback, a bad value leads home', () => {
    expect(safeReturnPath('//evil.example/')).toBe('/');
  });

  it("sign-in: a shopper who has just signed in goes to the sign-in page's next (else the account), never back to the form", () => {
    const at = (path: string) => pathOnceSignedIn(new URL(path, 'http://shop.test'));
    expect(at('/sign-in?next=%2Faccount%2Forders')).toBe('/account/orders');
    expect(at('/sign-in')).toBe('/account');
    expect(at('/sign-in?next=%2F%2Fevil.example')).toBe('/account');
    expect(at('/register')).toBe('/account');
    expect(at('/checkout?step=2#payment')).toBe('/checkout?step=2#payment');
  });

  it('sign-in: a guest cart that changed as it moved into the account sends the shopper to the cart first, saying what changed', () => {
    const signInPage = new URL('/sign-in?next=%2Fcheckout', 'http://shop.test');
    expect(onwardOnceSignedIn(signInPage, [])).toEqual(['/checkout']);
    const reduced = shopFailure('cart.merge.reduced', { name: 'Amber', quantity: 2, reason: 'Only 2 left' });
    const [to, options] = onwardOnceSignedIn(signInPage, [reduced]);
    expect(to).toBe('/cart');
    expect(cartNoticesOnArrival(options?.state)).toEqual([reduced]);
  });

  it('sign-in: the cart page takes only well-formed notices from its history entry', () => {
    expect(cartNoticesOnArrival(undefined)).toEqual([]);
    expect(cartNoticesOnArrival({ cartNotices: 'text' })).toEqual([]);
    expect(
      cartNoticesOnArrival({
        cartNotices: [{ kind: 'shop' }, { kind: 'said', message: 'Kept' }, null, { kind: 'unreachable' }],
      }),
    ).toEqual([{ kind: 'said', message: 'Kept' }, { kind: 'unreachable' }]);
  });
});
