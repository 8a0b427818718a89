import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { sandboxPaths } from '../../../platform';
import { hasTenant, plainRefusal } from '../../../platform/sandbox/requests';
import { consumerRefusal } from '../../account/sandbox';
import type { paths } from '../generated/trials-evo';

/** The seeded programme: a device on trial for 14 days, bought through the commerce backend's trial store view. */
export const SANDBOX_TRIAL_PROGRAMME = 'device-trial';
/** Ada (the account sandbox's ada@example.com) has never had a trial: she may start one. */
export const SANDBOX_TRIAL_ELIGIBLE_UUID = 'a1d4c0de-0000-4000-8000-000000000001';
/** The account sandbox's new@example.com had this programme's trial already. */
export const SANDBOX_TRIAL_INELIGIBLE_UUID = 'a1d4c0de-0000-4000-8000-000000000002';

/** Answers the next eligibility call with 503 (the failure tests and stories). */
let failNext = false;
export function failNextTrialEligibility(): void {
  failNext = true;
}

/** Back to the seed (tests, stories). */
export function resetTrialsSandbox(): void {
  failNext = false;
}

const problem = (code: number, message: string) => ({ code, message, data: null });

const http = createOpenApiHttp<paths>({ baseUrl: `*${sandboxPaths.engagementEvo}/api` });

export const handlers: RequestHandler[] = [
  http.get('/trials/is-eligible/{program}/{consumer}', ({ request, params, response }) => {
    if (!hasTenant(request)) return response('default').json(problem(403, 'Unknown tenant'), { status: 403 });
    // The shopper's own eligibility only: no live session is a 401, another consumer's token a 403.
    const notTheirs = consumerRefusal(request, params.consumer, plainRefusal);
    if (notTheirs) return notTheirs;
    if (failNext) {
      failNext = false;
      return response('default').json(problem(503, 'Service unavailable'), { status: 503 });
    }
    if (params.program !== SANDBOX_TRIAL_PROGRAMME)
      return response('default').json(problem(404, 'Trial program not found'), { status: 404 });
    const trialled = params.consumer === SANDBOX_TRIAL_INELIGIBLE_UUID;
    return response(200).json({
      code: 200,
      message: 'OK',
      data: { is_eligible: !trialled, reason: trialled ? 'already_trialled' : null },
    });
  }),
];
