import { Form, NavLink } from 'react-router';
import { Icon, VisuallyHidden } from '@storefront/design-system';
import { track } from '@storefront/features/platform';
import * as styles from './shell.css';

/** The shop's main navigation: the pages a shopper comes back to. */
export const menu = [
  { label: 'Devices', to: '/category/devices' },
  { label: 'Flavours', to: '/category/sticks' },
  { label: 'Flavour finder', to: '/flavour-finder' },
  { label: 'Club', to: '/iluma-club' },
  { label: 'Stores', to: '/stores' },
  { label: 'Account', to: '/account' },
] as const;

const trackMenuClick = (label: string, url: string) =>
  track('tracking:activity:menu_navigation_click', { label, url, location: 'header' });

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <NavLink to="/" className={styles.brand} onClick={() => trackMenuClick('Home', '/')}>
          Storefront
        </NavLink>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {menu.map(({ label, to }) => (
              <li key={to}>
                <NavLink to={to} className={styles.navLink} onClick={() => trackMenuClick(label, to)}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="get" action="/search" role="search" className={styles.searchForm}>
          <label htmlFor="site-search">
            <VisuallyHidden>Search the shop</VisuallyHidden>
          </label>
          <input id="site-search" name="q" type="search" className={styles.searchInput} placeholder="Search" />
          <button type="submit" className={styles.iconButton}>
            <Icon name="search" label="Search" />
          </button>
        </Form>
        <NavLink to="/cart" className={styles.iconButton} onClick={() => trackMenuClick('Cart', '/cart')}>
          <Icon name="cart" />
          <span>Cart</span>
        </NavLink>
      </div>
    </header>
  );
}
