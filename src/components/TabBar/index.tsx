/**
 * A tab bar of the site's own: ARIA tabs whose state lives with the page (usually its URL),
 * with antd's keyboard model and look. The arrow keys, Home and End move the focus along the
 * bar (wrapping around) and Enter or Space opens the focused tab; a press opens it too. The
 * open tab is the only one in the tab order, and a sliding ink bar sits under it.
 *
 * Written for pages whose tabs are a few fixed labels (the ranking, the profile): antd's Tabs
 * brought rc-tabs (about 8 KB gzip) with its overflow menu, animated panes and more.
 *
 * The page draws the open tab's content in a `TabPanel` with the same `idPrefix`. The look is
 * antd's default; a page tunes it with these CSS variables on `className`: `--tab-gap`,
 * `--tab-padding`, `--tab-font-size`, `--tab-font-weight`, `--tab-ink-height`,
 * `--tab-ink-radius` and `--tab-ink` (the ink bar's background).
 */
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import ResizeObserver from '@/lib/nativeResizeObserver';
import styles from './TabBar.module.css';

export interface TabBarProps<K extends string> {
  /** Prefix of the tabs' and the panel's ids; unique on the page. */
  idPrefix: string;
  tabs: readonly K[];
  active: K;
  label: (tab: K) => ReactNode;
  onChange: (tab: K) => void;
  className?: string;
}

const tabId = (idPrefix: string, tab: string) => `${idPrefix}-${tab}-button`;
const panelId = (idPrefix: string, tab: string) => `${idPrefix}-${tab}-panel`;

export default function TabBar<K extends string>({ idPrefix, tabs, active, label, onChange, className }: TabBarProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [ink, setInk] = useState<{ left: number; width: number } | null>(null);

  // The ink bar under the open tab, measured again when a tab's size changes (a late font, a
  // language switch, the phone layout's type), which moves the tabs after it too. A new
  // observer reports each tab's size once the frame's layout is done, so the first measure
  // (and the one after a tab change) reads a laid-out page: measured here, in the commit that
  // draws the page, it forced the layout of the whole page inside that task.
  const measure = useCallback(() => {
    const button = listRef.current?.ownerDocument.getElementById(tabId(idPrefix, active));
    if (button) setInk({ left: button.offsetLeft, width: button.offsetWidth });
  }, [idPrefix, active]);
  useLayoutEffect(() => {
    const observer = new ResizeObserver(measure);
    listRef.current?.querySelectorAll('[role="tab"]').forEach((button) => observer.observe(button));
    return () => observer.disconnect();
  }, [measure, tabs]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(event.currentTarget);
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
    <div ref={listRef} role="tablist" className={className ? `${styles.list} ${className}` : styles.list}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab)}
          aria-selected={tab === active}
          aria-controls={tab === active ? panelId(idPrefix, tab) : undefined}
          tabIndex={tab === active ? 0 : -1}
          className={tab === active ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => onChange(tab)}
          onKeyDown={onKeyDown}
        >
          {label(tab)}
        </button>
      ))}
      {ink ? <span className={styles.ink} style={{ left: ink.left, width: ink.width }} aria-hidden="true" /> : null}
    </div>
  );
}

export interface TabPanelProps {
  idPrefix: string;
  /** The panel's tab, whose label names it. */
  tab: string;
  /** A panel kept (with its state) while another tab is open. */
  hidden?: boolean;
  className?: string;
  children: ReactNode;
}

/** A tab's content, tied to its tab (and reachable with the Tab key, as antd's). */
export function TabPanel({ idPrefix, tab, hidden, className, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, tab)}
      aria-labelledby={tabId(idPrefix, tab)}
      tabIndex={hidden ? -1 : 0}
      hidden={hidden}
      className={className}
    >
      {children}
    </div>
  );
}
