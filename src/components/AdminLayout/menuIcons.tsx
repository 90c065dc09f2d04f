/** The console's side-menu icons, by route path. */
import type { ReactNode } from 'react';
import { AuditOutlined, CreditCardOutlined, DashboardOutlined, GiftOutlined, NotificationOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';

export const ADMIN_MENU_ICONS: Record<string, ReactNode> = {
  '/admin': <DashboardOutlined />,
  '/admin/dashboard': <DashboardOutlined />,
  '/admin/accounts': <TeamOutlined />,
  '/admin/notices': <NotificationOutlined />,
  '/admin/shop': <ShopOutlined />,
  '/admin/billing': <CreditCardOutlined />,
  '/admin/rewards': <GiftOutlined />,
  '/admin/audit': <AuditOutlined />,
};
