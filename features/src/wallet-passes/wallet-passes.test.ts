import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { signInSeededShopper } from '../account/testing';
import { SANDBOX_PASS_TYPE, sandboxPassAuthority } from '../backends/wallet-passes/sandbox/passFiles.server';
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

  it('wallet pass (apple): the loyalty card is issued and its address hands out a signed .pkpass (pass.json with the card code, manifest, PKCS #7 signature)', async () => {
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

    // A real pass: a zip of pass.json, images, a manifest of their SHA-1s and a signature of the manifest.
    const files = unzipSync(new Uint8Array(await pass.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png', 'manifest.json', 'signature']),
    );
    const passJson = JSON.parse(strFromU8(files['pass.json']!));
    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: SANDBOX_PASS_TYPE,
      storeCard: { primaryFields: [{ key: 'member', value: 'Ada Lovelace' }] },
      barcodes: [{ format: 'PKBarcodeFormatQR', message: ada.uuid }],
    });
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, string>;
    for (const [name, content] of Object.entries(files).filter(
      ([name]) => name !== 'manifest.json' && name !== 'signature',
    ))
      expect(manifest[name]).toBe(createHash('sha1').update(content).digest('hex'));

    // The signature is PKCS #7 over the manifest by a certificate of the sandbox's authority: openssl accepts it,
    // and refuses it for a manifest changed after signing.
    const dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
    writeFileSync(join(dir, 'manifest.json'), files['manifest.json']!);
    writeFileSync(join(dir, 'signature'), files['signature']!);
    writeFileSync(join(dir, 'authority.pem'), sandboxPassAuthority());
    const verify = (content: string) =>
      spawnSync('openssl', [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(dir, 'signature'),
        '-content',
        join(dir, content),
        '-CAfile',
        join(dir, 'authority.pem'),
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ]).status;
    expect(verify('manifest.json')).toBe(0);
    writeFileSync(join(dir, 'changed.json'), strFromU8(files['manifest.json']!).replace('"', ' "'));
    expect(verify('changed.json')).not.toBe(0);
    rmSync(dir, { recursive: true });
  });

  it("wallet pass (google): a save link, not a download, whose signed token carries Ada's loyalty card", async () => {
    const url = new URL(await requestWalletPass(newer, 'google', () => ada));
    expect(`${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`).toBe(
      'https://pay.google.com/gp/v/save/',
    );
    const token = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    expect(decodeProtectedHeader(token).alg).toBe('RS256');
    const claims = decodeJwt(token) as { aud: string; typ: string; payload: { loyaltyObjects: object[] } };
    expect(claims).toMatchObject({ aud: 'google', typ: 'savetowallet' });
    expect(claims.payload.loyaltyObjects).toEqual([
      expect.objectContaining({
        accountId: ada.uuid,
        accountName: 'Ada Lovelace',
        barcode: { type: 'QR_CODE', value: ada.uuid },
      }),
    ]);
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
