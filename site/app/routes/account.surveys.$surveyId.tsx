import { Link as RouterLink } from 'react-router';
import { Link } from '@storefront/design-system';
import { useTranslation } from '@storefront/features/platform';
import { SurveyRunner } from '@storefront/features/surveys/widgets';
import { privatePageMeta, shellStyles } from '../shell';
import type { Route } from './+types/account.surveys.$surveyId';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'shell.account.surveys');

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
