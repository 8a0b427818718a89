import { describe, expect, it } from 'vitest';
import { browserConfigFor } from './language.server';
import { isPageCookie } from './pageCookies';
import { action as enterTrial, loader as trialLink } from '../routes/trial';
import { requestStoreView, storeViewCookie } from './storeView.server';

const post = (body: Record<string, string>) =>
  enterTrial({
    request: new Request('https://shop.example/trial', {
      method: 'POST',
      body: new URLSearchParams(body),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  } as Parameters<typeof enterTrial>[0]) as Promise<Response>;

const page = (cookie?: string) =>
  new Request('https://shop.example/cart', cookie ? { headers: { Cookie: cookie } } : {});

describe('the trial store view entry', () => {
  it('/trial puts the shopper in the trial store view and sends them on to their cart', async () => {
    const response = await post({ returnTo: '/cart' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/cart');
    const cookie = response.headers.get('Set-Cookie')!;
    expect(await storeViewCookie.parse(cookie)).toBe('trial');
    // Their pages' configuration then names the trial view, so every commerce call carries Store: trial.
    expect((await browserConfigFor(page(cookie.split(';')[0]))).storeView).toBe('trial');
  });

  it('without the cookie the configured store view (STORE_VIEW) stays', async () => {
    expect((await browserConfigFor(page())).storeView).toBe('default');
    expect(await requestStoreView(page('store_view=premium'), 'default')).toBe('default');
  });

  it('view=default leaves the trial shop; a foreign returnTo falls back to the cart', async () => {
    const leaving = await post({ view: 'default', returnTo: '//evil.example/' });
    expect(leaving.headers.get('Location')).toBe('/cart');
    expect(leaving.headers.get('Set-Cookie')).toMatch(/^store_view=; Max-Age=0/);
  });

  it('the page cache keys its copies on the store view: a trial copy never reaches another shopper', () => {
    expect(isPageCookie(storeViewCookie.name)).toBe(true);
  });

  it('a link to /trial (GET) changes nothing and lands on the cart', () => {
    const response = trialLink();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/cart');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });
});
