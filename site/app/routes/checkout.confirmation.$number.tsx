import { useLocation } from 'react-router';
import { useHydrated } from '@storefront/design-system';
import { type PaymentOutcome } from '@storefront/features/checkout';
import { OrderConfirmation } from '@storefront/features/checkout/widgets';
import { LiveOrderStatus } from '@storefront/features/orders/widgets';
import { hasLoginFlag } from '../lib/loginFlag';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/checkout.confirmation.$number';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.confirmation');

/**
 * A guest's order is in no account (and the spec has no lookup of an order by number and e-mail): their confirmation
 * leads on to shopping only, and the order number and e-mail confirmation are what they keep.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { signedIn: hasLoginFlag(request) };
}

/** The checkout hands over what happened to the order's payment in the history entry (see routes/checkout.tsx). */
function paymentOf(state: unknown): PaymentOutcome | undefined {
  if (!state || typeof state !== 'object' || !('payment' in state)) return undefined;
  const payment = state.payment as
    Partial<{ state: unknown; uuid: unknown; reason: unknown }> | null | undefined;
  if (payment?.state === 'started')
    return typeof payment.uuid === 'string' ? { state: 'started', uuid: payment.uuid } : undefined;
  if (payment?.state === 'not-started')
    return typeof payment.reason === 'string'
      ? { state: payment.state, reason: payment.reason }
      : { state: payment.state };
  if (payment?.state === 'not-needed') return { state: payment.state };
  return undefined;
}

/**
 * The history entry exists only in the browser: the server renders the page without it, so hydration reads it only
 * after the first render (a reloaded confirmation would otherwise not match its HTML). Navigating here from the
 * checkout has it at once.
 */
function useHistoryEntryState(state: unknown): unknown {
  return useHydrated() ? state : undefined;
}

export default function ConfirmationPage({ params, loaderData }: Route.ComponentProps) {
  const payment = paymentOf(useHistoryEntryState(useLocation().state));
  const paymentUuid = payment?.state === 'started' ? payment.uuid : undefined;
  return (
    <div className={shellStyles.page}>
      <OrderConfirmation
        orderNumber={params.number}
        {...(loaderData.signedIn
          ? { orderHref: `/account/orders/${encodeURIComponent(params.number)}` }
          : {})}
        continueHref="/"
        payment={payment}
        paymentStatus={null}
      />
      {/* Payment and order status as they change (live, or polled while the socket cannot open). */}
      <LiveOrderStatus orderNumber={params.number} paymentUuid={paymentUuid} />
    </div>
  );
}
