/**
 * The header bar of the account screens: the site's mark, the navigation entries, the
 * language picker and login / register. Below 768 px the entries move into a drawer
 * opened by the menu button (the drawer's code loads on the first press).
 */
import { useIntl, useLocation } from '@umijs/max';
import { MenuOutlined } from '@ant-design/icons';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import HeaderActions from '../HeaderActions';
import { NavEntry, SiteBrand } from '../SiteLayout/NavEntry';
import { headerNav, selectedNavKey } from '../SiteLayout/navigation';
import styles from './index.module.css';

const AccountMenu = lazy(() => import('./AccountMenu'));

export default function AccountHeader() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const selected = selectedNavKey(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Closing the menu gives the focus back to its button (unless the visitor moved it on).
  const wasOpen = useRef(false);
  useEffect(() => {
    const closing = wasOpen.current && !menuOpen;
    wasOpen.current = menuOpen;
    const active = document.activeElement;
    if (closing && (!active || active === document.body || active.closest('.ant-drawer'))) button.current?.focus();
  }, [menuOpen]);

  return (
    <header className={`site-account-header ${styles.header}`}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
        aria-expanded={menuOpen}
        onClick={() => {
          setMenuWanted(true);
          setMenuOpen(true);
        }}
      >
        <MenuOutlined />
      </button>
      <SiteBrand />
      <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'common.menu' })}>
        <ul>
          {headerNav.map((nav) => (
            <li key={nav.key} className={nav.key === selected ? styles.selected : undefined}>
              <NavEntry nav={nav} />
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <HeaderActions />
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <AccountMenu open={menuOpen} selected={selected} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
