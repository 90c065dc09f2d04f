/**
 * Right side of the header: language picker, then login/register when logged out or
 * the user menu (profile, logout) when logged in. Logout reloads the page.
 * Below 768 px (ProLayout's mobile breakpoint) the picker is hidden here: the mobile
 * menu carries the language toggle, and login/register stay compact (src/global.css).
 */
import { Link, useIntl, useLocation, useModel } from '@umijs/max';
import { Button, Dropdown, Space } from 'antd';
import { LogoutOutlined, UserOutlined, IdcardOutlined, DownOutlined } from '@ant-design/icons';
import LanguagePicker from '../LanguagePicker';
import LinkButton from '../LinkButton';
import { storedAccountName } from '@/lib/tokenStore';

export function UserMenu() {
  const intl = useIntl();
  const { user, logout } = useModel('auth');
  // Until the account answers: the name this browser last showed (no jump when it comes).
  const name = user?.nickname || user?.username || storedAccountName() || intl.formatMessage({ id: 'common.user.guest' });
  const onLogout = async () => {
    try {
      await logout();
    } finally {
      window.location.reload();
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // Opened from the keyboard, the focus moves into the menu (arrows, Enter; Escape returns):
      // the menu-button pattern, which is what the rule's concern (focus jumping on load) is not.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      menu={{
        items: [
          {
            key: 'welcome',
            label: intl.formatMessage({ id: 'common.user.welcome' }, { name }),
            disabled: true,
          },
          { type: 'divider' },
          {
            key: 'profile',
            icon: <IdcardOutlined />,
            label: <Link to="/profile">{intl.formatMessage({ id: 'common.user.profile' })}</Link>,
          },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            danger: true,
            label: intl.formatMessage({ id: 'common.user.logout' }),
            onClick: onLogout,
          },
        ],
      }}
    >
      <Button type="text" className="site-header-button site-user-button" aria-label={`${name} · ${intl.formatMessage({ id: 'common.user.menu' })}`}>
        <span className="site-user-avatar" aria-hidden="true">
          <UserOutlined />
        </span>
        <span className="site-user-name">{name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

/** Login link that brings the visitor back to the page they were on (its origin). */
function loginHref(pathname: string, search: string): string {
  if (pathname === '/' || pathname.startsWith('/auth/')) return '/auth/login';
  return `/auth/login?from=${encodeURIComponent(pathname + search)}`;
}

export function AuthButtons() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <Space size={8} className="site-auth-buttons">
      <LinkButton to={loginHref(pathname, search)} type="text" className="site-header-button">
        {intl.formatMessage({ id: 'nav.login' })}
      </LinkButton>
      <LinkButton to="/auth/register" type="primary">
        {intl.formatMessage({ id: 'nav.register' })}
      </LinkButton>
    </Space>
  );
}

export default function HeaderActions() {
  const { isAuthenticated, isLoading } = useModel('auth');
  return (
    <div className="site-header-actions">
      {/* On phones the language toggle lives in the mobile menu (SiteLayout) to leave room. */}
      <span className="site-header-lang">
        <LanguagePicker />
      </span>
      {isLoading ? null : isAuthenticated ? <UserMenu /> : <AuthButtons />}
    </div>
  );
}
