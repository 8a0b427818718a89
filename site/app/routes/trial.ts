import { redirect } from 'react-router';
import { postedForm } from '../lib/postedForm.server';
import { safeReturnPath } from '../lib/returnPath';
import { storeViewCookie } from '../lib/storeView.server';
import type { Route } from './+types/trial';

/**
 * The free trial's entry (the Free trial block's form): puts the shopper in the trial store view and sends them on,
 * by default to their cart, now priced in the trial view. `view=default` leaves the trial shop again.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await postedForm(request);
  const leaving = form.get('view') === 'default';
  return redirect(safeReturnPath(form.get('returnTo'), '/cart'), {
    headers: {
      'Set-Cookie': leaving
        ? await storeViewCookie.serialize('', { maxAge: 0 })
        : await storeViewCookie.serialize('trial'),
    },
  });
}

/** A link or a reload lands on the cart: the entry itself is only ever posted. */
export function loader() {
  return redirect('/cart');
}
