/**
 * A coloured status dot with an optional label: the game server's state in the status
 * panel and on the home page. Drawn in CSS like antd's status badge (same size, colours
 * from the theme), without antd's Badge code, which these two were its only users for.
 */
import type { ReactNode } from 'react';

export type DotStatus = 'success' | 'warning' | 'error';

export default function StatusDot({ status, text }: { status: DotStatus; text?: ReactNode }) {
  return (
    <span className="site-status-dot-wrap" data-status={status}>
      <span className={`site-status-dot site-status-dot-${status}`} />
      {text !== undefined && <span className="site-status-dot-text">{text}</span>}
    </span>
  );
}
