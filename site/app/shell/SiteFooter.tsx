import { Form, Link as RouterLink, useLocation } from 'react-router';
import { Link } from '@storefront/design-system';
import type { ThemeName } from '@storefront/design-system';
import { languages, useTranslation, type Language } from '@storefront/features/platform';
import { languageNames } from './dictionary';
import * as styles from './shell.css';

/**
 * Footer: service links, the colour-theme switch and the language switch (forms, so they work before and without
 * JavaScript, and are plain buttons for the keyboard).
 */
export function SiteFooter({ theme, language }: { theme: ThemeName; language: Language }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const next = theme === 'dark' ? 'light' : 'dark';
  const returnTo = `${pathname}${search}`;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.footerHeading}>
            {t('shell.footer.shop')}
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link asChild>
                <RouterLink to="/flavour-finder">{t('shell.footer.flavourFinder')}</RouterLink>
              </Link>
            </li>
            <li>
              <Link asChild>
                <RouterLink to="/stores">{t('shell.footer.stores')}</RouterLink>
              </Link>
            </li>
            <li>
              <Link asChild>
                <RouterLink to="/search">{t('shell.footer.search')}</RouterLink>
              </Link>
            </li>
            <li>
              <Link asChild>
                <RouterLink to="/contact">{t('shell.footer.contact')}</RouterLink>
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-account">
          <h2 id="footer-account" className={styles.footerHeading}>
            {t('shell.footer.account')}
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link asChild>
                <RouterLink to="/account">{t('shell.footer.overview')}</RouterLink>
              </Link>
            </li>
            <li>
              <Link asChild>
                <RouterLink to="/iluma-club">{t('shell.footer.club')}</RouterLink>
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-display">
          <h2 id="footer-display" className={styles.footerHeading}>
            {t('shell.footer.display')}
          </h2>
          <Form method="post" action="/preferences/theme" reloadDocument>
            <input type="hidden" name="theme" value={next} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className={styles.iconButton}>
              {t('shell.footer.theme', { theme: next })}
            </button>
          </Form>
        </section>
        <section aria-labelledby="footer-language">
          <h2 id="footer-language" className={styles.footerHeading}>
            {t('shell.footer.language')}
          </h2>
          {/* A full page load: every word, number and price on the page changes with the language. */}
          <Form method="post" action="/preferences/language" reloadDocument className={styles.languageSwitch}>
            <input type="hidden" name="returnTo" value={returnTo} />
            {languages.map((code) => (
              <button
                key={code}
                type="submit"
                name="language"
                value={code}
                lang={code}
                aria-pressed={code === language}
                className={`${styles.iconButton} ${styles.languageOption}`}
              >
                {languageNames[code]}
              </button>
            ))}
          </Form>
        </section>
      </div>
      <p className={`${styles.page} ${styles.muted}`}>{t('shell.footer.sandbox')}</p>
    </footer>
  );
}
