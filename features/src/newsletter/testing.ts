/**
 * Newsletter test scaffolding. Test-only: it uses MSW, so only test files and stories import it, by path; the
 * newsletter index does not export it.
 */
import { http, HttpResponse } from 'msw';
import type { StorefrontConfig } from '../platform';
import { NEWSLETTER_PATH, newsletterCallFromForm } from './shop';

/**
 * The shop's newsletter route (site/app/routes/newsletter.subscription.ts) as widget tests and stories meet it: the
 * same server step against the configured engagement sandbox, without the shop's throttle (tested on the server,
 * site/app/throttle.server.test.ts).
 */
export const shopNewsletterRoute = (config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>) =>
  http.post(`*${NEWSLETTER_PATH}`, async ({ request }) => {
    const call = newsletterCallFromForm(await request.formData(), config);
    const { status, ...body } = 'status' in call ? call : await call.make();
    return HttpResponse.json(body, { status });
  });
