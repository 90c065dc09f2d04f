/**
 * The phone menu of a ProLayout with the `site-layout` class (the site's and the console's):
 * see useAccessibleMobileMenu.
 */
import { useEffect, useRef } from 'react';

const MENU_BUTTON = '.site-layout .ant-pro-global-header-collapsed-button';
const MENU_DRAWER = '.site-layout .ant-pro-sider .ant-drawer-content, .site-layout .ant-drawer-content';

/**
 * ProLayout's phone menu button is a bare span and its drawer an unnamed dialog: make the
 * span a keyboard button (role, tab stop, name, expanded state, Enter and Space), name the
 * drawer, and bring the focus back to the button when the drawer closes.
 */
export function useAccessibleMobileMenu(open: boolean, openLabel: string, menuLabel: string) {
  const wasOpen = useRef(false);
  useEffect(() => {
    const closing = wasOpen.current && !open;
    wasOpen.current = open;
    const button = document.querySelector<HTMLElement>(MENU_BUTTON);
    if (button) {
      button.setAttribute('role', 'button');
      button.setAttribute('tabindex', '0');
      button.setAttribute('aria-label', openLabel);
      button.setAttribute('aria-expanded', String(open));
    }
    if (open) {
      // The drawer is drawn a frame after it opens; the first time, once its code has
      // loaded (src/lib/lazyLayoutDrawer.tsx): look for it each frame until it is there.
      let frame = 0;
      const label = () => {
        const drawer = document.querySelector(MENU_DRAWER);
        if (drawer) drawer.setAttribute('aria-label', menuLabel);
        else frame = window.requestAnimationFrame(label);
      };
      frame = window.requestAnimationFrame(label);
      return () => window.cancelAnimationFrame(frame);
    }
    const active = document.activeElement;
    if (closing && button && (!active || active === document.body || active.closest('.ant-drawer'))) button.focus();
    return undefined;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLElement && e.target.matches(MENU_BUTTON)) {
        e.preventDefault();
        e.target.click();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
