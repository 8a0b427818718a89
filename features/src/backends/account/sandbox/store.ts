import {
  reportSandboxAgeCheck,
  renameSandboxCustomer,
  sandboxCountries,
  sandboxStores,
  signInSandboxCustomer,
} from '../../commerce/sandbox';
import {
  checkPassword,
  passwordRequirementsOf,
  type BackendAddress,
  type Registration,
} from '../contract/wire';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { dateOfBirthProblem } from '../../../platform/legal-age';
import {
  addressProblems,
  nameRules,
  phoneProblem,
  postcodeRulesOf,
  textProblem,
  type AddressRules,
  type CheckedAddressField,
  type Words,
} from '../../../platform/fields';
import { fieldMessages } from '../../../platform/fields/messages';
import { translate } from '../../../platform/i18n/translate';
import { dropCode, MAX_CODE_GUESSES, resetCodes, sandboxCodeFor, sendCode, takeCode } from './codes';
import { answerPurposes, resetPurposes, sandboxPurposes } from './purposes';
import { randomId } from './randomId';
import { sandboxAccounts, sandboxPasswordSettings, type SandboxAccount } from './seed';

/**
 * The account service's state, shared by both sandboxes (one tenant's users, whichever API answers). Each operation
 * returns what happened; the backend handlers turn it into their own wire shape and status.
 */
export type Outcome<T = undefined> =
  { ok: true; value: T } | { ok: false; status: number; message: string; errors?: Record<string, string> };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
/** The tenant's market: the service holds a date of birth to its legal age, as the shop's forms do (docs/age-rule.md). */
const SANDBOX_MARKET = 'DE';
const dateOfBirthRefused = (dateOfBirth: string | undefined) =>
  dateOfBirth ? dateOfBirthProblem(dateOfBirth, SANDBOX_MARKET) !== undefined : false;

const refuse = (status: number, message: string, errors?: Record<string, string>): Outcome<never> => ({
  ok: false,
  status,
  message,
  ...(errors ? { errors } : {}),
});

/** Addresses one account keeps, as the real service caps its address book. */
export const MAX_ADDRESSES = 20;
/** Entries of an account's `extra` record. */
export const MAX_EXTRA_FIELDS = 50;

const seededUuids = new Set(sandboxAccounts.map((account) => account.uuid));
/** Every account by uuid: registrations past the store limit push out the oldest, never a seeded shopper. */
function fresh(): BoundedMap<string, SandboxAccount> {
  const map = new BoundedMap<string, SandboxAccount>(undefined, (uuid) => seededUuids.has(uuid));
  for (const account of sandboxAccounts) map.set(account.uuid, structuredClone(account) as SandboxAccount);
  return map;
}
let accounts = fresh();
const sessions = new BoundedMap<string, string>();
const resetTokens = new BoundedMap<string, string>();
const verifications = new BoundedMap<string, { identifier: string; status: 'pending' | 'validated' }>();
/** Unknown reset tokens tried since open links were last voided for it. */
let unknownResetTokens = 0;

/** A request's value where a text is expected; any other JSON type counts as missing. */
const isText = (value: unknown): value is string => typeof value === 'string';

const findByEmail = (email: unknown) =>
  isText(email)
    ? [...accounts.values()].find((account) => account.email === email.trim().toLowerCase())
    : undefined;
const findByUuid = (uuid: string) => accounts.get(uuid);

/** The uuid of the account an address belongs to (the newsletter service keys an account's subscription by it). */
export const accountUuidOfEmail = (email: string): string | undefined => findByEmail(email)?.uuid;

/** How many accounts the sandbox holds (the store limit test reads it). */
export const accountCount = () => accounts.size;

export function openSession(
  email: unknown,
  password: unknown,
): { token: string; account: SandboxAccount; magentoToken: string } | undefined {
  const account = findByEmail(email);
  if (!account || account.password !== password || account.status !== 'active') return undefined;
  const token = `sandbox-session-${randomId()}`;
  sessions.set(token, account.uuid);
  // Each sign-in opens the shopper's commerce customer with a fresh token, as the real service does, a newly registered
  // shopper's too: otherwise their customer cart is refused and the guest cart cannot merge into it.
  const magentoToken = signInSandboxCustomer({
    email: account.email,
    firstname: account.firstName,
    lastname: account.lastName,
    uuid: account.uuid,
    isAgeVerified: account.isAgeVerified,
  });
  return { token, account, magentoToken };
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
  if (uuid !== undefined && account.uuid !== uuid)
    return refuse(401, 'This session belongs to another user.');
  return ok(account);
}

export const closeSession = (authorization: string | null) => sessions.delete(tokenOf(authorization));
export const isOpenSession = (token: string) => sessions.has(token);

function closeSessionsOf(uuid: string) {
  for (const [token, owner] of sessions) if (owner === uuid) sessions.delete(token);
}

function passwordProblem(password: unknown, email: string): Record<string, string> | undefined {
  if (!isText(password)) return { password: 'Must be text' };
  const unmet = checkPassword(password, passwordRequirementsOf(sandboxPasswordSettings), email).filter(
    (check) => !check.met,
  );
  return unmet.length
    ? { password: `Password does not meet: ${unmet.map((check) => check.rule).join(', ')}` }
    : undefined;
}

/** Each backend's handler reads its own wire body into the shop's Registration first (date of birth as an ISO date). */
export function register(input: Registration): Outcome<SandboxAccount> {
  const missing = Object.fromEntries(
    (['email', 'password', 'firstName', 'lastName'] as const)
      .filter((field) => !input[field])
      .map((field) => [field, 'Required']),
  );
  if (Object.keys(missing).length) return refuse(400, 'Some fields are missing.', missing);
  const notText = (
    ['email', 'password', 'firstName', 'lastName', 'dateOfBirth', 'telephone'] as const
  ).filter((field) => !isText(input[field]));
  if (notText.length)
    return refuse(
      400,
      'Some fields are not text.',
      Object.fromEntries(notText.map((field) => [field, 'Must be text'])),
    );
  if (!isConsentList(input.consents))
    return refuse(400, 'Consents must be a list of answers.', { consents: 'Invalid' });
  if (!isTextRecord(input.customAttributes))
    return refuse(400, 'Custom attributes must be texts.', { custom_attributes: 'Invalid' });
  if (dateOfBirthRefused(input.dateOfBirth))
    return refuse(400, 'The date of birth is not a date of birth of an adult.', { dateOfBirth: 'Invalid' });
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
    addresses: [],
    extra: { ...input.customAttributes },
    status: 'active',
  };
  accounts.set(account.uuid, account);
  answerPurposes(uuid, input.consents);
  return ok(account);
}

export function forgetPassword(email: unknown): void {
  // Unknown addresses get the same answer, so the form does not reveal who has an account.
  const account = findByEmail(email);
  if (account) resetTokens.set(sendCode(account.email, 'password reset token'), account.uuid);
}

function voidResetLinks() {
  for (const [token, uuid] of resetTokens) {
    const email = findByUuid(uuid)?.email;
    if (email && sandboxCodeFor(email) === token) dropCode(email);
  }
  resetTokens.clear();
  unknownResetTokens = 0;
}

/**
 * The reset token last sent to an e-mail address (the sandbox log shows it too). A token cannot say whose it was
 * meant to be, so unknown tokens are counted together: the one that reaches MAX_CODE_GUESSES voids every open link,
 * as a service under a guessing attack would, and the shopper asks for a new one.
 */
export function resetPassword(token: unknown, password: unknown, confirmation: unknown): Outcome {
  const account = isText(token) ? findByUuid(resetTokens.get(token) ?? '') : undefined;
  if (!account) {
    unknownResetTokens += 1;
    if (unknownResetTokens < MAX_CODE_GUESSES)
      return refuse(404, 'This reset link has expired or is unknown.');
    voidResetLinks();
    return refuse(
      404,
      'Too many unknown reset links were tried, so every open link is void. Please ask for a new one.',
    );
  }
  if (password !== confirmation)
    return refuse(400, 'The passwords do not match.', { password_confirmation: 'Does not match' });
  const weak = passwordProblem(password, account.email);
  if (weak) return refuse(400, 'The password does not meet the requirements.', weak);
  account.password = password as string;
  resetTokens.delete(token as string);
  if (sandboxCodeFor(account.email) === token) dropCode(account.email);
  return ok(undefined);
}

export function changePassword(
  account: SandboxAccount,
  current: unknown,
  next: unknown,
  confirmation = next,
): Outcome {
  if (account.password !== current)
    return refuse(400, 'The current password is not right.', { current_password: 'Wrong password' });
  if (next !== confirmation)
    return refuse(400, 'The passwords do not match.', { new_password_confirmation: 'Does not match' });
  const weak = passwordProblem(next, account.email);
  if (weak) return refuse(400, 'The password does not meet the requirements.', weak);
  account.password = next as string;
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
  const { extra, ...fields } = update;
  if (Object.values(fields).some((value) => value !== undefined && !isText(value)))
    return refuse(400, 'Profile fields must be text.');
  if (extra !== undefined && !isTextRecord(extra))
    return refuse(400, 'Extra fields must be texts.', { extra: 'Invalid' });
  if (extra && Object.keys({ ...account.extra, ...extra }).length > MAX_EXTRA_FIELDS) {
    return refuse(400, `A profile keeps at most ${MAX_EXTRA_FIELDS} extra fields.`, { extra: 'Too many' });
  }
  if (update.firstName === '' || update.lastName === '')
    return refuse(400, 'Names cannot be empty.', { firstname: 'Required' });
  const fieldProblems = profileFieldProblems(update);
  if (fieldProblems) return refuse(400, 'Some fields were not accepted.', fieldProblems);
  if (dateOfBirthRefused(update.dateOfBirth))
    return refuse(400, 'The date of birth is not a date of birth of an adult.', { dob: 'Invalid date' });
  Object.assign(
    account,
    Object.fromEntries(
      Object.entries(update).filter(([key, value]) => value !== undefined && key !== 'extra'),
    ),
  );
  if (update.extra) account.extra = { ...account.extra, ...update.extra };
  return ok(account);
}

/**
 * The service's own field rules, which are the shop's (platform/fields, address/rules): a caller that skips the shop's
 * forms is refused what the forms refuse. The reasons are the rules' English words, naming the wire field.
 */
const serviceWords: Words = (key, vars) => translate(fieldMessages, key, vars);

/** A profile's names and phone number held to the shop's rules; each refused field with its reason. */
function profileFieldProblems(update: ProfileUpdate): Record<string, string> | undefined {
  const problems: Record<string, string> = {};
  for (const [field, value] of [
    ['firstname', update.firstName],
    ['lastname', update.lastName],
  ] as const) {
    const problem = value === undefined ? undefined : textProblem(value, nameRules);
    if (problem) problems[field] = serviceWords(`field.${problem}`, { field, max: nameRules.maxLength ?? 0 });
  }
  const phone = update.telephone === undefined ? undefined : phoneProblem(update.telephone, false);
  if (phone) problems.telephone = serviceWords('field.phone');
  return Object.keys(problems).length ? problems : undefined;
}

/** The tenant's address rules: the default store's postcode rules and the countries the commerce service ships to. */
const serviceAddressRules: AddressRules = {
  postcode: postcodeRulesOf(sandboxStores.default),
  countries: sandboxCountries.map((country) => country.id),
};

/** Each checked field of the shop's address form: the wire field it is refused under, and its value there. */
const wireFields: Record<CheckedAddressField, [string, (address: BackendAddress) => string | undefined]> = {
  firstname: ['first_name', (address) => address.first_name],
  lastname: ['last_name', (address) => address.last_name],
  streetName: ['street', (address) => address.street[0]],
  streetNumber: ['street', (address) => address.street[1]],
  postcode: ['post_code', (address) => address.post_code],
  city: ['city', (address) => address.city],
  countryCode: ['country_code', (address) => address.country_code],
  telephone: ['phone', (address) => address.phone],
};

/** A complete address held to the shop's address rules; each refused wire field with its reason. */
function addressRuleProblems(address: BackendAddress): Record<string, string> | undefined {
  const typed = Object.fromEntries(
    Object.entries(wireFields).map(([field, [, read]]) => [field, read(address) ?? '']),
  ) as Record<CheckedAddressField, string>;
  const problems = addressProblems(typed, {
    t: serviceWords,
    label: (field) => wireFields[field][0],
    rules: serviceAddressRules,
    requirePhone: false,
    requireStreetNumber: false,
  });
  const entries = Object.entries(problems) as Array<[CheckedAddressField, string]>;
  return entries.length
    ? Object.fromEntries(entries.map(([field, reason]) => [wireFields[field][0], reason]))
    : undefined;
}

function addressProblem(address: BackendAddress): Record<string, string> | undefined {
  const missing: Record<string, string> = {};
  for (const field of ['first_name', 'last_name', 'post_code', 'city', 'country_code'] as const)
    if (!address[field]) missing[field] = 'Required';
  for (const [field, value] of Object.entries(address)) {
    const isFlag = field === 'default_billing' || field === 'default_shipping';
    if (field !== 'street' && value !== undefined && (isFlag ? typeof value !== 'boolean' : !isText(value)))
      missing[field] = 'Invalid';
  }
  if (!Array.isArray(address.street) || !address.street.every(isText))
    missing.street = 'Must be a list of lines';
  else if (!address.street[0]) missing.street = 'Required';
  else if (address.street.length > 3) missing.street = 'At most three lines';
  return Object.keys(missing).length ? missing : addressRuleProblems(address);
}

/** A default address is one per use: setting it on one takes it from the others. */
function claimDefaults(account: SandboxAccount, owner: BackendAddress & { id: string }) {
  for (const other of account.addresses) {
    if (other.id === owner.id) continue;
    if (owner.default_billing) other.default_billing = false;
    if (owner.default_shipping) other.default_shipping = false;
  }
}

export function createAddress(
  account: SandboxAccount,
  address: BackendAddress,
): Outcome<BackendAddress & { id: string }> {
  const problem = addressProblem(address);
  if (problem) return refuse(400, 'The address was not accepted.', problem);
  if (account.addresses.length >= MAX_ADDRESSES)
    return refuse(400, `An account keeps at most ${MAX_ADDRESSES} addresses.`);
  const created = { ...address, id: `addr-${randomId().slice(0, 12)}` };
  account.addresses.push(created);
  claimDefaults(account, created);
  return ok(created);
}

export function updateAddress(
  account: SandboxAccount,
  id: string,
  address: BackendAddress,
): Outcome<BackendAddress & { id: string }> {
  const index = account.addresses.findIndex((candidate) => candidate.id === id);
  if (index === -1) return refuse(404, 'Address not found.');
  const problem = addressProblem(address);
  if (problem) return refuse(400, 'The address was not accepted.', problem);
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

export function requestEmailChange(account: SandboxAccount, email: unknown): Outcome {
  if (!isText(email) || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    return refuse(400, 'Invalid e-mail address.', { email: 'Invalid' });
  if (findByEmail(email)) return refuse(409, 'An account with this e-mail address already exists.');
  account.pendingEmail = email.trim().toLowerCase();
  sendCode(account.pendingEmail);
  return ok(undefined);
}

/** Both backends answer a refused code with 400, which the shop's code step says as "not right or expired, ask for a new code". */
function codeRefusal(check: 'wrong' | 'void'): Outcome<never> {
  return check === 'void'
    ? refuse(400, 'Too many wrong codes: this code is no longer valid. Please ask for a new code.', {
        code: 'Too many attempts',
      })
    : refuse(400, 'The code is not right or has expired.', { code: 'Invalid code' });
}

export function confirmEmailChange(account: SandboxAccount, code: unknown): Outcome {
  if (!account.pendingEmail) return refuse(400, 'No e-mail change is waiting for a code.');
  const check = takeCode(account.pendingEmail, String(code));
  if (check !== 'taken') return codeRefusal(check);
  // The account service keeps the commerce customer in step, so orders and their confirmation use the new address.
  renameSandboxCustomer(account.email, account.pendingEmail);
  account.email = account.pendingEmail;
  delete account.pendingEmail;
  return ok(undefined);
}

/**
 * Action verification (newer), send-otc and send-email-otc (older), the legacy trio: a code goes to the phone (or the
 * e-mail address, channel email); the verification waits for it.
 */
export function startVerification(identifier: unknown, channel: unknown = 'sms'): Outcome<string> {
  const valid =
    channel === 'email'
      ? isText(identifier) && /^[^@\s]+@[^@\s]+$/.test(identifier)
      : isText(identifier) && /^(\+|00)?\d{6,15}$/.test(identifier);
  if (!valid || !isText(identifier))
    return refuse(400, channel === 'email' ? 'Invalid e-mail address.' : 'Invalid phone number.', {
      identifier: 'Invalid',
    });
  const uuid = crypto.randomUUID();
  verifications.set(uuid, { identifier, status: 'pending' });
  sendCode(identifier);
  return ok(uuid);
}

export function verifyCode(uuid: unknown, code: unknown): Outcome {
  const verification = isText(uuid) ? verifications.get(uuid) : undefined;
  if (!verification) return refuse(404, 'Verification not found.');
  const check = takeCode(verification.identifier, String(code));
  if (check !== 'taken') return codeRefusal(check);
  verification.status = 'validated';
  return ok(undefined);
}

export const verificationOf = (uuid: string) => verifications.get(uuid);

export function verificationStatusOf(identifier: string): 'validated' | 'not_validated' {
  return [...verifications.values()].some(
    (verification) => verification.identifier === identifier && verification.status === 'validated',
  )
    ? 'validated'
    : 'not_validated';
}

/** Custom attribute values saved on their own (newer /api/users/{uuid}/custom-attributes): kept in `extra`. */
export function setCustomAttributes(account: SandboxAccount, values: unknown): Outcome<SandboxAccount> {
  if (!isTextRecord(values) || Object.keys(values).length === 0)
    return refuse(400, 'Custom attributes must be a non-empty record of texts.', {
      custom_attributes: 'Invalid',
    });
  return updateProfile(account, { extra: values });
}

/** Age verifications the age-verification sandbox saw pass; only these can be recorded on an account. */
const passedAgeVerifications = new BoundedMap<string, string>();
export function notePassedAgeVerification(uuid: string, email: unknown): void {
  if (!isText(email)) return;
  passedAgeVerifications.set(uuid, email);
  // The service tells the commerce backend, which sells age-restricted goods only on a passed check.
  reportSandboxAgeCheck({ uuid, email });
}

/** POST /users/{uuid}/av: the account takes a passed verification as its own. */
export function recordAgeVerification(account: SandboxAccount, uuid: unknown): Outcome {
  if (!isText(uuid) || !passedAgeVerifications.has(uuid))
    return refuse(400, 'No passed age verification with this uuid.', { age_verification_uuid: 'Unknown' });
  account.isAgeVerified = true;
  return ok(undefined);
}

export function changePhone(account: SandboxAccount, phone: unknown, verificationUuid: unknown): Outcome {
  const verification = isText(verificationUuid) ? verifications.get(verificationUuid) : undefined;
  if (verification?.status !== 'validated' || verification.identifier !== phone) {
    return refuse(400, 'The phone number has not been verified.', { phone: 'Not verified' });
  }
  account.telephone = verification.identifier;
  return ok(undefined);
}

export function closeAccount(account: SandboxAccount, status: 'cancelled' | 'deactivated'): void {
  account.status = status;
  closeSessionsOf(account.uuid);
}

export function privacyRequest(body: {
  email?: unknown;
  request_types?: unknown;
  first_name?: unknown;
  last_name?: unknown;
}): Outcome {
  if (
    !isText(body.email) ||
    !isText(body.first_name) ||
    !isText(body.last_name) ||
    !body.email ||
    !body.first_name ||
    !body.last_name
  ) {
    return refuse(400, 'Name and e-mail address are required.');
  }
  if (!Array.isArray(body.request_types) || !body.request_types.length || !body.request_types.every(isText)) {
    return refuse(400, 'Choose at least one request type.', { request_types: 'Required' });
  }
  console.info(`[sandbox] privacy request from ${body.email}: ${body.request_types.join(', ')}`);
  return ok(undefined);
}

/** Puts every account back as seeded and forgets sessions, codes, tokens and consent answers (tests). */
export function resetAccountSandbox(): void {
  accounts = fresh();
  sessions.clear();
  resetTokens.clear();
  unknownResetTokens = 0;
  verifications.clear();
  passedAgeVerifications.clear();
  resetCodes();
  resetPurposes();
}

/** The age verification sandbox marks a shopper verified once a check succeeds. */
export function markAgeVerified(email: unknown): boolean {
  const account = findByEmail(email);
  if (account) account.isAgeVerified = true;
  return account !== undefined;
}

/** Custom attributes and extra fields: a flat record of texts (numbers and flags too, as the services store them). */
function isTextRecord(value: unknown): value is Record<string, string> {
  const isScalar = (item: unknown) => ['string', 'number', 'boolean'].includes(typeof item);
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isScalar)
  );
}

function isConsentList(value: unknown): value is Registration['consents'] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && isText((item as { id?: unknown }).id))
  );
}
