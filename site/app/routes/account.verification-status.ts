import { verificationStatusFromForm } from '@storefront/features/account';
import { accountFormContext } from '../lib/accountForms.server';
import { postedForm, postOnly } from '../lib/postedForm.server';
import type { Route } from './+types/account.verification-status';

/**
 * Whether the signed-in shopper's own e-mail address or phone number is verified (verificationStatus: /users/verify/…,
 * /verify/{email}, /get-verified-phone/{phone}), read here on the server: those paths hold the address or number, so
 * the browser posts it in the body and no request URL it sends ever holds it (docs/loyalty-referrals-accounts.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await verificationStatusFromForm(
    await postedForm(request, 'formOnly'),
    await accountFormContext(request, context),
  );
  const { status, ...body } = answer;
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export const loader = postOnly;
