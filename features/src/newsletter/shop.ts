import * as z from 'zod/mini';
import {
  createShopClient,
  formText,
  getCaptchaToken,
  HttpError,
  isProductError,
  type StorefrontConfig,
  type Words,
} from '../platform';
import { engagementFailureOf, type EngagementFailure } from '../backends/engagement';
import { createNewsletterApi } from './api';
import {
  newsletterFields,
  newsletterFormSchema,
  type NewsletterField,
  type NewsletterStatus,
  type NewsletterSubscribeRequest,
  type NewsletterSubscription,
  type NewsletterUnsubscribeRequest,
} from './types';

/**
 * The shop's own route through which a page subscribes and unsubscribes (site/app/routes/newsletter.subscription.ts):
 * the shop's server calls the engagement service, so it can count the posts per shopper address and per e-mail or
 * subscriber (each subscription sends a confirmation e-mail).
 */
export const NEWSLETTER_PATH = '/newsletter/subscription';

/**
 * The query parameters the route answers a form the browser posted itself with, back on its page, for the block to
 * say once it runs: the outcome (`sent`, `invalid` or `failed`) and, when invalid, the fields the shop refused (their
 * names only: what was typed never reaches a URL).
 */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
export const NEWSLETTER_FIELDS_PARAM = 'newsletterFields';
export type NewsletterOutcome = 'sent' | 'invalid' | 'failed';

/** The subscriber's preferred language as the service takes it: the two letters of the page's locale. */
export const preferredLanguageOf = (locale: string) => locale.split('-')[0] ?? locale;

/** What the page asks of the newsletter, as it posts it. */
export type NewsletterChange =
  | { action: 'subscribe'; request: NewsletterSubscribeRequest }
  | { action: 'unsubscribe'; request: Omit<NewsletterUnsubscribeRequest, 'uuid'> }
  | { action: 'read' };

/** A signed-in shopper's session, posted so the shop's server can confirm whose subscription it is. */
export interface NewsletterSession {
  uuid: string;
  token: string;
}

const subscriptionSchema = z.object({
  subscriberUuid: z.string(),
  email: z.string(),
  status: z.string(),
  topics: z.array(z.string()),
});
const answerSchema = z.object({
  subscription: z.optional(subscriptionSchema),
  newsletterStatus: z.optional(z.string()),
});

/**
 * A change from a page, posted to the shop's server with the captcha token the page obtained. The service's
 * refusals come back with their status and its field names, so the form words them as before; a 429 carries the
 * shop's wait in the page's language (`language`).
 */
export async function newsletterFromShop(
  language: string,
  change: NewsletterChange,
  session?: NewsletterSession,
): Promise<{ subscription?: NewsletterSubscription; status?: NewsletterStatus }> {
  const form = new FormData();
  form.set('action', change.action);
  if (session) {
    form.set('uuid', session.uuid);
    form.set('token', session.token);
  }
  if (change.action !== 'read') {
    const { request } = change;
    if ('email' in request) {
      form.set('email', request.email);
      form.set('preferredLanguage', request.preferredLanguage);
      if (request.dataProcessingAgreement) form.set('dataProcessingAgreement', 'on');
    }
    for (const topic of request.topics) form.append('topics', topic);
    if (request.consentId) form.set('consentId', request.consentId);
  }
  const captcha = await getCaptchaToken();
  if (captcha) form.set('captcha', captcha);
  const shop = createShopClient();
  const { data } = await shop.post(NEWSLETTER_PATH, form, {
    query: { lang: language },
    schema: answerSchema,
  });
  // The statuses are the service's own (newsletterStatuses), passed on as it answered them.
  const { subscription, newsletterStatus } = data as {
    subscription?: NewsletterSubscription;
    newsletterStatus?: NewsletterStatus;
  };
  return {
    ...(subscription ? { subscription } : {}),
    ...(newsletterStatus ? { status: newsletterStatus } : {}),
  };
}

/** What the route answers: the service's answer, or its refusal (status, words and the fields it named). */
export type NewsletterAnswer =
  | { status: 200; subscription?: NewsletterSubscription; newsletterStatus?: NewsletterStatus }
  | { status: number; message?: string; error_code?: ShopRefusal; errors?: unknown };

/** A change the route may make once its throttle agrees: for whom (the e-mail, or the subscriber), and the call. */
export interface NewsletterCall {
  account: string;
  /**
   * Whether the call counts against the newsletter's limit: a change does (each may send an e-mail); a read sends
   * none and needs a session the account service confirmed.
   */
  counted: boolean;
  make: () => Promise<NewsletterAnswer>;
}

const text = (form: FormData, name: string) => formText(form, name).trim();

/**
 * The fields of a subscription the browser posted itself that the newsletter form's rules refuse (none when it may be
 * sent): the route checks it as the widget would have, so a refused form comes back with its fields marked.
 */
export function refusedNewsletterFields(form: FormData, t: Words): NewsletterField[] {
  const checked = newsletterFormSchema(t).safeParse({
    email: formText(form, 'email'),
    topics: form.getAll('topics').filter((topic) => typeof topic === 'string'),
    agreement: form.has('dataProcessingAgreement'),
  });
  if (checked.success) return [];
  const refused = new Set(checked.error.issues.map((issue) => issue.path[0]));
  return newsletterFields.filter((field) => refused.has(field));
}

/** The change a form names, or undefined when it names none or lacks who it is for. */
function changeOf(form: FormData): NewsletterChange | undefined {
  const topics = form.getAll('topics').filter((topic): topic is string => typeof topic === 'string');
  const consentId = text(form, 'consentId');
  const consent = consentId ? { consentId } : {};
  const action = text(form, 'action');
  if (action === 'subscribe' && text(form, 'email'))
    return {
      action,
      request: {
        email: text(form, 'email'),
        topics,
        dataProcessingAgreement: form.has('dataProcessingAgreement'),
        preferredLanguage: text(form, 'preferredLanguage'),
        ...consent,
      },
    };
  // Whose subscription is left or read is the confirmed shopper's (newsletterCallFromForm), never a uuid the form names.
  if (action === 'unsubscribe') return { action, request: { topics, ...consent } };
  if (action === 'read') return { action };
  return undefined;
}

/** The signed-in shopper the account service confirmed for a post: the one subscription that post may read or change. */
export interface ConfirmedSubscriber {
  uuid: string;
  email: string;
}

/**
 * The signed-in shopper a post names by its session (uuid and token), once the account service confirms the session
 * is theirs (`readProfile`, which it refuses for another shopper's or a lapsed token), with the e-mail address it
 * knows; a refused session is no shopper. An unreachable service is thrown.
 */
export async function confirmedSubscriberOf(
  form: FormData,
  readProfile: (session: NewsletterSession) => Promise<{ email: string }>,
): Promise<ConfirmedSubscriber | undefined> {
  const uuid = formText(form, 'uuid');
  const token = formText(form, 'token');
  if (!uuid || !token) return undefined;
  try {
    return { uuid, email: (await readProfile({ uuid, token })).email };
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400 && error.status < 500) return undefined;
    throw error;
  }
}

/**
 * What any guest is told after subscribing, whatever the address: the service confirms by e-mail (double opt-in), so
 * the page never says whether, or to what, an address is subscribed.
 */
const CHECK_INBOX: NewsletterAnswer = { status: 200, newsletterStatus: 'unconfirmed' };

/**
 * The shop's own refusals of a newsletter change, answered by their code (the widget words them in the page's
 * language): a guest cannot leave for an address, only the signed-in shopper or the link in every newsletter e-mail;
 * nor read an address's subscription; and a form the shop cannot read is sent again.
 */
const shopRefusals = {
  SIGN_IN_TO_LEAVE: 'signInToLeave',
  SIGN_IN_TO_READ: 'signInToRead',
  FORM_UNREADABLE: 'formUnreadable',
} as const;
type ShopRefusal = keyof typeof shopRefusals;
type ShopRefused = { status: 400 | 401; error_code: ShopRefusal };

/** Why a newsletter change failed: one of the shop's own refusals, or the engagement service's. */
export type NewsletterFailure =
  EngagementFailure | { reason: (typeof shopRefusals)[ShopRefusal]; fields: string[]; message?: never };

export function newsletterFailureOf(error: unknown): NewsletterFailure {
  if (isProductError(error) && Object.hasOwn(shopRefusals, error.errorCode))
    return { reason: shopRefusals[error.errorCode as ShopRefusal], fields: [] };
  return engagementFailureOf(error);
}

/**
 * A posted change on the shop's server: who it counts against, and the engagement call, made with the page's
 * captcha token. Only a confirmed signed-in shopper (`subscriber`) reads their own subscription back and leaves it,
 * and only under their own uuid (the service keys a shopper's subscription by it); anyone else who subscribes is told
 * to check the inbox, the same for every address, and cannot unsubscribe anyone. A refusal of the service is
 * answered with its status, its shopper words and the fields it named rather than thrown; anything else (an
 * unreachable service) is thrown.
 */
export function newsletterCallFromForm(
  form: FormData,
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>,
  subscriber?: ConfirmedSubscriber,
): NewsletterCall | ShopRefused {
  const change = changeOf(form);
  if (!change) return { status: 400, error_code: 'FORM_UNREADABLE' };
  if (change.action === 'unsubscribe' && !subscriber) return { status: 401, error_code: 'SIGN_IN_TO_LEAVE' };
  if (change.action === 'read' && !subscriber) return { status: 401, error_code: 'SIGN_IN_TO_READ' };
  const captcha = text(form, 'captcha');
  const api = createNewsletterApi({ ...config, ...(captcha ? { captchaToken: captcha } : {}) });
  const own = (email: string) =>
    subscriber !== undefined && subscriber.email.toLowerCase() === email.toLowerCase();
  return {
    account: change.action === 'subscribe' ? change.request.email : subscriber!.uuid,
    counted: change.action !== 'read',
    async make() {
      try {
        if (change.action === 'read') {
          const saved = await api.read(subscriber!);
          return { status: 200, ...(saved ? { subscription: saved } : {}) };
        }
        if (change.action === 'unsubscribe')
          return {
            status: 200,
            newsletterStatus: await api.unsubscribe({ ...change.request, uuid: subscriber!.uuid }),
          };
        const subscription = await api.subscribe(change.request);
        return own(change.request.email) ? { status: 200, subscription } : CHECK_INBOX;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const body = error.body && typeof error.body === 'object' ? error.body : {};
        return {
          ...body,
          status: error.status,
          ...(error.userMessage ? { message: error.userMessage } : {}),
        };
      }
    },
  };
}
