import { configureCaptchaFrom, formText } from '@storefront/features/platform';
import {
  confirmedSubscriberOf,
  NEWSLETTER_FIELDS_PARAM,
  NEWSLETTER_OUTCOME_PARAM,
  newsletterCallFromForm,
  refusedNewsletterFields,
  type NewsletterAnswer,
  type NewsletterOutcome,
} from '@storefront/features/newsletter';
import { accountFormContext } from '../lib/accountForms.server';
import { requestWords, shopConfigFor } from '../lib/language.server';
import { postedForm, postOnly } from '../lib/postedForm.server';
import { safeReturnPath } from '../lib/returnPath';
import { throttledPost } from '../lib/throttle.server';
import type { Route } from './+types/newsletter.subscription';

const answered = ({ status, ...body }: NewsletterAnswer) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * A form the browser posted itself (pressed before the block's script ran, or without JavaScript) goes back to its
 * page, the outcome in the query for the block to say (and the fields refused, by name): the page's own path from
 * Referer, kept only on this site.
 */
function backToPage(request: Request, outcome: NewsletterOutcome, refused: string[] = []): Response {
  const referer = request.headers.get('Referer');
  const from = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  const page = new URL(safeReturnPath(from ? `${from.pathname}${from.search}` : '/'), 'http://shop.invalid');
  page.searchParams.set(NEWSLETTER_OUTCOME_PARAM, outcome);
  page.searchParams.delete(NEWSLETTER_FIELDS_PARAM);
  if (refused.length) page.searchParams.set(NEWSLETTER_FIELDS_PARAM, refused.join(','));
  return new Response(null, {
    status: 303,
    headers: { Location: `${page.pathname}${page.search}`, 'Cache-Control': 'no-store' },
  });
}

/**
 * Issue #27: the newsletter's subscribe and unsubscribe (the newsletter block and the account's newsletter page), made
 * here rather than by the browser at the engagement service, so the shop counts them per shopper address and per
 * e-mail or subscriber (`newsletter`): each subscription sends a confirmation e-mail. Issue #28: only a signed-in
 * shopper whose session the account service confirms reads their own subscription back or leaves it; a guest is told
 * to check the inbox, whatever the address. The service's refusals come back with their status and the fields it
 * named; a limit reached is a 429 with Retry-After and the wait in words.
 */
export async function action(args: Route.ActionArgs) {
  // A browser's own form post (it navigates) wants a page; the shop's script asks for JSON.
  const fromPage = (args.request.headers.get('Accept') ?? '').includes('text/html');
  const form = await postedForm(args.request, 'formOnly');
  if (!fromPage) return newsletterAnswer(args, form);
  // A subscription the widget would not have sent is refused by the same rules before it costs a call.
  if (formText(form, 'action') === 'subscribe') {
    const refused = refusedNewsletterFields(form, await requestWords(args.request));
    if (refused.length) return backToPage(args.request, 'invalid', refused);
  }
  const answer = await newsletterAnswer(args, form);
  // A throttled post is the throttle's own answer (its 429), never a Response that went through.
  return backToPage(args.request, answer instanceof Response && answer.ok ? 'sent' : 'failed');
}

async function newsletterAnswer({ request, context }: Route.ActionArgs, form: FormData) {
  const config = await shopConfigFor(request);
  // This may be the first request this process serves; its captcha follows the configuration all the same.
  configureCaptchaFrom(config.captcha);
  // The account service is asked only when the post carries a session: a guest's post costs it nothing.
  const subscriber = await confirmedSubscriberOf(form, async (session) =>
    (await accountFormContext(request, context)).backend.getProfile(session),
  );
  const call = newsletterCallFromForm(form, config, subscriber);
  if ('status' in call) return answered(call);
  if (!call.counted) return answered(await call.make());
  return throttledPost('newsletter', { request, context }, { values: {}, account: call.account }, async () =>
    answered(await call.make()),
  );
}

export const loader = postOnly;
