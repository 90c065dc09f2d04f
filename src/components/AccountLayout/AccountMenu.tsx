/** The account screens' phone menu: a drawer with the site's mark, the entries and the language toggle. */
import { useIntl } from '@umijs/max';
import { Drawer } from 'antd';
import { useEffect, useRef } from 'react';
import LanguageToggle from '../LanguagePicker/LanguageToggle';
import { NavEntry, SiteBrand } from '../SiteLayout/NavEntry';
import { headerNav } from '../SiteLayout/navigation';
import styles from './index.module.css';

export interface AccountMenuProps {
  open: boolean;
  /** Key of the entry the current page belongs to. */
  selected?: string;
  onClose: () => void;
}

export default function AccountMenu({ open, selected, onClose }: AccountMenuProps) {
  const intl = useIntl();
  // Opened, the focus moves to the first entry (Escape and Tab then work inside the drawer).
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const frame = window.requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('a')?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={256}
      closable={false}
      aria-label={intl.formatMessage({ id: 'common.menu' })}
      rootClassName={styles.menu}
    >
      <div className={styles.menuBrand}>
        <SiteBrand />
      </div>
      <nav aria-label={intl.formatMessage({ id: 'common.menu' })}>
        <ul ref={list} className={styles.menuList}>
          {headerNav.map((nav) => (
            <li key={nav.key} className={nav.key === selected ? styles.selected : undefined}>
              <NavEntry nav={nav} onNavigate={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      <LanguageToggle />
    </Drawer>
  );
}
