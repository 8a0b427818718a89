import { useEffect, useRef } from 'react';
import { Form, NavLink, useLocation, useNavigate } from 'react-router';
import { Disclosure, Icon, VisuallyHidden } from '@storefront/design-system';
import { MOST_COUNTED, useCartCount } from '@storefront/features/cart';
import { track, useTranslation } from '@storefront/features/platform';
import { SearchField } from '@storefront/features/search/widgets';
import { categoryNamesIn } from './pageWords';
import type { ShellMessageKey } from './messages';
import * as styles from './shell.css';

/** The shop's main navigation: the pages a shopper comes back to. */
export const menu: ReadonlyArray<{ label: string; words: ShellMessageKey; to: string }> = [
  { label: 'Devices', words: 'shell.nav.devices', to: '/category/devices' },
  { label: 'Flavours', words: 'shell.nav.flavours', to: '/category/sticks' },
  { label: 'Flavour finder', words: 'shell.nav.flavourFinder', to: '/flavour-finder' },
  { label: 'Club', words: 'shell.nav.club', to: '/iluma-club' },
  { label: 'Stores', words: 'shell.nav.stores', to: '/stores' },
  { label: 'Account', words: 'shell.nav.account', to: '/account' },
];

// Analytics gets the English label in every language, so reports compare like with like.
const trackMenuClick = (label: string, url: string) =>
  track('tracking:activity:menu_navigation_click', { label, url, location: 'header' });

export function SiteHeader({ cartCount }: { cartCount: number }) {
  const { t } = useTranslation();
  const itemsInCart = useCartCount(cartCount);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The categories a shopper can type the name of, in the page's language: suggested at once, without a request.
  const places = Object.entries(categoryNamesIn(t)).map(([urlKey, title]) => ({
    title,
    url: `/category/${urlKey}`,
  }));
  const menuPanel = useRef<HTMLDetailsElement>(null);
  // On a phone the menu closes once a link in it is followed (an in-app navigation keeps the page and the open menu).
  useEffect(() => {
    if (menuPanel.current) menuPanel.current.open = false;
  }, [pathname]);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <NavLink to="/" className={styles.brand} onClick={() => trackMenuClick('Home', '/')}>
          Storefront
        </NavLink>
        {/* A disclosure on phones (native, so it opens without JavaScript too); on wider screens always open. */}
        <Disclosure
          ref={menuPanel}
          openFrom="mediumUp"
          className={styles.menu}
          summary={
            <>
              <Icon name="menu" />
              <span className={styles.labelBesideIcon}>{t('shell.nav.menu')}</span>
            </>
          }
        >
          <nav aria-label={t('shell.nav.label')} className={styles.nav}>
            <ul className={styles.navList}>
              {menu.map(({ label, words, to }) => (
                <li key={to}>
                  <NavLink to={to} className={styles.navLink} onClick={() => trackMenuClick(label, to)}>
                    {t(words)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Disclosure>
        <Form method="get" action="/search" role="search" className={styles.searchForm}>
          <SearchField
            id="site-search"
            label={t('shell.search.label')}
            name="q"
            className={styles.searchInput}
            placeholder={t('shell.search.placeholder')}
            places={places}
            onChoose={(url) => void navigate(url)}
          />
          <button type="submit" className={styles.iconButton}>
            <Icon name="search" label={t('shell.search.submit')} />
          </button>
        </Form>
        <NavLink to="/cart" className={styles.iconButton} onClick={() => trackMenuClick('Cart', '/cart')}>
          <Icon name="cart" />
          <span className={styles.labelBesideIcon}>{t('shell.nav.cart')}</span>
          {itemsInCart > 0 ? (
            <span className={styles.cartCount}>
              <span aria-hidden="true">
                {itemsInCart >= MOST_COUNTED ? `${MOST_COUNTED - 1}+` : itemsInCart}
              </span>
              <VisuallyHidden> {t('shell.nav.cartCount', { count: itemsInCart })}</VisuallyHidden>
            </span>
          ) : null}
        </NavLink>
      </div>
    </header>
  );
}
