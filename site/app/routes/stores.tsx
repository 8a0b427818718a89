import { useTranslation } from '@storefront/features/platform';
import { StoreLocatorWidget } from '@storefront/features/store-locator/widgets';
import { pageTitle, pageWords, shellStyles } from '../shell';
import { cacheHeaders } from '../security';
import type { Route } from './+types/stores';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'shell.page.stores') },
  { name: 'description', content: pageWords(matches)('shell.page.stores.description') },
];

export const headers: Route.HeadersFunction = () => cacheHeaders.publicPage;

export default function StoresPage() {
  const { t } = useTranslation();
  return (
    <div className={shellStyles.page}>
      <StoreLocatorWidget heading={t('shell.page.stores')} headingLevel={2} showPlot />
    </div>
  );
}
