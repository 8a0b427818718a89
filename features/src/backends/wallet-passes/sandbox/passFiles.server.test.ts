import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { applePass, googleSaveLink, SANDBOX_PASS_TYPE, sandboxPassAuthority } from './passFiles.server';

const card = { serial: 'serial-1', uuid: 'consumer-ada', name: 'Ada Lovelace' };

describe('sandbox wallet passes', () => {
  it('wallet pass (apple): a signed .pkpass: pass.json, images, a manifest of their SHA-1s and a PKCS #7 signature that openssl accepts, and refuses for a changed manifest', () => {
    const files = unzipSync(new Uint8Array(applePass(card)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['pass.json', 'icon.png', 'icon@2x.png', 'manifest.json', 'signature']),
    );
    expect(JSON.parse(strFromU8(files['pass.json']!))).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: SANDBOX_PASS_TYPE,
      serialNumber: card.serial,
      barcodes: [{ format: 'PKBarcodeFormatQR', message: card.uuid }],
    });
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, string>;
    for (const [name, content] of Object.entries(files))
      if (name !== 'manifest.json' && name !== 'signature')
        expect(manifest[name]).toBe(createHash('sha1').update(content).digest('hex'));

    const dir = mkdtempSync(join(tmpdir(), 'pkpass-'));
    writeFileSync(join(dir, 'manifest.json'), files['manifest.json']!);
    writeFileSync(join(dir, 'changed.json'), strFromU8(files['manifest.json']!).replace('{', '{ '));
    writeFileSync(join(dir, 'signature'), files['signature']!);
    writeFileSync(join(dir, 'authority.pem'), sandboxPassAuthority());
    const verify = (content: string) =>
      spawnSync('openssl', [
        ...['smime', '-verify', '-binary', '-inform', 'DER', '-purpose', 'any', '-out', '/dev/null'],
        ...[
          '-in',
          join(dir, 'signature'),
          '-content',
          join(dir, content),
          '-CAfile',
          join(dir, 'authority.pem'),
        ],
      ]).status;
    expect(verify('manifest.json')).toBe(0);
    expect(verify('changed.json')).not.toBe(0);
    rmSync(dir, { recursive: true });
  });

  it("wallet pass (google): a save link whose RS256 token, for Google's save-to-wallet, carries the loyalty card", async () => {
    const url = new URL(await googleSaveLink(card));
    expect(url.origin).toBe('https://pay.google.com');
    const [, token] = /^\/gp\/v\/save\/(.+)$/.exec(url.pathname) ?? [];
    expect(decodeProtectedHeader(token!).alg).toBe('RS256');
    const claims = decodeJwt(token!) as { aud: string; typ: string; payload: { loyaltyObjects: object[] } };
    expect(claims).toMatchObject({ aud: 'google', typ: 'savetowallet' });
    expect(claims.payload.loyaltyObjects).toEqual([
      expect.objectContaining({
        accountId: card.uuid,
        accountName: card.name,
        barcode: { type: 'QR_CODE', value: card.uuid },
      }),
    ]);
  });
});
