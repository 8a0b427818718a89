import { markAgeVerified, notePassedAgeVerification } from '../store';
import { BoundedMap } from '../../../../platform/sandbox/bounded';
import { dateOfBirthProblem } from '../../../../platform/legal-age';

/** The workflow the sandbox's synchronous method runs (the site's default AGE_VERIFICATION_WORKFLOW_ID). */
export const SANDBOX_VERIFICATION_WORKFLOW = { workflowName: 'age-check', workflowDefinitionId: 'sandbox-1' };

/** The sandbox's provider: adults pass, minors fail, async checks answer after a couple of polls. */
export const sandboxAgeVerificationMethods = [
  {
    code: 'id-scan',
    name: 'Scan an identity document',
    is_async: false,
    fields: ['workflow_name', 'workflow_definition_id'],
  },
  {
    code: 'credit-bureau',
    name: 'Check with a credit bureau',
    is_async: true,
    fields: ['dateOfBirth', 'firstName', 'lastName'],
  },
];

/** Polls before an async check has its answer; the first answers use a provider word that counts as pending. */
const POLLS_BEFORE_ANSWER = 2;

const checks = new BoundedMap<string, { email: unknown; adult: boolean; polls: number }>();

/** The provider holds the date of birth to the legal age of the check's country, as the shop's forms do. */
export function isAdult(dateOfBirth: unknown, country: unknown, today = new Date()): boolean {
  if (typeof dateOfBirth !== 'string' || typeof country !== 'string') return false;
  return dateOfBirthProblem(dateOfBirth, country, today) === undefined;
}

export function verifyNow(email: unknown) {
  const known = markAgeVerified(email);
  const uuid = crypto.randomUUID();
  if (known) notePassedAgeVerification(uuid, email);
  return {
    is_verified: known,
    verification_performed: true,
    uuid,
    status_from_provider: known ? 'approved' : 'declined',
    consumer_data: null,
    error: known ? null : 'No account for this e-mail address',
  };
}

export function startCheck(email: unknown, dateOfBirth: unknown, country: unknown) {
  const uuid = crypto.randomUUID();
  checks.set(uuid, { email, adult: isAdult(dateOfBirth, country), polls: 0 });
  return { uuid, status: 'pending', verification_performed: false, data: null };
}

export function readCheck(uuid: string) {
  const check = checks.get(uuid);
  if (!check) return undefined;
  check.polls += 1;
  if (check.polls <= POLLS_BEFORE_ANSWER)
    return {
      uuid,
      status: check.polls === 1 ? 'in_review' : 'pending',
      verification_performed: false,
      data: null,
    };
  if (check.adult) {
    markAgeVerified(check.email);
    notePassedAgeVerification(uuid, check.email);
  }
  return { uuid, status: check.adult ? 'success' : 'failed', verification_performed: true, data: null };
}

export function resetAgeVerificationSandbox(): void {
  checks.clear();
}
