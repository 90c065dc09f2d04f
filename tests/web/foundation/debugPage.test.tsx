/**
 * /debug: the token state for support — access/refresh expiry, next
 * automatic refresh, storage, cached server status — without ever showing a whole token.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setStubLocale, UmiStubProvider } from '../../support/umi-max';
import DebugPage from '@/pages/debug';
import { saveTokens } from '@/lib/tokenStore';
import { writeStatusCache } from '@/lib/statusCache';
import { normalizeGameStatus } from '@/services/status';

afterEach(() => setStubLocale('zh-TW'));

describe('debug page', () => {
  it('shows token presence, expiry, next refresh, storage and the cached status', () => {
    setStubLocale('en-US');
    const access = 'ACCESS-SECRET-abcdefghijklmnopqrstuvwxyz';
    saveTokens({ token: access, refresh_token: 'REFRESH-SECRET-0123456789', expires_in: 1800, refresh_expires_in: 86400 }, false);
    writeStatusCache(
      normalizeGameStatus({
        status: '正常', state: 'online', count: 42, invite: false, exp_rate: 2, meso_rate: 2.5, drop_rate: 1, boss_rate: 2.5,
        server_time: '2026-11-21 12:00:00', timezone: 'Asia/Taipei', version: '1.1.0', uptime: 60, uptime_since: null, checked_at: '2026-11-21 04:00:00',
      }),
    );
    const auth = {
      isAuthenticated: true, isLoading: false, isRefreshing: false, user: { username: 'demo01' },
      nextRefreshTime: Date.now() + 25 * 60_000, shouldRefresh: false, refresh: async () => undefined,
    };
    const { container } = render(
      <UmiStubProvider models={{ auth }}>
        <DebugPage />
      </UmiStubProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sign-in diagnostics' })).toBeInTheDocument();
    expect(screen.getByText('Present (ACCESS-S…)')).toBeInTheDocument();
    expect(container.textContent).not.toContain(access);
    expect(container.textContent).not.toContain('REFRESH-SECRET-0123456789');
    expect(screen.getAllByText('Valid').length).toBe(2);
    expect(screen.getByText('This session (sessionStorage)')).toBeInTheDocument();
    expect(container.textContent).toMatch(/24m \d+s left|25m 0s left/);
    expect(screen.getByText('Cached server status')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('demo01')).toBeInTheDocument();
  });
});
