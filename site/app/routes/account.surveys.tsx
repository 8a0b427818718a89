import { SurveysOverview } from '@storefront/features/surveys/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.surveys';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.account.surveys') },
  { name: 'robots', content: 'noindex' },
];

export default function SurveysPage() {
  return (
    <div className={shellStyles.page}>
      <SurveysOverview />
    </div>
  );
}
