import { unstable_serialize } from 'swr';
import type * as z from 'zod/mini';
import { registrationPurposesKey, type ConsentsBackend } from '../consents';
import type { FriendReferralCode } from '../referral';
import {
  CaptchaUnavailableError,
  failureWords,
  formText,
  HttpError,
  type StorefrontConfig,
} from '../platform';
import type { AccountBackend } from './accountBackend';
import {
  accountFailureOf,
  accountSettingsKey,
  isWrongCredentials,
  resetLinkKeys,
  signInErrorKeys,
  type AccountErrorKeys,
} from './hooks';
import { NO_PASSWORD_REQUIREMENTS } from './types';
import { privacyRequestTypes } from './widgets/formNames';
import type { PostedForm } from './widgets/postedForm';
import {
  forgottenPasswordSchema,
  FORM_FIELD,
  newPasswordSchema,
  PASSWORD_ACTION_FIELD,
  PRIVACY_REQUEST_FORM,
  registrationOf,
  registrationSchema,
  shopperIssues,
  signInSchema,
  type Words,
  type RegistrationValues,
  type SignInValues,
} from './widgets/schemas';
import { privacyRequestSchema, type PrivacyRequestValues } from './widgets/privacyRequestSchema';

/**
 * The account forms as route actions: what a form sent before the page hydrated does on the server. Each one checks
 * the widget's own rules, makes the same backend call the widget makes, and answers a PostedForm that keeps what was
 * typed (never a password) and says what happened in the shop's words.
 */
export interface FormActionContext {
  backend: AccountBackend;
  /** The shop's words in the page's language (the request's), so a German page answers in German. */
  t: Words;
}

/** A checkbox that was ticked sends its name (Radix checkboxes send `on`, native ones their value). */
const ticked = (form: FormData, name: string) => form.has(name);

/** Field messages by dotted name, the first per field, as the widget shows them. */
function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/**
 * What the shopper reads when a posted form's call fails, in the request's language: the server words it, as the
 * page it answers is drawn there. A captcha the server cannot solve (a real provider needs the page's script) asks for
 * the form to be sent again: by then the page has loaded and sends it itself.
 */
function postedErrorMessage(error: unknown, t: Words, keys?: AccountErrorKeys): string {
  return error instanceof CaptchaUnavailableError
    ? t('account.form.sendAgain')
    : failureWords(t, accountFailureOf(error, keys));
}

/** What a sign-in form sent back keeps: everything typed but the password. */
export const signInValuesOf = (form: FormData) => ({
  email: formText(form, 'email'),
  keepMeLoggedIn: ticked(form, 'keepMeLoggedIn'),
});

export async function signInFromForm(
  form: FormData,
  { backend, t }: FormActionContext,
): Promise<PostedForm<SignInValues>> {
  const values = signInValuesOf(form);
  const parsed = signInSchema(t).safeParse(
    { ...values, password: formText(form, 'password') },
    shopperIssues(t),
  );
  if (!parsed.success) return { values, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    return { values, session: await backend.signIn(parsed.data) };
  } catch (error) {
    return {
      values,
      error: failureWords(t, accountFailureOf(error, signInErrorKeys)),
      ...(isWrongCredentials(error) ? { refused: true } : {}),
    };
  }
}

/** What a registration form sent back keeps: everything typed but the password and the consents' ticks. */
export function registrationValuesOf(form: FormData) {
  const extra = Object.fromEntries(
    [...form.keys()]
      .filter((name) => name.startsWith('extra.'))
      .map((name) => [name.slice('extra.'.length), formText(form, name)]),
  );
  return {
    email: formText(form, 'email'),
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    dateOfBirth: formText(form, 'dateOfBirth'),
    telephone: formText(form, 'telephone'),
    extra,
    referralCode: formText(form, 'referralCode'),
  };
}

/**
 * Registration, then sign-in with the same details, as the widget does; the page stores the session it answers. A
 * friend's referral code is checked before registering and recorded after signing in, as the widget does too.
 */
export async function registerFromForm(
  form: FormData,
  {
    backend,
    consents,
    referral,
    t,
    market,
  }: FormActionContext & {
    consents: ConsentsBackend;
    referral: FriendReferralCode;
    /** The shop's market, whose legal age the date of birth is held to. */
    market: string;
  },
): Promise<PostedForm<RegistrationValues>> {
  const values = registrationValuesOf(form);
  try {
    const [settings, purposes] = await Promise.all([
      backend.getSettings(),
      consents.getRegistrationPurposes(),
    ]);
    const typed = {
      ...values,
      password: formText(form, 'password'),
      consents: Object.fromEntries(
        purposes.map((purpose) => [purpose.id, ticked(form, `consents.${purpose.id}`)]),
      ),
    };
    const parsed = registrationSchema(settings, purposes, t, market).safeParse(typed, shopperIssues(t));
    if (!parsed.success)
      return { values: { ...values, consents: typed.consents }, fieldErrors: fieldErrorsOf(parsed.error) };
    const { referralCode } = parsed.data;
    if (referralCode) {
      const check = await referral.check(referralCode);
      if (check !== 'valid')
        return {
          values: { ...values, consents: typed.consents },
          fieldErrors: {
            referralCode: t(
              check === 'invalid' ? 'referral.friendCode.invalid' : 'referral.friendCode.unavailable',
            ),
          },
        };
    }
    await backend.register(registrationOf(parsed.data, purposes));
    try {
      const session = await backend.signIn({ email: parsed.data.email, password: parsed.data.password });
      // As in the widget: the account exists, so a failure to record the code (reported by the HTTP core) is not one.
      if (referralCode) await referral.record(referralCode, session).catch(() => undefined);
      return { values, session };
    } catch (error) {
      return { values, error: failureWords(t, accountFailureOf(error, signInErrorKeys)) };
    }
  } catch (error) {
    return { values, error: postedErrorMessage(error, t) };
  }
}

/**
 * The registration form's settings and consent purposes as SWR fallback data, so the form is in the first HTML and
 * can be sent before the page hydrates. Undefined when either cannot be read: the page then says so at once and
 * tries again in the browser (RegistrationForm's `unreadOnServer`).
 */
export async function registrationFormFallback(
  config: StorefrontConfig,
  { backend, consents }: { backend: AccountBackend; consents: ConsentsBackend },
): Promise<Record<string, unknown> | undefined> {
  try {
    const [settings, purposes] = await Promise.all([
      backend.getSettings(),
      consents.getRegistrationPurposes(),
    ]);
    return {
      [unstable_serialize(accountSettingsKey(config))]: settings,
      [unstable_serialize(registrationPurposesKey(config))]: purposes,
    };
  } catch {
    return undefined;
  }
}

/** What the forgotten-password form sent back keeps: the e-mail address. */
export const forgottenPasswordValuesOf = (form: FormData) => ({ email: formText(form, 'email') });

export async function forgottenPasswordFromForm(
  form: FormData,
  { backend, t }: FormActionContext,
): Promise<PostedForm<{ email: string }>> {
  const values = forgottenPasswordValuesOf(form);
  const parsed = forgottenPasswordSchema(t).safeParse(values, shopperIssues(t));
  if (!parsed.success) return { values, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    await backend.forgetPassword(parsed.data.email);
    return { values, done: true };
  } catch (error) {
    return { values, error: postedErrorMessage(error, t) };
  }
}

/** The new password for the e-mailed link's token; neither password is ever sent back to the page. */
export async function newPasswordFromForm(
  form: FormData,
  token: string,
  { backend, t }: FormActionContext,
): Promise<PostedForm<{ email: string }>> {
  const action = formText(form, PASSWORD_ACTION_FIELD) === 'set_password' ? 'set_password' : 'reset_password';
  try {
    const settings = await backend.getSettings().catch(() => undefined);
    const parsed = newPasswordSchema(settings?.passwordRequirements ?? NO_PASSWORD_REQUIREMENTS, t).safeParse(
      { password: formText(form, 'password'), confirmation: formText(form, 'confirmation') },
      shopperIssues(t),
    );
    if (!parsed.success) return { values: {}, fieldErrors: fieldErrorsOf(parsed.error) };
    await backend.resetPassword({
      token,
      password: parsed.data.password,
      passwordConfirmation: parsed.data.confirmation,
      action,
    });
    return { values: {}, done: true };
  } catch (error) {
    return { values: {}, error: postedErrorMessage(error, t, resetLinkKeys) };
  }
}

/** Whether a post to the account page is the privacy request (the one form there a guest's server HTML holds). */
export const isPrivacyRequestForm = (form: FormData) => form.get(FORM_FIELD) === PRIVACY_REQUEST_FORM;

export async function privacyRequestFromForm(
  form: FormData,
  { backend, t }: FormActionContext,
): Promise<PostedForm<PrivacyRequestValues>> {
  const values = {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    email: formText(form, 'email'),
    requestTypes: form
      .getAll('requestTypes')
      .filter((type): type is PrivacyRequestValues['requestTypes'][number] =>
        (privacyRequestTypes as readonly unknown[]).includes(type),
      ),
  };
  const parsed = privacyRequestSchema(t).safeParse(values, shopperIssues(t));
  if (!parsed.success) return { values, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    await backend.requestPrivacy(parsed.data);
    return { values, done: true };
  } catch (error) {
    return { values, error: postedErrorMessage(error, t) };
  }
}

/** What the verification status route answers: the status, or why it cannot say (in the shop's words). */
export type VerificationStatusAnswer =
  { status: 200; verified: boolean } | { status: 400 | 401; message: string };

/**
 * verificationStatus on the shop's server: the browser posts the e-mail address or phone number (never in a URL) with
 * its session. Only the signed-in shopper's own address or number is looked up, so the route tells nobody whether
 * someone else's is verified.
 */
export async function verificationStatusFromForm(
  form: FormData,
  { backend, t }: FormActionContext,
): Promise<VerificationStatusAnswer> {
  const user = { uuid: formText(form, 'uuid'), token: formText(form, 'token') };
  const identifier = formText(form, 'identifier');
  if (!user.uuid || !user.token || !identifier) return { status: 400, message: t('account.form.sendAgain') };
  let own: string[];
  try {
    const { email, telephone } = await backend.getProfile(user);
    own = [email, telephone];
  } catch (error) {
    if (error instanceof HttpError && error.status === 401)
      return { status: 401, message: t('account.sessionExpired.signInAgain') };
    throw error;
  }
  if (!own.includes(identifier)) return { status: 200, verified: false };
  return { status: 200, ...(await backend.verificationStatus(identifier)) };
}

/** What the session check route answers: whether the account service still knows the session, or why it cannot say. */
export type SessionValidityAnswer = { status: 200; valid: boolean } | { status: 400; message: string };

/**
 * The session check on the shop's server (useSessionCheck): the browser posts its session token, so it needs neither
 * account backend for the check. A service that cannot be reached throws, as the browser's own call did, and the
 * shopper stays signed in.
 */
export async function sessionValidityFromForm(
  form: FormData,
  { backend, t }: FormActionContext,
): Promise<SessionValidityAnswer> {
  const token = formText(form, 'token');
  if (!token) return { status: 400, message: t('account.form.sendAgain') };
  return { status: 200, valid: await backend.isSessionValid(token) };
}
