/**
 * The profile's tab bar (overview, characters, billing, invites) and the open tab's panel:
 * ARIA tabs whose state is the page's URL. The arrow keys, Home and End move the focus along
 * the bar and Enter or Space opens the focused tab (a press opens it too), as with antd's
 * Tabs, whose look it keeps (the sliding ink bar included). Written for the page: antd's
 * Tabs brought rc-tabs (about 8 KB gzip) for four fixed labels.
 */
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import ResizeObserver from '@/lib/nativeResizeObserver';
import styles from '../profile.module.css';

export interface ProfileTabsProps<K extends string> {
  tabs: readonly K[];
  active: K;
  label: (tab: K) => ReactNode;
  onChange: (tab: K) => void;
  /** The open tab's content. */
  children: ReactNode;
}

const tabId = (tab: string) => `profile-tab-${tab}-button`;
const panelId = (tab: string) => `profile-tab-${tab}-panel`;

export default function ProfileTabs<K extends string>({ tabs, active, label, onChange, children }: ProfileTabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [ink, setInk] = useState<{ left: number; width: number } | null>(null);

  // The ink bar under the open tab, measured again when a tab's size changes (a late font, a
  // language switch, the phone layout's type), which moves the tabs after it too.
  const measure = useCallback(() => {
    const button = listRef.current?.querySelector<HTMLElement>(`#${tabId(active)}`);
    if (button) setInk({ left: button.offsetLeft, width: button.offsetWidth });
  }, [active]);
  useLayoutEffect(() => {
    measure();
    const observer = new ResizeObserver(measure);
    listRef.current?.querySelectorAll('[role="tab"]').forEach((button) => observer.observe(button));
    return () => observer.disconnect();
  }, [measure]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    let next = -1;
    if (event.key === 'ArrowRight') next = (at + 1) % buttons.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    if (next < 0) return;
    event.preventDefault();
    buttons[next].focus();
  };

  return (
    <div className={styles.tabs}>
      <div className={styles.tabBar}>
        <div ref={listRef} role="tablist" className={styles.tabList}>
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={tab === active}
              aria-controls={tab === active ? panelId(tab) : undefined}
              tabIndex={tab === active ? 0 : -1}
              className={tab === active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => onChange(tab)}
              onKeyDown={onKeyDown}
            >
              {label(tab)}
            </button>
          ))}
          {ink ? <span className={styles.tabInk} style={{ left: ink.left, width: ink.width }} aria-hidden="true" /> : null}
        </div>
      </div>
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0} className={styles.tabPanel}>
        {children}
      </div>
    </div>
  );
}
