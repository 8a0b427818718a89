import * as z from 'zod/mini';
import { createShopClient, formText, getCaptchaToken, HttpError } from '../platform';
import type { AccountBackend } from './accountBackend';
import type { SignedInUser } from './types';

/**
 * The shop's own route through which a page sends and checks every one-time code of the contact details
 * (site/app/routes/account.codes.ts): the shop's server makes the account call, so it can count the codes sent and the
 * codes tried per shopper address and per account before the account service sends an e-mail or a text message.
 */
export const ONE_TIME_CODE_PATH = '/account/codes';

/** One step of the contact details' codes, named as the page posts it, with what the step needs. */
export type OneTimeCodeStep =
  | { step: 'email-change'; email: string }
  | { step: 'email-change-confirm'; code: string }
  | { step: 'email-verification' }
  | { step: 'email-verification-confirm'; verificationId: string; code: string }
  | { step: 'phone-change'; phone: string }
  | { step: 'phone-change-confirm'; phone: string; verificationId: string; code: string };

/** What a step answers: a code sent names its verification, a phone number confirmed whether it is now verified. */
export interface OneTimeCodeResult {
  verificationId?: string;
  verified?: boolean;
}

const resultSchema = z.object({ verificationId: z.optional(z.string()), verified: z.optional(z.boolean()) });

/** Whether a step sends a code (an e-mail or a text message) or checks one the shopper typed. */
export type OneTimeCodeUse = 'send' | 'check';

const sends: Record<OneTimeCodeStep['step'], boolean> = {
  'email-change': true,
  'email-change-confirm': false,
  'email-verification': true,
  'email-verification-confirm': false,
  'phone-change': true,
  'phone-change-confirm': false,
};

/**
 * A step from a page: posted with the session (never in a URL) to the shop's server, and, for a step that sends a
 * code, the captcha token the page obtained. The account service's refusals come back with their status (a wrong
 * code 400, a lapsed session 401, a taken address 409), so the widget says what it said before; a 429 carries the
 * shop's wait in the page's language (`language`).
 */
export async function oneTimeCodeFromShop(
  user: SignedInUser,
  language: string,
  request: OneTimeCodeStep,
): Promise<OneTimeCodeResult> {
  const form = new FormData();
  form.set('uuid', user.uuid);
  form.set('token', user.token);
  for (const [name, value] of Object.entries(request)) form.set(name, value);
  const captcha = sends[request.step] ? await getCaptchaToken() : undefined;
  if (captcha) form.set('captcha', captcha);
  const shop = createShopClient();
  const { data } = await shop.post(ONE_TIME_CODE_PATH, form, {
    query: { lang: language },
    schema: resultSchema,
  });
  return data;
}

/** What the route answers: the step's result, or why it was not made (the account service's status and words). */
export type OneTimeCodeAnswer = ({ status: 200 } & OneTimeCodeResult) | { status: number; message?: string };

/** A step the route may make once its throttle agrees: for whom (the account's uuid), which use, and the call. */
export interface OneTimeCodeCall {
  use: OneTimeCodeUse;
  account: string;
  make: () => Promise<OneTimeCodeAnswer>;
}

const text = (form: FormData, name: string) => formText(form, name).trim();

/** The step a form names, with its fields, or undefined when one is missing or the step is unknown. */
function stepOf(form: FormData): OneTimeCodeStep | undefined {
  const code = text(form, 'code');
  const verificationId = text(form, 'verificationId');
  const given = (...values: string[]) => values.every(Boolean);
  switch (text(form, 'step')) {
    case 'email-change':
      return given(text(form, 'email')) ? { step: 'email-change', email: text(form, 'email') } : undefined;
    case 'email-change-confirm':
      return given(code) ? { step: 'email-change-confirm', code } : undefined;
    case 'email-verification':
      return { step: 'email-verification' };
    case 'email-verification-confirm':
      return given(verificationId, code)
        ? { step: 'email-verification-confirm', verificationId, code }
        : undefined;
    case 'phone-change':
      return given(text(form, 'phone')) ? { step: 'phone-change', phone: text(form, 'phone') } : undefined;
    case 'phone-change-confirm':
      return given(text(form, 'phone'), verificationId, code)
        ? { step: 'phone-change-confirm', phone: text(form, 'phone'), verificationId, code }
        : undefined;
    default:
      return undefined;
  }
}

/** The account call a step makes, as the widget made it before it went through the shop. */
async function make(
  backend: AccountBackend,
  user: SignedInUser,
  ownEmail: string,
  request: OneTimeCodeStep,
): Promise<OneTimeCodeResult> {
  switch (request.step) {
    case 'email-change':
      return (await backend.requestEmailChange(user, request.email), {});
    case 'email-change-confirm':
      return (await backend.confirmEmailChange(user, request.code), {});
    case 'email-verification':
      // Only to the shopper's own address: the shop sends no code anywhere else for them.
      return backend.sendEmailCode(ownEmail);
    case 'email-verification-confirm':
      return (await backend.confirmEmailCode(request.verificationId, request.code), {});
    case 'phone-change':
      return backend.requestPhoneCode(user, request.phone);
    case 'phone-change-confirm':
      return backend.confirmPhoneChange(user, request);
  }
}

/**
 * A posted step on the shop's server: the session is checked with the account service first (its uuid is then the
 * account the throttle counts, which a stranger cannot vary), then `make` runs the account call. A refusal of the
 * account service is answered with its status and words rather than thrown; anything else (an unreachable service)
 * is thrown, as the browser's own call failed before.
 */
export async function oneTimeCodeCallFromForm(
  form: FormData,
  { backend, t }: { backend: AccountBackend; t: (key: string) => string },
): Promise<OneTimeCodeCall | { status: 400 | 401; message: string }> {
  const user = { uuid: text(form, 'uuid'), token: text(form, 'token') };
  const request = stepOf(form);
  if (!user.uuid || !user.token || !request) return { status: 400, message: t('account.form.sendAgain') };
  let ownEmail: string;
  try {
    ownEmail = (await backend.getProfile(user)).email;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401)
      return { status: 401, message: t('account.sessionExpired.signInAgain') };
    throw error;
  }
  return {
    use: sends[request.step] ? 'send' : 'check',
    account: user.uuid,
    async make() {
      try {
        return { status: 200, ...(await make(backend, user, ownEmail, request)) };
      } catch (error) {
        if (error instanceof HttpError)
          return { status: error.status, ...(error.userMessage ? { message: error.userMessage } : {}) };
        throw error;
      }
    },
  };
}
