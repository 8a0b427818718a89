import { useTranslation } from '@storefront/features/platform';
import { useNavigate } from 'react-router';
import { CheckoutWidget } from '@storefront/features/checkout/widgets';
import { ageVerificationWorkflow } from '../lib/ageVerificationWorkflow.server';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.page.checkout');

export function loader() {
  return { ageVerificationWorkflow };
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.checkout')}</h1>
      <CheckoutWidget
        ageVerificationWorkflow={loaderData.ageVerificationWorkflow}
        // The payment goes in the history entry, not the address: a reload keeps it, a shared link does not carry it.
        onPlaced={(number, payment) =>
          navigate(`/checkout/confirmation/${encodeURIComponent(number)}`, { state: { payment } })
        }
      />
    </div>
  );
}
