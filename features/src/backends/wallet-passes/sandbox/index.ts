import { http, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { SANDBOX_TENANT_TOKEN, sandboxPaths, TENANT_HEADER } from '../../../platform';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { jsonBody } from '../../../platform/sandbox/requests';
import { signedInAs } from '../../account/sandbox';
import type { components, paths } from '../generated/wallet-passes-evo';

type WalletType = components['schemas']['WalletType'];
const walletTypes: readonly WalletType[] = ['apple', 'google'];

/** Passes issued, by their one-off id: whose card, for which wallet. */
const issued = new BoundedMap<string, { uuid: string; name: string; type: WalletType }>();

/** Where the sandbox hands issued passes out (the real service's file host). */
const PASS_FILES = '/wallet-passes';

const failure = (status: number, message: string) =>
  Response.json({ code: status, message, data: null }, { status });

/**
 * The pass file. A real Apple pass is a signed archive the sandbox cannot sign, so it hands out the pass's
 * description (the card holder and the code a till scans) under the file name and type a wallet expects.
 */
function passFile(pass: { uuid: string; name: string; type: WalletType }): Response {
  const description = {
    formatVersion: 1,
    description: 'Club loyalty card',
    organizationName: 'Sandbox shop',
    holder: pass.name,
    barcode: { format: 'PKBarcodeFormatQR', message: pass.uuid, messageEncoding: 'utf-8' },
  };
  return new Response(JSON.stringify(description), {
    headers: {
      'content-type': pass.type === 'apple' ? 'application/vnd.apple.pkpass' : 'application/json',
      'content-disposition': `attachment; filename="loyalty-card${pass.type === 'apple' ? '.pkpass' : '-google.json'}"`,
    },
  });
}

export const handlers: RequestHandler[] = [
  createOpenApiHttp<paths>({ baseUrl: `*${sandboxPaths.accountEvo}` }).post(
    '/users/{uuid}/profile/wallet',
    async ({ request, params, response }) => {
      if (request.headers.get(TENANT_HEADER) !== SANDBOX_TENANT_TOKEN) return failure(403, 'Unknown tenant.');
      const me = signedInAs(request.headers.get('authorization'), params.uuid);
      if (!me.ok) return failure(me.status, me.message);
      const body = (await jsonBody(request)) as { type?: unknown };
      const type = walletTypes.find((candidate) => candidate === body.type);
      if (!type) return failure(400, 'The wallet type must be apple or google.');
      const passId = crypto.randomUUID();
      issued.set(passId, {
        uuid: me.value.uuid,
        name: `${me.value.firstName} ${me.value.lastName}`.trim(),
        type,
      });
      const url = new URL(`${sandboxPaths.accountEvo}${PASS_FILES}/${passId}`, request.url).toString();
      return response(200).json({ code: 200, message: 'OK', data: { type, url } });
    },
  ),
  http.get(`*${sandboxPaths.accountEvo}${PASS_FILES}/:passId`, ({ params }) => {
    const pass = issued.get(String(params.passId));
    return pass ? passFile(pass) : failure(404, 'This pass has expired. Please add your card again.');
  }),
];
