/**
 * The server status panel fixed at the right edge. Its closed/collapsed/expanded state is
 * remembered in localStorage; the data comes from useModel('serverStatus').
 *
 * On phones (below 768 px) the panel never covers the page by itself: it starts as a
 * slim tab at the right edge even when the remembered choice is 'expanded', and
 * expands as an overlay only when tapped (closed again on navigation).
 */
import { useLocation, useModel } from '@umijs/max';
import { useCallback, useEffect, useState } from 'react';
import StatusPanelView, { type PanelState } from './StatusPanelView';

export const PANEL_STATE_KEY = 'status-panel-state';
const STATES: PanelState[] = ['closed', 'collapsed', 'expanded'];

export function readPanelState(): PanelState {
  try {
    const v = window.localStorage.getItem(PANEL_STATE_KEY);
    return STATES.includes(v as PanelState) ? (v as PanelState) : 'collapsed';
  } catch {
    return 'collapsed';
  }
}

/** Phones: the same breakpoint as ProLayout's mobile header. */
export const NARROW_QUERY = '(max-width: 767px)';

function matchesNarrow(): boolean {
  try {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
  } catch {
    return false;
  }
}

/** True on phone-width screens, following resizes and rotations. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(matchesNarrow);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const mql = window.matchMedia(NARROW_QUERY);
    const onChange = () => setNarrow(mql.matches);
    onChange();
    if (typeof mql.addEventListener === 'function') {
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    }
    mql.addListener?.(onChange);
    return () => mql.removeListener?.(onChange);
  }, []);
  return narrow;
}

export function usePanelState(): [PanelState, (s: PanelState) => void] {
  const [state, setState] = useState<PanelState>(readPanelState);
  const set = useCallback((s: PanelState) => {
    setState(s);
    try {
      window.localStorage.setItem(PANEL_STATE_KEY, s);
    } catch {
      /* ignore */
    }
  }, []);
  return [state, set];
}

export default function StatusPanel() {
  const { status, fetchState, updatedAt, refresh } = useModel('serverStatus');
  const [panelState, setPanelState] = usePanelState();
  const narrow = useNarrowScreen();
  const { pathname } = useLocation();
  // Phones: the overlay opens only on a tap in this page view.
  const [overlayOpen, setOverlayOpen] = useState(false);
  useEffect(() => setOverlayOpen(false), [pathname, narrow]);
  const shown: PanelState = narrow && panelState === 'expanded' && !overlayOpen ? 'collapsed' : panelState;
  const change = useCallback(
    (next: PanelState) => {
      setOverlayOpen(next === 'expanded');
      setPanelState(next);
    },
    [setPanelState],
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (shown !== 'expanded') return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [shown]);
  return (
    <StatusPanelView
      panelState={shown}
      onPanelStateChange={change}
      compact={narrow}
      status={status}
      fetchState={fetchState}
      updatedAt={updatedAt}
      onRetry={() => {
        refresh();
      }}
      now={now}
    />
  );
}

export { StatusPanelView };
export type { PanelState };
