import { beforeEach, describe, expect, it } from 'vitest';
import { seededShoppersBeforeEach } from '../backends/account/sandbox/testing';
import { configFromEnv, HttpError, TENANT_HEADER } from '../platform';
import { sandboxServerForTests } from '../platform/sandbox/testing';
import { resetAccountSandbox } from '../backends/account/sandbox';
import {
  failNextTrialEligibility,
  resetTrialsSandbox,
  SANDBOX_TRIAL_ELIGIBLE_UUID,
  SANDBOX_TRIAL_INELIGIBLE_UUID,
  SANDBOX_TRIAL_PROGRAMME,
} from '../backends/trials/sandbox';
import { createTrialsApi } from './api';
import { ConsumerNotDefinedError } from './types';

const server = sandboxServerForTests();
const sent: Array<{ call: string; authorization: string | null; tenant: string | null }> = [];
server.events.on('request:start', ({ request }) => {
  sent.push({
    call: `${request.method} ${new URL(request.url).pathname}`,
    authorization: request.headers.get('authorization'),
    tenant: request.headers.get(TENANT_HEADER),
  });
});
// Ada has never had the trial; Noor (new@) had it already. Each is signed in to the account sandbox.
const { ada, noor } = seededShoppersBeforeEach(resetTrialsSandbox, resetAccountSandbox);
beforeEach(() => {
  sent.length = 0;
});

const newer = configFromEnv({ ENGAGEMENT_API_URL: 'http://shop.test/sandbox/engagement-evo' });
const older = configFromEnv({ ENGAGEMENT_API_URL: 'http://shop.test/sandbox/engagement' });
const trials = (identity: { uuid: string; token: string } | null = ada, config = newer) =>
  createTrialsApi(config, () => identity);

describe('trial eligibility', () => {
  it('GET /api/trials/is-eligible/{program}/{consumer} (newer): the seeded shopper who never had a trial may start one', async () => {
    expect(trials().side).toBe('newer');
    expect(await trials().isEligible(SANDBOX_TRIAL_PROGRAMME)).toEqual({ eligible: true });
    expect(sent).toEqual([
      {
        call: `GET /sandbox/engagement-evo/api/trials/is-eligible/${SANDBOX_TRIAL_PROGRAMME}/${SANDBOX_TRIAL_ELIGIBLE_UUID}`,
        authorization: `Bearer ${ada.token}`,
        tenant: newer.tenantToken,
      },
    ]);
  });

  it('eligibility is per consumer: a shopper who had the trial already may not start it again', async () => {
    expect(SANDBOX_TRIAL_INELIGIBLE_UUID).toBe(noor.uuid);
    expect(await trials(noor).isEligible(SANDBOX_TRIAL_PROGRAMME)).toEqual({
      eligible: false,
      reason: 'already_trialled',
    });
  });

  it('eligibility is per programme: an unknown programme is a 404 failure, not a no', async () => {
    const failure = await trials()
      .isEligible('no-such-trial')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 404 });
  });

  it('a failing trial service (503) and a call without the identity token (401) are failures the widget reports', async () => {
    failNextTrialEligibility();
    await expect(trials().isEligible(SANDBOX_TRIAL_PROGRAMME)).rejects.toMatchObject({ status: 503 });
    await expect(
      createTrialsApi(newer, () => ({ uuid: SANDBOX_TRIAL_ELIGIBLE_UUID, token: '' })).isEligible(
        SANDBOX_TRIAL_PROGRAMME,
      ),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('abuse: the trials sandbox answers 403 when the token belongs to another shopper, and 401 without a live session', async () => {
    await expect(trials(ada).isEligible(SANDBOX_TRIAL_PROGRAMME, noor.uuid)).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      trials({ uuid: ada.uuid, token: 'guessed-token' }).isEligible(SANDBOX_TRIAL_PROGRAMME),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('no consumer, no call: a guest has no eligibility to ask about', async () => {
    await expect(trials(null).isEligible(SANDBOX_TRIAL_PROGRAMME)).rejects.toBeInstanceOf(
      ConsumerNotDefinedError,
    );
    expect(sent).toEqual([]);
  });

  it('older engagement API: the spec gives it no trial call, so no trial is offered and nothing is called', async () => {
    expect(trials(ada, older).side).toBe('older');
    expect(await trials(ada, older).isEligible(SANDBOX_TRIAL_PROGRAMME)).toEqual({
      eligible: false,
      reason: 'not_offered',
    });
    expect(sent).toEqual([]);
  });
});
