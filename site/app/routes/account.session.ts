import { sessionValidityFromForm } from '@storefront/features/account';
import { accountFormContext } from '../lib/accountForms.server';
import { postedForm, postOnly } from '../lib/postedForm.server';
import type { Route } from './+types/account.session';

/**
 * Spec: session validation. Whether the account service still knows the stored session, asked here for every account
 * page as it opens: the browser posts its token, so the page's first load needs neither account backend nor their
 * answer schemas (issue #14).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await sessionValidityFromForm(
    await postedForm(request, 'formOnly'),
    await accountFormContext(request, context),
  );
  const { status, ...body } = answer;
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export const loader = postOnly;
