/**
 * The header's pieces shared by the site layout and the account screens' layout: one
 * navigation entry and the site's mark.
 */
import { Link, useIntl, useModel } from '@umijs/max';
import { Tooltip } from 'antd';
import { useCallback } from 'react';
import { LockOutlined, AppstoreOutlined, ControlOutlined } from '@ant-design/icons';
import { accessOf } from '@/access';
import { prefetchRouteCatalog } from '@/lib/routeCatalog';
import { site } from '../../../config/site';
import Logo from '../Logo';
import type { NavItem } from './navigation';

/** Whether a header entry is shown disabled: the admin slot for everyone but operators. The same function while the role stays. */
export function useNavDisabled(): (nav: NavItem) => boolean {
  const { canAdmin } = accessOf(useModel('auth'));
  return useCallback((nav: NavItem) => Boolean(nav.operatorOnly) && !canAdmin, [canAdmin]);
}

/** One header entry: an app link, the external components demo, or the admin slot (disabled unless an operator). */
export function NavEntry({ nav, onNavigate }: { nav: NavItem; onNavigate?: () => void }) {
  const intl = useIntl();
  const isDisabled = useNavDisabled();
  const label = intl.formatMessage({ id: nav.labelId });
  if (isDisabled(nav)) {
    return (
      <Tooltip title={intl.formatMessage({ id: 'nav.adminDisabled' })}>
        <span className="site-nav-disabled" aria-disabled="true" data-testid={`nav-${nav.key}`}>
          <LockOutlined /> {label}
        </span>
      </Tooltip>
    );
  }
  if (nav.external) {
    return (
      <a href={nav.path} target="_blank" rel="noopener" data-testid={`nav-${nav.key}`} onClick={onNavigate}>
        <AppstoreOutlined /> {label}
      </a>
    );
  }
  // The visitor's intent (pointer over, focus, touch) starts loading the page's texts.
  const intent = () => prefetchRouteCatalog(nav.path);
  return (
    <Link to={nav.path} data-testid={`nav-${nav.key}`} onClick={onNavigate} onMouseEnter={intent} onFocus={intent} onTouchStart={intent}>
      {nav.operatorOnly ? (
        <>
          <ControlOutlined /> {label}
        </>
      ) : (
        label
      )}
    </Link>
  );
}

/** The site's mark and short name, linking home (header, mobile header, mobile menu). */
export function SiteBrand() {
  return (
    // Named by its visible short name (a different aria-label would not match what voice users read).
    <Link to="/" className="site-brand" title={site.name}>
      <Logo size={34} />
      <span className="site-brand-name">{site.shortName}</span>
    </Link>
  );
}
