import { useActionData, useLoaderData, useLocation } from 'react-router';
import { useTranslation } from '@storefront/features/platform';
import { CartPage as CartView } from '@storefront/features/cart/widgets';
import { cartFormAction, renderedCart } from '../lib/cart.server';
import { cartNoticesOnArrival } from '../lib/returnPath';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.cart');

/** A guest's cart, rendered on the server by the id in the cart cookie (the page is the shopper's own: never stored). */
export const loader = ({ request }: Route.LoaderArgs) => renderedCart(request);

/** The cart's forms before the page hydrates, or without JavaScript: quantities, remove and promo codes. */
export const action = ({ request }: Route.ActionArgs) => cartFormAction(request);

/** The cart inline at every width; the drawer belongs to the Cart block that marketers place on their pages. */
export default function CartPage() {
  const { t } = useTranslation();
  const rendered = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const cartNotices = cartNoticesOnArrival(useLocation().state);
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.cart')}</h1>
      <CartView checkoutHref="/checkout" rendered={rendered} posted={posted} notices={cartNotices} />
    </div>
  );
}
