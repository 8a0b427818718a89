import { useNavigate } from 'react-router';
import { AgeVerificationFlow } from '@storefront/features/age-verification';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.age-verification';

export const meta: Route.MetaFunction = () => [
  { title: 'Verify your age · Storefront' },
  { name: 'robots', content: 'noindex' },
];

/** The tenant's verification workflow; with a real provider these come from its configuration. */
const workflow = {
  workflowName: 'age-check',
  workflowDefinitionId: process.env.AGE_VERIFICATION_WORKFLOW_ID ?? 'sandbox-1',
};

export function loader() {
  return { workflow };
}

export default function AgeVerificationPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>Verify your age</h1>
      <AgeVerificationFlow workflow={loaderData.workflow} onVerified={() => navigate('/account')} />
    </div>
  );
}
