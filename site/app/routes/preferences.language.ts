import { redirect } from 'react-router';
import { isLanguage } from '@storefront/features/platform';
import { LANGUAGE_PARAM, languageCookie, marketLanguage } from '../lib/language.server';
import { postedForm, postOnly } from '../lib/postedForm.server';
import { safeReturnPath } from '../lib/returnPath';
import type { Route } from './+types/preferences.language';

/**
 * The footer's language switch: remembers the choice in the `lang` cookie and goes back to the page, without a
 * `?lang=` that would outrank the choice just made.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await postedForm(request, 'formOnly');
  const chosen = form.get('language');
  const language = isLanguage(chosen) ? chosen : marketLanguage();
  const back = new URL(safeReturnPath(form.get('returnTo')), 'http://shop.invalid');
  back.searchParams.delete(LANGUAGE_PARAM);
  return redirect(`${back.pathname}${back.search}${back.hash}`, {
    headers: { 'Set-Cookie': await languageCookie.serialize(language) },
  });
}

export const loader = postOnly;
