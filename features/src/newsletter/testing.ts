/**
 * Newsletter test scaffolding. Test-only: it uses MSW, so only test files and stories import it, by path; the
 * newsletter index does not export it.
 */
import { http, HttpResponse } from 'msw';
import { accountBackendFor, type AccountConfig } from '../account';
import { confirmedSubscriberOf, NEWSLETTER_PATH, newsletterCallFromForm } from './shop';

/**
 * The shop's newsletter route (site/app/routes/newsletter.subscription.ts) as widget tests and stories meet it: the
 * same server step against the configured engagement and account sandboxes (the session confirmed as the shop does),
 * without the shop's throttle (tested on the server, site/app/lib/throttle.server.test.ts).
 */
export const shopNewsletterRoute = (config: AccountConfig) =>
  http.post(`*${NEWSLETTER_PATH}`, async ({ request }) => {
    const form = await request.formData();
    const backend = accountBackendFor(config);
    const subscriber = await confirmedSubscriberOf(form, (session) => backend.getProfile(session));
    const call = newsletterCallFromForm(form, config, subscriber);
    const { status, ...body } = 'status' in call ? call : await call.make();
    return HttpResponse.json(body, { status });
  });
