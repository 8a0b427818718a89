import { strFromU8, unzipSync } from 'fflate';
import { decodeJwt } from 'jose';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { signInSeededShopper } from '../account/testing';
import { offersWalletPasses, requestWalletPass, UnsafePassAddressError, WalletPassSignInError } from './api';

const server = sandboxServerForTests();
const newer = configFromEnv({ ACCOUNT_API_URL: 'http://shop.test/sandbox/account-evo' });
const older = configFromEnv({ ACCOUNT_API_URL: 'http://shop.test/sandbox/account-legacy' });

describe('POST /users/{uuid}/profile/wallet (newer account backend)', () => {
  let ada: { uuid: string; token: string };
  beforeEach(async () => {
    const session = await signInSeededShopper(newer);
    ada = { uuid: session.uuid, token: session.token };
  });

  it('wallet pass (apple): the loyalty card is issued and its address hands out a .pkpass holding the card and its code', async () => {
    const sent: string[] = [];
    server.events.on(
      'request:start',
      ({ request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    const url = await requestWalletPass(newer, 'apple', () => ada);
    server.events.removeAllListeners('request:start');
    expect(sent).toEqual([`POST /sandbox/account-evo/users/${ada.uuid}/profile/wallet`]);
    expect(url).not.toContain(ada.token);
    const pass = await fetch(url);
    expect(pass.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    expect(pass.headers.get('content-disposition')).toBe('attachment; filename="loyalty-card.pkpass"');

    // A real pass (its signature is checked in the sandbox's own tests): a zip whose pass.json holds Ada's card.
    const files = unzipSync(new Uint8Array(await pass.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['pass.json', 'manifest.json', 'signature']));
    expect(JSON.parse(strFromU8(files['pass.json']!))).toMatchObject({
      storeCard: { primaryFields: [{ key: 'member', value: 'Ada Lovelace' }] },
      barcodes: [{ format: 'PKBarcodeFormatQR', message: ada.uuid }],
    });
  });

  it("wallet pass (google): a save link, not a download, whose token carries Ada's loyalty card", async () => {
    const url = new URL(await requestWalletPass(newer, 'google', () => ada));
    expect(url.href.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const claims = decodeJwt(url.pathname.split('/').pop()!) as { payload: { loyaltyObjects: object[] } };
    expect(claims.payload.loyaltyObjects).toEqual([expect.objectContaining({ accountId: ada.uuid })]);
  });

  it('wallet pass: a stale session is refused with 401, and without a shopper nothing is sent', async () => {
    await expect(
      requestWalletPass(newer, 'apple', () => ({ ...ada, token: 'expired' })),
    ).rejects.toMatchObject({
      status: 401,
    });
    await expect(requestWalletPass(newer, 'apple', () => null)).rejects.toBeInstanceOf(WalletPassSignInError);
  });

  it('wallet pass: an address that is not a web address is never followed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/users/:uuid/profile/wallet', () =>
        HttpResponse.json({ code: 200, message: 'OK', data: { type: 'apple', url: 'javascript:alert(1)' } }),
      ),
    );
    await expect(requestWalletPass(newer, 'apple', () => ada)).rejects.toBeInstanceOf(UnsafePassAddressError);
    vi.restoreAllMocks();
  });
});

describe('wallet passes by account backend', () => {
  it('wallet pass: offered on the newer account backend only (the older one has no wallet call)', () => {
    expect(offersWalletPasses(newer)).toBe(true);
    expect(offersWalletPasses(older)).toBe(false);
  });
});
