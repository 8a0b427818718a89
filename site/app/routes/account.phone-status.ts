import { phoneStatusFromForm } from '@storefront/features/account';
import { accountFormContext } from '../accountForms.server';
import { postedForm } from '../postedForm.server';
import type { Route } from './+types/account.phone-status';

/**
 * The older account backend's phone check (/get-verified-phone/{phone}) made here, on the server: the browser posts
 * the number in the body, so no request URL it sends ever holds it (docs/loyalty-referrals-accounts.md).
 */
export async function action({ request }: Route.ActionArgs) {
  const answer = await phoneStatusFromForm(await postedForm(request), accountFormContext());
  const { status, ...body } = answer;
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
