import { SurveysOverview } from '@storefront/features/surveys/widgets';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/account.surveys';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.account.surveys');

export default function SurveysPage() {
  return (
    <div className={shellStyles.page}>
      <SurveysOverview />
    </div>
  );
}
