import { data, redirect } from 'react-router';
import { analyticsConsentCookie } from '../lib/preferences.server';
import { safeReturnPath } from '../lib/returnPath';
import type { Route } from './+types/preferences.analytics';
import { postedForm, postOnly } from '../lib/postedForm.server';

export async function action({ request }: Route.ActionArgs) {
  const form = await postedForm(request, 'formOnly');
  const consent = form.get('consent');
  if (consent !== 'granted' && consent !== 'denied') {
    throw data({ message: 'consent must be granted or denied' }, { status: 400 });
  }
  // Back to the page the shopper answered on: the banner is gone there, with or without JavaScript.
  return redirect(safeReturnPath(form.get('returnTo')), {
    headers: { 'Set-Cookie': await analyticsConsentCookie.serialize(consent) },
  });
}

export const loader = postOnly;
