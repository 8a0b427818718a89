import { http as mswHttp, HttpResponse, type RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths as AccountEvoPaths } from '../../generated/account-evo';
import { sandboxPaths, sandboxRoute } from '../../../../platform';
import { hasCaptcha, hasTenant, jsonBody } from '../../../../platform/sandbox/requests';
import { readCheck, sandboxAgeVerificationMethods, startCheck, verifyNow } from './store';

export {
  resetAgeVerificationSandbox,
  SANDBOX_VERIFICATION_WORKFLOW,
  sandboxAgeVerificationMethods,
} from './store';

const http = createOpenApiHttp<AccountEvoPaths>({ baseUrl: `*${sandboxPaths.accountEvo}` });

/** Spec section 7: the age verification calls carry the tenant token and the captcha token. */
function refused(request: Request): { status: 403; message: string } | undefined {
  if (!hasTenant(request)) return { status: 403, message: 'Unknown tenant.' };
  if (!hasCaptcha(request)) return { status: 403, message: 'Captcha verification failed.' };
  return undefined;
}
const evoProblem = (status: number, message: string) => ({ code: status, message, data: null });

const evoHandlers = [
  http.get('/api/age-verification/methods', ({ request, response }) => {
    const no = refused(request);
    if (no) return response(403).json(evoProblem(no.status, no.message));
    return response(200).json({ code: 200, message: 'OK', data: sandboxAgeVerificationMethods });
  }),
  http.get('/api/age-verification/methods/has-hidden-verification', ({ request, response }) => {
    const no = refused(request);
    if (no) return response(403).json(evoProblem(no.status, no.message));
    return response(200).json({ code: 200, message: 'OK', data: { has_hidden_verification: false } });
  }),
  http.post('/api/age-verification/verify/init', async ({ request, response }) => {
    const no = refused(request);
    if (no) return response(403).json(evoProblem(no.status, no.message));
    const body = await jsonBody(request);
    if (!body.fields?.workflow_name || !body.fields.workflow_definition_id)
      return response(400).json(evoProblem(400, 'workflow_name and workflow_definition_id are required'));
    return response(200).json({ code: 200, message: 'OK', data: verifyNow(body.email) });
  }),
  http.post('/api/age-verification/verify/init-async', async ({ request, response }) => {
    const no = refused(request);
    if (no) return response(403).json(evoProblem(no.status, no.message));
    const body = await jsonBody(request);
    if (!body.fields?.dateOfBirth)
      return response(400).json(evoProblem(400, 'fields.dateOfBirth is required'));
    return response(200).json({
      code: 200,
      message: 'Started',
      data: startCheck(body.email, body.fields.dateOfBirth, body.country_code),
    });
  }),
  http.get('/api/age-verification/verify/init-async/{uuid}', ({ request, params, response }) => {
    const no = refused(request);
    if (no) return response(403).json(evoProblem(no.status, no.message));
    const check = readCheck(params.uuid);
    if (!check) return response(404).json(evoProblem(404, 'Verification not found'));
    return response(200).json({ code: 200, message: 'OK', data: check });
  }),
];

const legacy = (path: string) => sandboxRoute('accountLegacy', path);
const legacyProblem = (status: number, message: string) => HttpResponse.json({ message }, { status });
const guarded =
  <A extends { request: Request }>(resolve: (args: A) => Response | Promise<Response>) =>
  (args: A) => {
    const no = refused(args.request);
    return no ? legacyProblem(no.status, no.message) : resolve(args);
  };

const legacyHandlers = [
  mswHttp.get(
    legacy('/available-methods/:country'),
    guarded(() => HttpResponse.json(sandboxAgeVerificationMethods)),
  ),
  mswHttp.get(
    legacy('/has-hidden-verification'),
    guarded(() => HttpResponse.json({ has_hidden_verification: false })),
  ),
  mswHttp.post(
    legacy('/verify'),
    guarded(async ({ request }) => {
      const body = (await jsonBody(request, legacyProblem)) as {
        email: string;
        fields?: Record<string, string>;
      };
      if (!body.fields?.workflow_name || !body.fields.workflow_definition_id)
        return legacyProblem(400, 'workflow_name and workflow_definition_id are required');
      return HttpResponse.json(verifyNow(body.email));
    }),
  ),
  mswHttp.post(
    legacy('/init-async-verification'),
    guarded(async ({ request }) => {
      const body = (await jsonBody(request, legacyProblem)) as {
        email: string;
        country_code?: unknown;
        fields?: { dateOfBirth?: string };
      };
      if (!body.fields?.dateOfBirth) return legacyProblem(400, 'fields.dateOfBirth is required');
      return HttpResponse.json(startCheck(body.email, body.fields.dateOfBirth, body.country_code));
    }),
  ),
  mswHttp.get(
    legacy('/init-async-verification/:uuid'),
    guarded(
      ({ params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
        const check = readCheck(String(params.uuid));
        return check ? HttpResponse.json(check) : legacyProblem(404, 'Verification not found');
      },
    ),
  ),
];

/** Age verification on both account backends; resetAgeVerificationSandbox forgets running checks (tests). */
export const handlers: RequestHandler[] = [...evoHandlers, ...legacyHandlers];
