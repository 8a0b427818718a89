import { useNavigate } from 'react-router';
import { RegistrationForm } from '@storefront/features/account';
import { shellStyles } from '../shell';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [{ title: 'Create an account · Storefront' }, { name: 'robots', content: 'noindex' }];

export default function RegisterPage() {
  const navigate = useNavigate();
  return (
    <div className={shellStyles.page}>
      <h1>Create an account</h1>
      <RegistrationForm onSignedIn={() => navigate('/account')} />
    </div>
  );
}
