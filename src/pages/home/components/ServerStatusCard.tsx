import { useIntl } from '@umijs/max';
import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import StatusDot from '@/components/StatusDot';
import { ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { GameStatus } from '@/services/status';
import { useT } from '@/lib/useT';
import styles from '../home.module.css';
import Panel from './Panel';

export interface ServerStatusCardProps {
  status: GameStatus | null;
  loading: boolean;
  error: boolean;
  onRetry?: () => void;
}

/** Splits an uptime in seconds into days, hours and minutes. */
export function splitUptime(seconds: number) {
  const s = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60) };
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.figure}>
      <div className={styles.figureLabel}>{label}</div>
      <div className={styles.figureValue}>{value}</div>
    </div>
  );
}

/**
 * The card's parts with their labels while the status loads, its values shimmering: the card
 * keeps about its loaded height, so what follows it stays where it will be (and the parts
 * below the first screen do not load early because the card was short for a moment).
 */
function StatusPlaceholder() {
  const t = useT();
  const value = <Skeleton.Input active size="small" className={styles.figureSkeleton} />;
  return (
    <div role="status" aria-busy="true" aria-label={t('home.status.loading')} data-testid="home-status-loading">
      <div className={styles.statusHead}>
        <Skeleton.Button active size="small" shape="round" />
      </div>
      <div className={styles.statusGrid}>
        {(['players', 'uptime', 'serverTime'] as const).map((key) => (
          <Figure key={key} label={t(`home.status.${key}`)} value={value} />
        ))}
      </div>
      <div className={styles.statusEvents}>
        <div className={styles.statusEventsTitle}>{t('home.status.events')}</div>
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    </div>
  );
}

/** The live server status on the home page (the data comes from useModel('serverStatus')). */
export default function ServerStatusCard({ status, loading, error, onRetry }: ServerStatusCardProps) {
  const intl = useIntl();
  const t = useT();

  const title = (
    <span className={styles.cardTitle}>
      <ThunderboltOutlined /> {t('home.status.title')}
    </span>
  );
  const retry = onRetry ? (
    <Button type="text" size="small" icon={<ReloadOutlined />} onClick={onRetry} aria-label={t('home.status.retry')} />
  ) : null;

  if (!status) {
    return (
      <Panel title={title} className={styles.statusCard} data-testid="home-server-status">
        {error && !loading ? (
          <div className={styles.statusError} role="alert">
            <p>{t('home.status.error')}</p>
            {onRetry && (
              <Button icon={<ReloadOutlined />} onClick={onRetry}>
                {t('home.status.retry')}
              </Button>
            )}
          </div>
        ) : (
          <StatusPlaceholder />
        )}
      </Panel>
    );
  }

  const stateColor = status.state === 'online' ? 'success' : status.state === 'maintenance' ? 'warning' : 'error';
  const uptime = status.uptime != null ? splitUptime(status.uptime) : null;
  const serverTime =
    status.serverTime && dayjs(status.serverTime).isValid()
      ? dayjs(status.serverTime).format('YYYY-MM-DD HH:mm')
      : status.serverTime;

  return (
    <Panel title={title} extra={retry} className={styles.statusCard} data-testid="home-server-status">
      <div className={styles.statusHead}>
        <StatusDot status={stateColor} text={<strong className={styles.statusState}>{t(`home.status.${status.state}`)}</strong>} />
        {status.version && (
          <span className={styles.statusVersion}>
            {t('home.status.version')} {status.version}
          </span>
        )}
      </div>
      <div className={styles.statusGrid}>
        <Figure label={t('home.status.players')} value={t('home.status.playersValue', { count: intl.formatNumber(status.onlinePlayers) })} />
        <Figure label={t('home.status.uptime')} value={uptime ? t('home.status.uptimeValue', uptime) : '—'} />
        <Figure label={t('home.status.serverTime')} value={serverTime || '—'} />
      </div>
      <div className={styles.statusEvents}>
        <div className={styles.statusEventsTitle}>{t('home.status.events')}</div>
        {status.events.length === 0 ? (
          <p className={styles.muted}>{t('home.status.noEvents')}</p>
        ) : (
          <ul className={styles.eventList}>
            {status.events.slice(0, 2).map((event) => (
              <li key={event.title}>
                <strong>{event.title}</strong>
                <span>{event.description}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
