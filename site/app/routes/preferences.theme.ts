import { redirect } from 'react-router';
import { themeCookie } from '../lib/preferences.server';
import { safeReturnPath } from '../lib/returnPath';
import type { Route } from './+types/preferences.theme';
import { postedForm, postOnly } from '../lib/postedForm.server';

export async function action({ request }: Route.ActionArgs) {
  const form = await postedForm(request, 'formOnly');
  const theme = form.get('theme') === 'dark' ? 'dark' : 'light';
  return redirect(safeReturnPath(form.get('returnTo')), {
    headers: { 'Set-Cookie': await themeCookie.serialize(theme) },
  });
}

export const loader = postOnly;
