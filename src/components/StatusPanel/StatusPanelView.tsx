/**
 * Presentational server status panel: closed (a small arrow reopens it),
 * collapsed or expanded; online/offline badge, online count, server time, uptime and up
 * to 2 events; loading and error states. The container (./index.tsx) feeds it.
 *
 * `compact` (phones): collapsed is a slim tab at the right edge (badge and player
 * count) that covers no content; expanded is an overlay over a dimmed page, dismissed
 * by its buttons, a tap outside or Escape.
 */
import { useIntl } from '@umijs/max';
import { useEffect, useRef } from 'react';
import { Button, Spin, Tooltip } from 'antd';
import StatusDot from '../StatusDot';
import {
  CloseOutlined,
  DownOutlined,
  LeftOutlined,
  ReloadOutlined,
  UpOutlined,
  ThunderboltFilled,
  WarningOutlined,
} from '@ant-design/icons';
import type { GameStatus } from '@/services/status';
import type { StatusFetchState } from '@/models/serverStatus';
import { useT } from '@/lib/useT';
import { formatServerTime, splitUptime } from './format';

export type PanelState = 'closed' | 'collapsed' | 'expanded';

export interface StatusPanelViewProps {
  panelState: PanelState;
  onPanelStateChange: (state: PanelState) => void;
  status: GameStatus | null;
  fetchState: StatusFetchState;
  updatedAt: number | null;
  onRetry?: () => void;
  /** Current time, for the ticking server clock (defaults to Date.now()). */
  now?: number;
  /** Phone layout: collapsed is a slim edge tab, expanded an overlay. */
  compact?: boolean;
}

const STATE_IDS = { online: 'status.online', offline: 'status.offline', maintenance: 'status.maintenance' } as const;
const BADGE = { online: 'success', offline: 'error', maintenance: 'warning' } as const;

export default function StatusPanelView(props: StatusPanelViewProps) {
  const { panelState, onPanelStateChange, status, fetchState, updatedAt, onRetry, compact = false } = props;
  const intl = useIntl();
  const f = useT();
  const now = props.now ?? Date.now();
  const serverState = status?.state ?? 'offline';
  const overlay = compact && panelState === 'expanded';

  const panelRef = useRef<HTMLElement | null>(null);
  // The phone overlay takes the focus and closes with Escape like any dialog.
  useEffect(() => {
    if (!overlay) return undefined;
    panelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onPanelStateChange('collapsed');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, onPanelStateChange]);

  // Keyboard users keep their place: when a state change removed the focused control
  // (the tab, the reopen arrow, the overlay), the focus goes to the new state's own control.
  const rootRef = useRef<HTMLElement | null>(null);
  const previous = useRef(panelState);
  useEffect(() => {
    if (previous.current === panelState) return;
    previous.current = panelState;
    const active = document.activeElement;
    if (overlay || (active && active !== document.body)) return;
    const root = rootRef.current;
    const target = root?.matches('button') ? root : root?.querySelector<HTMLElement>('.site-status-tools button');
    target?.focus();
  }, [panelState, overlay]);

  if (compact && panelState === 'collapsed') {
    const label = status
      ? `${f('status.title')}: ${f(STATE_IDS[serverState])}, ${f('status.players')} ${intl.formatNumber(status.onlinePlayers)}`
      : `${f('status.title')}: ${f(fetchState === 'error' ? 'status.error' : 'status.loading')}`;
    return (
      <button
        ref={(el) => {
          rootRef.current = el;
        }}
        type="button"
        className="site-status-tab"
        aria-label={label}
        aria-expanded={false}
        title={f('status.expand')}
        onClick={() => onPanelStateChange('expanded')}
        data-testid="status-tab"
        data-state="collapsed"
      >
        {status ? (
          <>
            <StatusDot status={BADGE[serverState]} />
            <ThunderboltFilled className="site-status-tab-icon" />
            <span className="site-status-tab-count">{intl.formatNumber(status.onlinePlayers)}</span>
          </>
        ) : fetchState === 'error' ? (
          <WarningOutlined className="site-status-tab-icon site-status-error" />
        ) : (
          <Spin size="small" />
        )}
      </button>
    );
  }

  if (panelState === 'closed') {
    return (
      <Tooltip title={f('status.reopen')} placement="left">
        <button
          ref={(el) => {
          rootRef.current = el;
        }}
          type="button"
          className="site-status-reopen"
          aria-label={f('status.reopen')}
          onClick={() => onPanelStateChange('collapsed')}
          data-testid="status-reopen"
        >
          <LeftOutlined />
          {status && <StatusDot status={BADGE[serverState]} />}
        </button>
      </Tooltip>
    );
  }

  const expanded = panelState === 'expanded';
  let body: React.ReactNode;
  if (!status && fetchState === 'error') {
    body = (
      <div className="site-status-message site-status-error" role="alert">
        <WarningOutlined /> <span>{f('status.error')}</span>
        {onRetry && (
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {f('status.retry')}
          </Button>
        )}
      </div>
    );
  } else if (!status) {
    body = (
      <div className="site-status-message" role="status">
        <Spin size="small" /> <span>{f('status.loading')}</span>
      </div>
    );
  } else {
    const time = formatServerTime(status.serverTime, updatedAt ? now - updatedAt : 0);
    const uptime = splitUptime(status.uptime);
    body = (
      <>
        <div className="site-status-headline">
          <StatusDot status={BADGE[serverState]} text={<strong>{f(STATE_IDS[serverState])}</strong>} />
          <span className="site-status-count" title={f('status.players')}>
            <ThunderboltFilled /> {f('status.playersCount', { count: status.onlinePlayers })}
          </span>
        </div>
        {expanded && (
          <>
            <dl className="site-status-list">
              <div>
                <dt>{f('status.players')}</dt>
                <dd>{intl.formatNumber(status.onlinePlayers)}</dd>
              </div>
              <div>
                <dt>{f('status.serverTime')}</dt>
                <dd>{time ?? f('common.placeholder')}</dd>
              </div>
              <div>
                <dt>{f('status.uptime')}</dt>
                <dd>{uptime ? f(uptime.id, uptime.values) : f('common.placeholder')}</dd>
              </div>
              {status.version && (
                <div>
                  <dt>{f('status.version')}</dt>
                  <dd>{status.version}</dd>
                </div>
              )}
            </dl>
            <div className="site-status-events">
              <h4>{f('status.events')}</h4>
              {status.events.length === 0 ? (
                <p className="site-status-muted">{f('status.noEvents')}</p>
              ) : (
                <ul>
                  {status.events.slice(0, 2).map((event, i) => (
                    <li key={`${event.title}-${i}`}>
                      <strong>{event.title}</strong>
                      <span>{event.description}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {fetchState === 'error' && (
              <p className="site-status-muted site-status-stale" role="alert">
                <WarningOutlined /> {f('status.error')}
              </p>
            )}
            {updatedAt && (
              <p className="site-status-updated">
                {f('status.updatedAt', { time: new Date(updatedAt).toLocaleTimeString(intl.locale, { hour12: false }) })}
                {fetchState === 'loading' && <Spin size="small" style={{ marginInlineStart: 8 }} />}
              </p>
            )}
          </>
        )}
      </>
    );
  }

  const panel = (
    <aside
      className={`site-status-panel ${expanded ? 'is-expanded' : 'is-collapsed'}${overlay ? ' is-overlay' : ''}`}
      aria-label={f('status.title')}
      data-testid="status-panel"
      data-state={panelState}
      data-overlay={overlay ? 'true' : undefined}
      ref={(el) => {
        panelRef.current = el;
        rootRef.current = el;
      }}
      tabIndex={overlay ? -1 : undefined}
    >
      <header className="site-status-title">
        <span>{f('status.title')}</span>
        <span className="site-status-tools">
          <Button
            type="text"
            size="small"
            aria-label={f(expanded ? 'status.collapse' : 'status.expand')}
            icon={expanded ? <DownOutlined /> : <UpOutlined />}
            onClick={() => onPanelStateChange(expanded ? 'collapsed' : 'expanded')}
          />
          <Button
            type="text"
            size="small"
            aria-label={f('status.close')}
            icon={<CloseOutlined />}
            onClick={() => onPanelStateChange('closed')}
          />
        </span>
      </header>
      <div className="site-status-body">{body}</div>
    </aside>
  );
  if (!overlay) return panel;
  return (
    <>
      <div className="site-status-backdrop" aria-hidden="true" data-testid="status-backdrop" onClick={() => onPanelStateChange('collapsed')} />
      {panel}
    </>
  );
}
