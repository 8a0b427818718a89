import { Form, Link as RouterLink, useLocation } from 'react-router';
import { Link } from '@storefront/design-system';
import type { ThemeName } from '@storefront/design-system';
import * as styles from './shell.css';

/** Footer: service links and the colour-theme switch (a form, so it works before and without JavaScript). */
export function SiteFooter({ theme }: { theme: ThemeName }) {
  const { pathname, search } = useLocation();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.footerHeading}>
            Shop
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link asChild>
                <RouterLink to="/flavour-finder">Flavour finder</RouterLink>
              </Link>
            </li>
            <li>
              <Link asChild>
                <RouterLink to="/stores">Find a store</RouterLink>
              </Link>
            </li>
            <li>
              <Link asChild>
                <RouterLink to="/search">Search</RouterLink>
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-account">
          <h2 id="footer-account" className={styles.footerHeading}>
            Your account
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link asChild>
                <RouterLink to="/account">Account overview</RouterLink>
              </Link>
            </li>
            <li>
              <Link asChild>
                <RouterLink to="/iluma-club">Club and rewards</RouterLink>
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-display">
          <h2 id="footer-display" className={styles.footerHeading}>
            Display
          </h2>
          <Form method="post" action="/preferences/theme" reloadDocument>
            <input type="hidden" name="theme" value={next} />
            <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
            <button type="submit" className={styles.iconButton}>
              Switch to the {next} theme
            </button>
          </Form>
        </section>
      </div>
      <p className={`${styles.page} ${styles.muted}`}>Demo shop: every backend is the embedded sandbox unless configured.</p>
    </footer>
  );
}
