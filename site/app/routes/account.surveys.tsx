import { SurveysOverview } from '@storefront/features/surveys';
import { shellStyles } from '../shell';
import type { Route } from './+types/account.surveys';

export const meta: Route.MetaFunction = () => [
  { title: 'Surveys and quizzes · Storefront' },
  { name: 'robots', content: 'noindex' },
];

export default function SurveysPage() {
  return (
    <div className={shellStyles.page}>
      <SurveysOverview />
    </div>
  );
}
