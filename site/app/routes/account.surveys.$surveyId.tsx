import { Link as RouterLink } from 'react-router';
import { Link } from '@storefront/design-system';
import { useTranslation } from '@storefront/features/platform';
import { SurveyRunner } from '@storefront/features/surveys/widgets';
import { pageTitle, shellStyles } from '../shell';
import type { Route } from './+types/account.surveys.$surveyId';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.account.surveys') },
  { name: 'robots', content: 'noindex' },
];

export default function SurveyPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <h1>{t('surveys.heading')}</h1>
      <SurveyRunner
        surveyId={params.surveyId}
        signInHref={`/sign-in?next=/account/surveys/${encodeURIComponent(params.surveyId)}`}
      />
      <p>
        <Link asChild>
          <RouterLink to="/account/surveys">{t('surveys.all')}</RouterLink>
        </Link>
      </p>
    </div>
  );
}
