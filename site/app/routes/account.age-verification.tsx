import { useTranslation } from '@storefront/features/platform';
import { useNavigate } from 'react-router';
import { AgeVerificationFlow } from '@storefront/features/age-verification/widgets';
import { ageVerificationWorkflow } from '../lib/ageVerificationWorkflow.server';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/account.age-verification';

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, 'shell.page.ageVerification');

export function loader() {
  return { workflow: ageVerificationWorkflow };
}

export default function AgeVerificationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>{t('shell.page.ageVerification')}</h1>
      <AgeVerificationFlow workflow={loaderData.workflow} onVerified={() => navigate('/account')} />
    </div>
  );
}
