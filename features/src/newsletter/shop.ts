import * as z from 'zod/mini';
import { createShopClient, formText, getCaptchaToken, HttpError, type StorefrontConfig } from '../platform';
import { createNewsletterApi } from './api';
import type {
  NewsletterStatus,
  NewsletterSubscribeRequest,
  NewsletterSubscription,
  NewsletterUnsubscribeRequest,
} from './types';

/**
 * The shop's own route through which a page subscribes and unsubscribes (site/app/routes/newsletter.subscription.ts):
 * the shop's server calls the engagement service, so it can count the posts per shopper address and per e-mail or
 * subscriber (each subscription sends a confirmation e-mail).
 */
export const NEWSLETTER_PATH = '/newsletter/subscription';

/** What the page asks of the newsletter, as it posts it. */
export type NewsletterChange =
  | { action: 'subscribe'; request: NewsletterSubscribeRequest }
  | { action: 'unsubscribe'; request: NewsletterUnsubscribeRequest };

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
): Promise<{ subscription?: NewsletterSubscription; status?: NewsletterStatus }> {
  const form = new FormData();
  form.set('action', change.action);
  const { request } = change;
  if ('email' in request) {
    form.set('email', request.email);
    form.set('preferredLanguage', request.preferredLanguage);
    if (request.dataProcessingAgreement) form.set('dataProcessingAgreement', 'on');
  } else form.set('uuid', request.uuid);
  for (const topic of request.topics) form.append('topics', topic);
  if (request.consentId) form.set('consentId', request.consentId);
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
  | { status: number; message: string; errors?: unknown };

/** A change the route may make once its throttle agrees: for whom (the e-mail, or the subscriber), and the call. */
export interface NewsletterCall {
  account: string;
  make: () => Promise<NewsletterAnswer>;
}

const text = (form: FormData, name: string) => formText(form, name).trim();

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
  if (action === 'unsubscribe' && text(form, 'uuid'))
    return { action, request: { uuid: text(form, 'uuid'), topics, ...consent } };
  return undefined;
}

/**
 * A posted change on the shop's server: who it counts against, and the engagement call, made with the page's
 * captcha token. A refusal of the service is answered with its status, its shopper words and the fields it named
 * rather than thrown; anything else (an unreachable service) is thrown.
 */
export function newsletterCallFromForm(
  form: FormData,
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>,
): NewsletterCall | { status: 400; message: string } {
  const change = changeOf(form);
  if (!change)
    return { status: 400, message: 'The form could not be read. Please send it again from the page.' };
  const captcha = text(form, 'captcha');
  const api = createNewsletterApi({ ...config, ...(captcha ? { captchaToken: captcha } : {}) });
  return {
    account: change.action === 'subscribe' ? change.request.email : change.request.uuid,
    async make() {
      try {
        return change.action === 'subscribe'
          ? { status: 200, subscription: await api.subscribe(change.request) }
          : { status: 200, newsletterStatus: await api.unsubscribe(change.request) };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const body = error.body && typeof error.body === 'object' ? error.body : {};
        return { ...body, status: error.status, message: error.userMessage };
      }
    },
  };
}
