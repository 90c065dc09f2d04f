/**
 * The server status panel fixed at the right edge. Its closed/collapsed/expanded state is
 * remembered in localStorage; the data comes from useModel('serverStatus').
 */
import { useModel } from '@umijs/max';
import { useEffect, useState } from 'react';
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

export function usePanelState(): [PanelState, (s: PanelState) => void] {
  const [state, setState] = useState<PanelState>(readPanelState);
  const set = (s: PanelState) => {
    setState(s);
    try {
      window.localStorage.setItem(PANEL_STATE_KEY, s);
    } catch {
      /* ignore */
    }
  };
  return [state, set];
}

export default function StatusPanel() {
  const { status, fetchState, updatedAt, refresh } = useModel('serverStatus');
  const [panelState, setPanelState] = usePanelState();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (panelState !== 'expanded') return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [panelState]);
  return (
    <StatusPanelView
      panelState={panelState}
      onPanelStateChange={setPanelState}
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
