import { oneTimeCodeCallFromForm, type OneTimeCodeAnswer } from '@storefront/features/account';
import { accountFormContext } from '../lib/accountForms.server';
import { postedForm, postOnly } from '../lib/postedForm.server';
import { throttledPost } from '../lib/throttle.server';
import type { Route } from './+types/account.codes';

const answered = ({ status, ...body }: OneTimeCodeAnswer) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Issue #27: every one-time code of the contact details (an e-mail change, the e-mail verification, a phone change),
 * sent and checked here rather than by the browser at the account service, so the shop counts the codes sent
 * (`code-send`, each an e-mail or a paid text message) and the codes tried (`code-check`) per shopper address and per
 * account. The page posts its session and the step in the body; the account service's own answers (a wrong code
 * 400, a lapsed session 401) come back with their status, a limit reached is a 429 with Retry-After and the wait.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request, 'formOnly');
  const captcha = form.get('captcha');
  const call = await oneTimeCodeCallFromForm(
    form,
    await accountFormContext(
      request,
      context,
      typeof captcha === 'string' && captcha ? { captchaToken: captcha } : {},
    ),
  );
  if ('status' in call) return answered(call);
  return throttledPost(
    `code-${call.use}`,
    { request, context },
    { values: {}, account: call.account },
    async () => answered(await call.make()),
  );
}

export const loader = postOnly;
