/**
 * /debug (login required): the token state for support — access/refresh expiry, next
 * automatic refresh, cached server status. Never shows a whole token.
 */
import { useIntl, useModel } from '@umijs/max';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { CopyOutlined, SyncOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { EXPIRING_SOON_MS } from '../../../config/rules';
import { readStoredTokens, getValidAccessToken } from '@/lib/tokenStore';
import { readStatusCache } from '@/lib/statusCache';
import { getLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/useT';

const preview = (token: string | null) => (token ? token.slice(0, 8) : '');

function useNow(intervalMs = 1000) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export default function DebugPage() {
  const intl = useIntl();
  const f = useT();
  const auth = useModel('auth');
  const now = useNow();
  const stored = readStoredTokens();
  const accessValid = Boolean(getValidAccessToken(now));
  const refreshValid = Boolean(stored.refreshToken && stored.refreshExpiresAt && now < stored.refreshExpiresAt);
  const cache = readStatusCache(null);
  const duration = (ms: number) => {
    const total = Math.max(0, Math.round(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const sec = total % 60;
    if (h > 0) return f('debug.durationHms', { h, m, s: sec });
    if (m > 0) return f('debug.durationMs', { m, s: sec });
    return f('debug.durationS', { s: sec });
  };
  const time = (ms: number | null) => (ms ? new Date(ms).toLocaleString(intl.locale, { hour12: false }) : f('debug.absent'));

  const expiryTag = (valid: boolean, at: number | null) =>
    !valid ? (
      <Tag color="red">{f('debug.expired')}</Tag>
    ) : at && at - now < EXPIRING_SOON_MS ? (
      <Tag color="orange">{f('debug.expiringSoon')}</Tag>
    ) : (
      <Tag color="green">{f('debug.valid')}</Tag>
    );

  const report = {
    now: new Date(now).toISOString(),
    language: getLanguage(),
    authenticated: auth.isAuthenticated,
    user: auth.user?.username ?? null,
    storage: stored.storage,
    accessToken: stored.accessToken ? `${preview(stored.accessToken)}…` : null,
    accessExpiresAt: stored.accessExpiresAt ? new Date(stored.accessExpiresAt).toISOString() : null,
    refreshExpiresAt: stored.refreshExpiresAt ? new Date(stored.refreshExpiresAt).toISOString() : null,
    nextRefreshTime: auth.nextRefreshTime ? new Date(auth.nextRefreshTime).toISOString() : null,
    isRefreshing: auth.isRefreshing,
    statusCache: cache ? { at: new Date(cache.timestamp).toISOString(), state: cache.data.state, players: cache.data.onlinePlayers } : null,
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(report, null, 2));
      toast.success(f('debug.copied'));
    } catch {
      toast.error(f('debug.copyFailed'));
    }
  };

  const refreshNow = async () => {
    try {
      await auth.refresh();
      toast.success(f('debug.refreshDone'));
    } catch {
      toast.error(f('debug.refreshFailed'));
    }
  };

  return (
    <section className="site-container site-page">
      <h1 className="site-page-title">{f('debug.title')}</h1>
      <p className="site-page-lead">{f('debug.description')}</p>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card
          title={f('debug.tokens')}
          extra={
            <Space wrap>
              <Button icon={<SyncOutlined spin={auth.isRefreshing} />} onClick={refreshNow} disabled={!refreshValid}>
                {f('debug.refreshNow')}
              </Button>
              <Button icon={<CopyOutlined />} onClick={copy}>
                {f('debug.copy')}
              </Button>
            </Space>
          }
        >
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={f('debug.authenticated')}>
              {auth.isAuthenticated ? <Tag color="green">{f('debug.loggedIn')}</Tag> : <Tag>{f('debug.loggedOut')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={f('debug.user')}>{auth.user?.username ?? f('debug.absent')}</Descriptions.Item>
            <Descriptions.Item label={f('debug.accessToken')}>
              {stored.accessToken ? f('debug.present', { preview: preview(stored.accessToken) }) : f('debug.absent')}
            </Descriptions.Item>
            <Descriptions.Item label={f('debug.accessExpiry')}>
              <Space wrap>
                {time(stored.accessExpiresAt)}
                {stored.accessToken && expiryTag(accessValid, stored.accessExpiresAt)}
                {stored.accessExpiresAt && accessValid && f('debug.remaining', { time: duration(stored.accessExpiresAt - now) })}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={f('debug.refreshToken')}>
              {stored.refreshToken ? f('debug.present', { preview: preview(stored.refreshToken) }) : f('debug.absent')}
            </Descriptions.Item>
            <Descriptions.Item label={f('debug.refreshExpiry')}>
              <Space wrap>
                {time(stored.refreshExpiresAt)}
                {stored.refreshToken && expiryTag(refreshValid, stored.refreshExpiresAt)}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={f('debug.nextRefresh')}>
              <Space wrap>
                {time(auth.nextRefreshTime)}
                {auth.nextRefreshTime && auth.nextRefreshTime > now && f('debug.remaining', { time: duration(auth.nextRefreshTime - now) })}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={f('debug.isRefreshing')}>{auth.isRefreshing ? f('debug.yes') : f('debug.no')}</Descriptions.Item>
            <Descriptions.Item label={f('debug.storage')}>
              {stored.storage === 'local' ? f('debug.storageLocal') : stored.storage === 'session' ? f('debug.storageSession') : f('debug.absent')}
            </Descriptions.Item>
            <Descriptions.Item label={f('debug.language')}>{getLanguage()}</Descriptions.Item>
            <Descriptions.Item label={f('debug.now')}>{time(now)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={f('debug.serverStatus')}>
          {cache ? (
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={f('debug.cacheTime')}>{time(cache.timestamp)}</Descriptions.Item>
              <Descriptions.Item label={f('status.title')}>{cache.data.status || f('common.placeholder')}</Descriptions.Item>
              <Descriptions.Item label={f('status.players')}>{cache.data.onlinePlayers}</Descriptions.Item>
              <Descriptions.Item label={f('status.version')}>{cache.data.version ?? f('common.placeholder')}</Descriptions.Item>
            </Descriptions>
          ) : (
            <p>{f('debug.noCache')}</p>
          )}
        </Card>
        <Card title={f('debug.userAgent')} size="small">
          <code style={{ wordBreak: 'break-all' }}>{report.userAgent}</code>
        </Card>
      </Space>
    </section>
  );
}
