import forge from 'node-forge';
import { generateKeyPair, SignJWT } from 'jose';
import { PKPass } from 'passkit-generator';
import icon from './pass-model/icon.png?inline';
import icon2x from './pass-model/icon@2x.png?inline';
import icon3x from './pass-model/icon@3x.png?inline';
import logo from './pass-model/logo.png?inline';
import logo2x from './pass-model/logo@2x.png?inline';

/** The card a pass is made for: whose it is and the code a till scans (the consumer's uuid, as the shopper's QR code). */
export interface ClubCard {
  serial: string;
  uuid: string;
  name: string;
}

/** The sandbox's Apple identifiers: a pass type and team no real wallet trusts, since the test certificate is ours. */
export const SANDBOX_PASS_TYPE = 'pass.test.storefront.club';
const SANDBOX_TEAM = 'SANDBOX000';
/** The sandbox's Google Wallet issuer and service account: only the sandbox's own key signs for them. */
export const SANDBOX_GOOGLE_ISSUER = '3388000000000000000';
const SANDBOX_GOOGLE_ACCOUNT = 'wallet@storefront-sandbox.iam.gserviceaccount.com';

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

interface TestCertificates {
  wwdr: string;
  signerCert: string;
  signerKey: string;
}

/**
 * A certificate authority standing in for Apple's WWDR and a pass type certificate it signed, made once per process
 * the first time a pass is asked for (the keys never leave memory). A real shop's account service signs with the
 * certificates Apple issued to it; a pass signed here opens in tools that check the signature, not in a real Wallet.
 */
let certificates: TestCertificates | undefined;
function testCertificates(): TestCertificates {
  if (certificates) return certificates;
  const { pki, md } = forge;
  const certify = (
    keys: forge.pki.rsa.KeyPair,
    serial: string,
    subject: string,
    issuer: { name: string; key: forge.pki.rsa.PrivateKey },
    authority: boolean,
  ) => {
    const cert = pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = serial;
    cert.validity.notBefore = new Date(Date.now() - 60_000);
    cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
    cert.setSubject([{ name: 'commonName', value: subject }]);
    cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
    cert.setExtensions([{ name: 'basicConstraints', cA: authority }]);
    cert.sign(issuer.key, md.sha256.create());
    return cert;
  };
  const authorityKeys = pki.rsa.generateKeyPair(2048);
  const authorityName = 'Storefront sandbox wallet authority (test only)';
  const authority = certify(
    authorityKeys,
    '01',
    authorityName,
    { name: authorityName, key: authorityKeys.privateKey },
    true,
  );
  const signerKeys = pki.rsa.generateKeyPair(2048);
  const signer = certify(
    signerKeys,
    '02',
    `Pass Type ID: ${SANDBOX_PASS_TYPE}`,
    { name: authorityName, key: authorityKeys.privateKey },
    false,
  );
  certificates = {
    wwdr: pki.certificateToPem(authority),
    signerCert: pki.certificateToPem(signer),
    signerKey: pki.privateKeyToPem(signerKeys.privateKey),
  };
  return certificates;
}

/** The sandbox authority's certificate, for tests that check a pass's signature. */
export const sandboxPassAuthority = () => testCertificates().wwdr;

/** An Apple Wallet store card (.pkpass): pass.json, images, manifest and a detached PKCS #7 signature, zipped. */
export function applePass(card: ClubCard): Buffer {
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: SANDBOX_PASS_TYPE,
    teamIdentifier: SANDBOX_TEAM,
    organizationName: 'Storefront',
    description: 'Club loyalty card',
    logoText: 'Storefront Club',
    foregroundColor: 'rgb(255, 255, 255)',
    backgroundColor: 'rgb(15, 118, 110)',
    labelColor: 'rgb(204, 251, 241)',
    storeCard: {
      primaryFields: [{ key: 'member', label: 'Member', value: card.name }],
      secondaryFields: [{ key: 'club', label: 'Club', value: 'Show this card to collect points' }],
    },
  };
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(passJson)),
      'icon.png': bytesOf(icon),
      'icon@2x.png': bytesOf(icon2x),
      'icon@3x.png': bytesOf(icon3x),
      'logo.png': bytesOf(logo),
      'logo@2x.png': bytesOf(logo2x),
    },
    testCertificates(),
    { serialNumber: card.serial },
  );
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: card.uuid, messageEncoding: 'iso-8859-1' });
  return pass.getAsBuffer();
}

let googleKey: Promise<CryptoKey> | undefined;

/**
 * Google Wallet's "save" link: https://pay.google.com/gp/v/save/ followed by a JWT (RS256, audience google, type
 * savetowallet) carrying the loyalty object, signed by the issuer's service account; the sandbox's key is made once
 * per process. Opening the link adds the card in the shopper's Google account; no file is downloaded.
 */
export async function googleSaveLink(card: ClubCard): Promise<string> {
  googleKey ??= generateKeyPair('RS256').then((pair) => pair.privateKey);
  const token = await new SignJWT({
    typ: 'savetowallet',
    payload: {
      loyaltyObjects: [
        {
          id: `${SANDBOX_GOOGLE_ISSUER}.${card.serial}`,
          classId: `${SANDBOX_GOOGLE_ISSUER}.club`,
          state: 'ACTIVE',
          accountId: card.uuid,
          accountName: card.name,
          barcode: { type: 'QR_CODE', value: card.uuid },
        },
      ],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(SANDBOX_GOOGLE_ACCOUNT)
    .setAudience('google')
    .setIssuedAt()
    .sign(await googleKey);
  return `https://pay.google.com/gp/v/save/${token}`;
}
