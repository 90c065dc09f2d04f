/**
 * Header and footer navigation. Label ids are literal catalog keys.
 */
import { site } from '../../../config/site';

export interface NavItem {
  path: string;
  labelId: string;
  /** Opens outside the app (the built Storybook). */
  external?: boolean;
  /** Open to operators only (src/access.ts canAdmin); shown disabled to everyone else. */
  operatorOnly?: boolean;
  key: string;
}

export const headerNav: NavItem[] = [
  { key: 'home', path: '/', labelId: 'nav.home' },
  { key: 'download', path: '/download', labelId: 'nav.download' },
  { key: 'ranking', path: '/ranking', labelId: 'nav.ranking' },
  { key: 'shop', path: '/shop', labelId: 'nav.shop' },
  { key: 'library', path: '/library', labelId: 'nav.library' },
  { key: 'vote', path: '/vote', labelId: 'nav.vote' },
  { key: 'notice', path: '/notice', labelId: 'nav.notice' },
  /** Components demo: the built Storybook (not an app route). */
  { key: 'components', path: site.storybookPath, labelId: 'nav.components', external: true },
  /** The operator console: a link for operators, a visible disabled slot for everyone else. */
  { key: 'admin', path: '/admin', labelId: 'nav.admin', operatorOnly: true },
];

export const footerNav: NavItem[] = [
  { key: 'home', path: '/', labelId: 'nav.home' },
  { key: 'download', path: '/download', labelId: 'nav.download' },
  { key: 'ranking', path: '/ranking', labelId: 'nav.ranking' },
  { key: 'notice', path: '/notice', labelId: 'nav.notice' },
  { key: 'privacy', path: '/privacy', labelId: 'nav.privacy' },
  { key: 'terms', path: '/terms', labelId: 'nav.terms' },
];

/** The header entry a path belongs to ('/notice/12' -> notice). */
export function selectedNavKey(pathname: string): string | undefined {
  const match = headerNav
    .filter((n) => !n.external)
    .filter((n) => (n.path === '/' ? pathname === '/' : pathname === n.path || pathname.startsWith(`${n.path}/`)));
  return match[0]?.key;
}
