import { registerSandboxCustomer } from '../../commerce';
import { checkPassword, passwordRequirementsOf, type BackendAddress, type Registration } from '../types';
import { resetCodes, sendCode, takeCode } from './codes';
import { answerPurposes, resetPurposes, sandboxPurposes } from './purposes';
import { randomId } from './randomId';
import { sandboxAccounts, sandboxPasswordSettings, type SandboxAccount } from './seed';

/**
 * The account service's state, shared by both sandboxes (one tenant's users, whichever API answers). Each operation
 * returns what happened; the backend handlers turn it into their own wire shape and status.
 */
export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; status: number; message: string; errors?: Record<string, string> };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const refuse = (status: number, message: string, errors?: Record<string, string>): Outcome<never> => ({
  ok: false,
  status,
  message,
  ...(errors ? { errors } : {}),
});

const fresh = (): SandboxAccount[] => sandboxAccounts.map((account) => structuredClone(account) as SandboxAccount);
let accounts = fresh();
const sessions = new Map<string, string>();
const resetTokens = new Map<string, string>();
const verifications = new Map<string, { identifier: string; status: 'pending' | 'validated' }>();

const findByEmail = (email: string) => accounts.find((account) => account.email === email.trim().toLowerCase());
const findByUuid = (uuid: string) => accounts.find((account) => account.uuid === uuid);

export function openSession(email: string, password: string): { token: string; account: SandboxAccount } | undefined {
  const account = findByEmail(email);
  if (!account || account.password !== password || account.status !== 'active') return undefined;
  const token = `sandbox-session-${randomId()}`;
  sessions.set(token, account.uuid);
  // The shop signs in with the account's Magento token, so the commerce sandbox must know every shopper who signs in,
  // a newly registered one too: otherwise their customer cart is refused and the guest cart cannot merge into it.
  registerSandboxCustomer({
    token: account.magentoToken,
    email: account.email,
    firstname: account.firstName,
    lastname: account.lastName,
    uuid: account.uuid,
  });
  return { token, account };
}

const tokenOf = (authorization: string | null) => authorization?.replace(/^Bearer\s+/i, '') ?? '';

export function accountOfToken(authorization: string | null): SandboxAccount | undefined {
  const uuid = sessions.get(tokenOf(authorization));
  return uuid ? findByUuid(uuid) : undefined;
}

/** A signed-in call: a live identity token for the account named in the path, else 401. */
export function signedInAs(authorization: string | null, uuid?: string): Outcome<SandboxAccount> {
  const account = accountOfToken(authorization);
  if (!account) return refuse(401, 'Session expired or missing. Please sign in again.');
  if (uuid !== undefined && account.uuid !== uuid) return refuse(401, 'This session belongs to another user.');
  return ok(account);
}

export const closeSession = (authorization: string | null) => sessions.delete(tokenOf(authorization));
export const isOpenSession = (token: string) => sessions.has(token);

function closeSessionsOf(uuid: string) {
  for (const [token, owner] of sessions) if (owner === uuid) sessions.delete(token);
}

function passwordProblem(password: string, email: string): Record<string, string> | undefined {
  const unmet = checkPassword(password, passwordRequirementsOf(sandboxPasswordSettings), email).filter((check) => !check.met);
  return unmet.length ? { password: `Password does not meet: ${unmet.map((check) => check.rule).join(', ')}` } : undefined;
}

/** Each backend's handler reads its own wire body into the shop's Registration first (date of birth as an ISO date). */
export function register(input: Registration): Outcome<SandboxAccount> {
  const missing = Object.fromEntries(
    (['email', 'password', 'firstName', 'lastName'] as const).filter((field) => !input[field]).map((field) => [field, 'Required']),
  );
  if (Object.keys(missing).length) return refuse(400, 'Some fields are missing.', missing);
  if (findByEmail(input.email)) return refuse(409, 'An account with this e-mail address already exists.');
  const weak = passwordProblem(input.password, input.email);
  if (weak) return refuse(400, 'The password does not meet the requirements.', weak);
  const mandatory = sandboxPurposes.filter((purpose) => purpose.mandatory).map((purpose) => purpose.id);
  if (mandatory.some((id) => !input.consents.some((consent) => consent.id === id && consent.accepted))) {
    return refuse(400, 'Mandatory consents must be accepted.', { consents: 'Required' });
  }
  const uuid = crypto.randomUUID();
  const account: SandboxAccount = {
    uuid,
    email: input.email.trim().toLowerCase(),
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth,
    telephone: input.telephone,
    gender: '',
    isAgeVerified: false,
    magentoToken: `sandbox-customer-token-${uuid}`,
    addresses: [],
    extra: { ...input.customAttributes },
    status: 'active',
  };
  accounts.push(account);
  answerPurposes(uuid, input.consents);
  return ok(account);
}

export function forgetPassword(email: string): void {
  // Unknown addresses get the same answer, so the form does not reveal who has an account.
  const account = findByEmail(email);
  if (account) resetTokens.set(sendCode(account.email, 'password reset token'), account.uuid);
}

/** The reset token last sent to an e-mail address (the sandbox log shows it too). */
export function resetPassword(token: string, password: string, confirmation: string): Outcome {
  const account = findByUuid(resetTokens.get(token) ?? '');
  if (!account) return refuse(404, 'This reset link has expired or is unknown.');
  if (password !== confirmation) return refuse(400, 'The passwords do not match.', { password_confirmation: 'Does not match' });
  const weak = passwordProblem(password, account.email);
  if (weak) return refuse(400, 'The password does not meet the requirements.', weak);
  account.password = password;
  resetTokens.delete(token);
  takeCode(account.email, token);
  return ok(undefined);
}

export function changePassword(account: SandboxAccount, current: string, next: string, confirmation = next): Outcome {
  if (account.password !== current) return refuse(400, 'The current password is not right.', { current_password: 'Wrong password' });
  if (next !== confirmation) return refuse(400, 'The passwords do not match.', { new_password_confirmation: 'Does not match' });
  const weak = passwordProblem(next, account.email);
  if (weak) return refuse(400, 'The password does not meet the requirements.', weak);
  account.password = next;
  return ok(undefined);
}

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  telephone?: string;
  gender?: string;
  extra?: Record<string, string>;
}

export function updateProfile(account: SandboxAccount, update: ProfileUpdate): Outcome<SandboxAccount> {
  if (update.firstName === '' || update.lastName === '') return refuse(400, 'Names cannot be empty.', { firstname: 'Required' });
  if (update.dateOfBirth && !/^\d{4}-\d{2}-\d{2}$/.test(update.dateOfBirth)) return refuse(400, 'Invalid date of birth.', { dob: 'Invalid date' });
  Object.assign(
    account,
    Object.fromEntries(Object.entries(update).filter(([key, value]) => value !== undefined && key !== 'extra')),
  );
  if (update.extra) account.extra = { ...account.extra, ...update.extra };
  return ok(account);
}

function addressProblem(address: BackendAddress): Record<string, string> | undefined {
  const missing: Record<string, string> = {};
  for (const field of ['first_name', 'last_name', 'post_code', 'city', 'country_code'] as const) if (!address[field]) missing[field] = 'Required';
  if (!address.street?.[0]) missing.street = 'Required';
  if ((address.street?.length ?? 0) > 3) missing.street = 'At most three lines';
  return Object.keys(missing).length ? missing : undefined;
}

/** A default address is one per use: setting it on one takes it from the others. */
function claimDefaults(account: SandboxAccount, owner: BackendAddress & { id: string }) {
  for (const other of account.addresses) {
    if (other.id === owner.id) continue;
    if (owner.default_billing) other.default_billing = false;
    if (owner.default_shipping) other.default_shipping = false;
  }
}

export function createAddress(account: SandboxAccount, address: BackendAddress): Outcome<BackendAddress & { id: string }> {
  const problem = addressProblem(address);
  if (problem) return refuse(400, 'The address is incomplete.', problem);
  const created = { ...address, id: `addr-${randomId().slice(0, 12)}` };
  account.addresses.push(created);
  claimDefaults(account, created);
  return ok(created);
}

export function updateAddress(account: SandboxAccount, id: string, address: BackendAddress): Outcome<BackendAddress & { id: string }> {
  const index = account.addresses.findIndex((candidate) => candidate.id === id);
  if (index === -1) return refuse(404, 'Address not found.');
  const problem = addressProblem(address);
  if (problem) return refuse(400, 'The address is incomplete.', problem);
  const updated = { ...address, id };
  account.addresses[index] = updated;
  claimDefaults(account, updated);
  return ok(updated);
}

export function deleteAddress(account: SandboxAccount, id: string): Outcome {
  const before = account.addresses.length;
  account.addresses = account.addresses.filter((address) => address.id !== id);
  return account.addresses.length === before ? refuse(404, 'Address not found.') : ok(undefined);
}

export function setDefaultAddress(account: SandboxAccount, id: string, use: 'billing' | 'shipping'): Outcome {
  const address = account.addresses.find((candidate) => candidate.id === id);
  if (!address) return refuse(404, 'Address not found.');
  if (use === 'billing') address.default_billing = true;
  else address.default_shipping = true;
  claimDefaults(account, address);
  return ok(undefined);
}

export function requestEmailChange(account: SandboxAccount, email: string): Outcome {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return refuse(400, 'Invalid e-mail address.', { email: 'Invalid' });
  if (findByEmail(email)) return refuse(409, 'An account with this e-mail address already exists.');
  account.pendingEmail = email.trim().toLowerCase();
  sendCode(account.pendingEmail);
  return ok(undefined);
}

export function confirmEmailChange(account: SandboxAccount, code: string): Outcome {
  if (!account.pendingEmail) return refuse(400, 'No e-mail change is waiting for a code.');
  if (!takeCode(account.pendingEmail, code)) return refuse(400, 'The code is not right or has expired.', { code: 'Invalid code' });
  account.email = account.pendingEmail;
  delete account.pendingEmail;
  return ok(undefined);
}

/** Action verification (newer) and send-otc (older): a code goes to the phone; the verification waits for it. */
export function startVerification(identifier: string): Outcome<string> {
  if (!/^(\+|00)?\d{6,15}$/.test(identifier)) return refuse(400, 'Invalid phone number.', { identifier: 'Invalid' });
  const uuid = crypto.randomUUID();
  verifications.set(uuid, { identifier, status: 'pending' });
  sendCode(identifier);
  return ok(uuid);
}

export function verifyCode(uuid: string, code: string): Outcome {
  const verification = verifications.get(uuid);
  if (!verification) return refuse(404, 'Verification not found.');
  if (!takeCode(verification.identifier, code)) return refuse(400, 'The code is not right or has expired.', { code: 'Invalid code' });
  verification.status = 'validated';
  return ok(undefined);
}

export const verificationOf = (uuid: string) => verifications.get(uuid);

export function verificationStatusOf(identifier: string): 'validated' | 'not_validated' {
  return [...verifications.values()].some((verification) => verification.identifier === identifier && verification.status === 'validated')
    ? 'validated'
    : 'not_validated';
}

export function changePhone(account: SandboxAccount, phone: string, verificationUuid: string): Outcome {
  const verification = verifications.get(verificationUuid);
  if (verification?.status !== 'validated' || verification.identifier !== phone) {
    return refuse(400, 'The phone number has not been verified.', { phone: 'Not verified' });
  }
  account.telephone = phone;
  return ok(undefined);
}

export function closeAccount(account: SandboxAccount, status: 'cancelled' | 'deactivated'): void {
  account.status = status;
  closeSessionsOf(account.uuid);
}

export function privacyRequest(body: { email?: string; request_types?: string[]; first_name?: string; last_name?: string }): Outcome {
  if (!body.email || !body.first_name || !body.last_name) return refuse(400, 'Name and e-mail address are required.');
  if (!body.request_types?.length) return refuse(400, 'Choose at least one request type.', { request_types: 'Required' });
  console.info(`[sandbox] privacy request from ${body.email}: ${body.request_types.join(', ')}`);
  return ok(undefined);
}

/** Puts every account back as seeded and forgets sessions, codes, tokens and consent answers (tests). */
export function resetAccountSandbox(): void {
  accounts = fresh();
  sessions.clear();
  resetTokens.clear();
  verifications.clear();
  resetCodes();
  resetPurposes();
}

/** The age verification sandbox marks a shopper verified once a check succeeds. */
export function markAgeVerified(email: string): boolean {
  const account = findByEmail(email);
  if (account) account.isAgeVerified = true;
  return account !== undefined;
}
