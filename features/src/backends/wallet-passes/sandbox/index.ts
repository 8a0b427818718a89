import { http, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { hasTenant, jsonBody } from '../../../platform/sandbox/requests';
import { signedInAs } from '../../account/sandbox';
import type { components, paths } from '../generated/wallet-passes-evo';

type WalletType = components['schemas']['WalletType'];
const walletTypes: readonly WalletType[] = ['apple', 'google'];

/** Apple passes issued, by their one-off id: whose card. */
const issued = new BoundedMap<string, { uuid: string; name: string }>();

/** Where the sandbox hands Apple passes out (the real service's file host). */
const PASS_FILES = '/wallet-passes';

const failure = (status: number, message: string) =>
  Response.json({ code: status, message, data: null }, { status });

// Signing needs Node (node-forge, Buffer); Storybook runs these handlers in the browser and never asks for a pass.
const passFiles = () => import('./passFiles.server');

export const handlers: RequestHandler[] = [
  createOpenApiHttp<paths>({ baseUrl: `*${sandboxPaths.accountEvo}` }).post(
    '/users/{uuid}/profile/wallet',
    async ({ request, params, response }) => {
      if (!hasTenant(request)) return failure(403, 'Unknown tenant.');
      const me = signedInAs(request.headers.get('authorization'), params.uuid);
      if (!me.ok) return failure(me.status, me.message);
      const body = (await jsonBody(request)) as { type?: unknown };
      const type = walletTypes.find((candidate) => candidate === body.type);
      if (!type) return failure(400, 'The wallet type must be apple or google.');
      const card = {
        serial: crypto.randomUUID(),
        uuid: me.value.uuid,
        name: `${me.value.firstName} ${me.value.lastName}`.trim(),
      };
      // Apple's pass is a signed file to fetch; Google's is a save link whose signed token carries the card.
      let url: string;
      if (type === 'google') url = await (await passFiles()).googleSaveLink(card);
      else {
        issued.set(card.serial, card);
        url = new URL(`${sandboxPaths.accountEvo}${PASS_FILES}/${card.serial}`, request.url).toString();
      }
      return response(200).json({ code: 200, message: 'OK', data: { type, url } });
    },
  ),
  http.get(`*${sandboxPaths.accountEvo}${PASS_FILES}/:serial`, async ({ params }) => {
    const card = issued.get(String(params.serial));
    if (!card) return failure(404, 'This pass has expired. Please add your card again.');
    return new Response(
      new Uint8Array((await passFiles()).applePass({ serial: String(params.serial), ...card })),
      {
        headers: {
          'content-type': 'application/vnd.apple.pkpass',
          'content-disposition': 'attachment; filename="loyalty-card.pkpass"',
        },
      },
    );
  }),
];
