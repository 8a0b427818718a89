import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { Link } from '@storefront/design-system';
import { useTranslation } from '@storefront/features/platform';
import * as styles from './account.css';
import { accountPages } from './navigation';

const isOverview = (pathname: string) => pathname.replace(/\/$/, '') === '/account';

/**
 * Every account page but the overview: on desktop the account's pages beside it, the current one marked
 * (aria-current); on phones a link back to the overview's cards. The overview leads with its cards at every width.
 */
export function AccountFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (isOverview(pathname)) return children;
  return (
    <div className={styles.layout}>
      <AccountSideNavigation />
      <div>
        <AccountBackLink />
        {children}
      </div>
    </div>
  );
}

function AccountSideNavigation() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.account.navigation')} className={styles.sideNavigation}>
      <ul className={styles.sideList}>
        <li>
          <NavLink to="/account" end className={styles.sideLink}>
            {t('shell.account.overview')}
          </NavLink>
        </li>
        {accountPages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} className={styles.sideLink}>
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountBackLink() {
  const { t } = useTranslation();
  return (
    <div className={styles.backLink}>
      <Link asChild>
        <RouterLink to="/account">{t('shell.account.back')}</RouterLink>
      </Link>
    </div>
  );
}

/** The overview's cards: what the shopper came for, before any setting. */
export function AccountCards() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.account.navigation')}>
      <ul className={styles.cards}>
        {accountPages.map((page) => (
          <li key={page.to}>
            <RouterLink to={page.to} className={styles.card}>
              <span className={styles.cardTitle}>{t(page.label)}</span>
              <span className={styles.cardText}>{t(page.description)}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
