import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import { hasCaptcha, hasTenant, plainRefusal } from '../../../platform/sandbox/requests';
import { consumerRefusal, sandboxAccounts } from '../../account/sandbox';
import type { components, paths } from '../generated/trade-in';

/** The seeded programme: devices (the catalogue's `devices` category) are worth 30 EUR towards a new one. */
export const sandboxTradeInProgramme: components['schemas']['Configuration'] = {
  is_active: true,
  programme_name: 'Device trade-in',
  category_ids: ['devices'],
  credit: { value: 30, currency: 'EUR' },
  terms_url: null,
};

/**
 * A shopper who has traded a device in already (the account sandbox's new@example.com): the programme allows one
 * trade-in per shopper.
 */
export const SANDBOX_TRADED_IN_UUID = sandboxAccounts.find(
  (account) => account.email === 'new@example.com',
)!.uuid;

/** How many configuration calls the sandbox answered (the stale-for-5-s tests count them). */
let configurationCalls = 0;
/** Answers the next configuration call with 503 (the no-retry tests). */
let failNextConfiguration = false;

export const tradeInConfigurationCalls = () => configurationCalls;
export function failNextTradeInConfiguration(): void {
  failNextConfiguration = true;
}

/** Back to the seed (tests, stories). */
export function resetTradeInSandbox(): void {
  configurationCalls = 0;
  failNextConfiguration = false;
}

const problem = (code: number, message: string) => ({ code, message, data: null });
const ok = <T>(data: T) => ({ code: 200, message: 'OK', data });

/**
 * Eligibility checks the tenant, the identity token of the shopper the path names and the captcha (spec section 6), in
 * that order.
 */
function refusal(request: Request, shopper: string) {
  if (!hasTenant(request)) return Response.json(problem(403, 'Unknown tenant'), { status: 403 });
  const notTheirs = consumerRefusal(request, shopper, plainRefusal);
  if (notTheirs) return notTheirs;
  if (!hasCaptcha(request))
    return Response.json(problem(400, 'Captcha verification failed.'), { status: 400 });
  return undefined;
}

function tradeInHandlers(baseUrl: string) {
  const http = createOpenApiHttp<paths>({ baseUrl });
  return [
    http.get('/trade-in/configuration', ({ request, response }) => {
      configurationCalls += 1;
      if (!hasTenant(request))
        return response('default').json(problem(403, 'Unknown tenant'), { status: 403 });
      if (failNextConfiguration) {
        failNextConfiguration = false;
        return response('default').json(problem(503, 'Service unavailable'), { status: 503 });
      }
      return response(200).json(ok(sandboxTradeInProgramme));
    }),
    http.get('/trade-in/is-eligible/{uuid}', ({ request, params, response }) => {
      const refused = refusal(request, params.uuid);
      if (refused) return refused;
      return response(200).json(ok({ is_eligible: params.uuid !== SANDBOX_TRADED_IN_UUID }));
    }),
    http.get('/trade-in/is-eligible/{categoryId}/{userId}', ({ request, params, response }) => {
      const refused = refusal(request, params.userId);
      if (refused) return refused;
      return response(200).json(
        ok({
          is_eligible:
            params.userId !== SANDBOX_TRADED_IN_UUID &&
            sandboxTradeInProgramme.category_ids.includes(params.categoryId),
        }),
      );
    }),
  ];
}

/**
 * Both sides of the pair: the newer API under /api (on the newer engagement base, the default, and on the older one's
 * for a URL without evo that still asks /api), the older one at the engagement root.
 */
export const handlers: RequestHandler[] = [
  ...tradeInHandlers(`*${sandboxPaths.engagementEvo}/api`),
  ...tradeInHandlers(`*${sandboxPaths.engagement}/api`),
  ...tradeInHandlers(`*${sandboxPaths.engagement}`),
];
