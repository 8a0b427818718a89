import { Link } from '@storefront/design-system';
import { useTranslation } from '../../platform';
import type { BreadcrumbStep } from '../types';
import * as styles from './Product.css';

export interface BreadcrumbsProps {
  /** The trail below Home, the current page last (breadcrumbTrail). */
  trail: BreadcrumbStep[];
}

/** Where the page sits in the shop: Home, then each step as a link, the current page marked and not linked. */
export function Breadcrumbs({ trail }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const steps = [{ name: t('catalog.breadcrumb.home'), path: '/' }, ...trail];
  return (
    <nav aria-label={t('catalog.breadcrumb')} className={styles.breadcrumbs}>
      <ol className={styles.breadcrumbList}>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.path} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={step.path}>
              <Link href={step.path}>{step.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
