/**
 * Server status panel and its model: every panel state and fetch
 * state, the remembered panel choice, the 60 s cache with timestamp and the 30 s refresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
// Test helpers of the '@umijs/max' stand-in (same module instance as the alias).
import { setModels, setStubLocale, UmiStubProvider } from '../../support/umi-max';
import StatusPanelView from '@/components/StatusPanel/StatusPanelView';
import StatusPanel, { NARROW_QUERY, PANEL_STATE_KEY } from '@/components/StatusPanel';
import { formatServerTime, splitUptime } from '@/components/StatusPanel/format';
import { normalizeGameStatus, type GameStatus } from '@/services/status';
import { STATUS_CACHE_KEY } from '@/lib/statusCache';
import { changeLanguage } from '@/lib/language';

vi.mock('@/services/status', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/services/status')>();
  return { ...real, fetchGameStatus: vi.fn() };
});
import { fetchGameStatus } from '@/services/status';
import useServerStatusModel from '@/models/serverStatus';

const raw = {
  status: '正常',
  state: 'online' as const,
  count: 321,
  invite: false,
  exp_rate: 2,
  meso_rate: 2.5,
  drop_rate: 1,
  boss_rate: 2.5,
  server_time: '2026-11-21 12:34:56',
  timezone: 'Asia/Taipei',
  version: '1.1.0',
  uptime: 3 * 86400 + 5 * 3600,
  uptime_since: '2026-11-18 07:00:00',
  checked_at: '2026-11-21 04:34:56',
  events: [
    { title: 'Dark Surge', description: '3x monsters' },
    { title: 'Double EXP', description: 'weekend' },
    { title: 'Third event', description: 'never shown' },
  ],
};
const online: GameStatus = normalizeGameStatus(raw);

const view = (props: Partial<React.ComponentProps<typeof StatusPanelView>>) =>
  render(
    <UmiStubProvider>
      <StatusPanelView
        panelState="expanded"
        onPanelStateChange={() => {}}
        status={online}
        fetchState="ready"
        updatedAt={Date.now()}
        {...props}
      />
    </UmiStubProvider>,
  );

beforeEach(() => setStubLocale('en-US'));
afterEach(() => {
  setStubLocale('zh-TW');
  vi.useRealTimers();
  vi.mocked(fetchGameStatus).mockReset();
});

describe('status data', () => {
  it('is online only when the status text is the Chinese word for normal', () => {
    expect(online.isOnline).toBe(true);
    expect(normalizeGameStatus({ ...raw, status: '離線', state: 'offline' }).isOnline).toBe(false);
    expect(normalizeGameStatus({ ...raw, status: '維護中', state: 'maintenance' }).state).toBe('maintenance');
  });
  it('rates default to 1 and events are capped at 2', () => {
    const s = normalizeGameStatus({ ...raw, exp_rate: 0, boss_rate: undefined as never });
    expect(s.expRate).toBe(1);
    expect(s.bossRate).toBe(1);
    expect(s.events).toHaveLength(2);
  });
  it('server time uses the zh-CN format, else a placeholder; uptime is split for display', () => {
    expect(formatServerTime('2026-11-21 12:34:56')).toBe(new Date(2026, 10, 21, 12, 34, 56).toLocaleString('zh-CN', { hour12: false }));
    expect(formatServerTime('2026-11-21 12:34:56')).toMatch(/^2026\/11\/21 12:34:56$/);
    expect(formatServerTime(null)).toBeNull();
    expect(formatServerTime('garbage')).toBeNull();
    expect(splitUptime(3 * 86400 + 5 * 3600)).toEqual({ id: 'status.uptimeDays', values: { days: 3, hours: 5 } });
    expect(splitUptime(0)).toBeNull();
  });
});

describe('panel view', () => {
  it('expanded: badge, count, server time, uptime, version and at most 2 events', () => {
    view({});
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('321', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('2026/11/21 12:34:56')).toBeInTheDocument();
    expect(screen.getByText('3d 5h')).toBeInTheDocument();
    expect(screen.getByText('Dark Surge')).toBeInTheDocument();
    expect(screen.getByText('Double EXP')).toBeInTheDocument();
    expect(screen.queryByText('Third event')).toBeNull();
  });
  it('offline with unknown time and uptime shows placeholders', () => {
    view({ status: { ...online, isOnline: false, state: 'offline', serverTime: null, uptime: null, events: [] } });
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getAllByText('--')).toHaveLength(2);
    expect(screen.getByText('No events running right now')).toBeInTheDocument();
  });
  it('collapsed shows only the headline', () => {
    view({ panelState: 'collapsed' });
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.queryByText('Server time')).toBeNull();
  });
  it('loading shows "loading..."', () => {
    view({ status: null, fetchState: 'loading' });
    expect(screen.getByText('loading...')).toBeInTheDocument();
  });
  it('error shows "failed to get server status" with a retry', () => {
    const retry = vi.fn();
    view({ status: null, fetchState: 'error', onRetry: retry });
    expect(screen.getByRole('alert')).toHaveTextContent('failed to get server status');
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
  it('closed leaves only a small arrow that reopens it', () => {
    const change = vi.fn();
    view({ panelState: 'closed', onPanelStateChange: change });
    expect(screen.queryByTestId('status-panel')).toBeNull();
    fireEvent.click(screen.getByTestId('status-reopen'));
    expect(change).toHaveBeenCalledWith('collapsed');
  });
});

describe('panel container remembers closed / collapsed / expanded', () => {
  it('toggles and stores the choice, and starts from the stored one', () => {
    setModels({ serverStatus: { status: online, fetchState: 'ready', updatedAt: Date.now(), refresh: vi.fn() } });
    const { unmount } = render(
      <UmiStubProvider>
        <StatusPanel />
      </UmiStubProvider>,
    );
    expect(screen.getByTestId('status-panel')).toHaveAttribute('data-state', 'collapsed');
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByTestId('status-panel')).toHaveAttribute('data-state', 'expanded');
    expect(localStorage.getItem(PANEL_STATE_KEY)).toBe('expanded');
    fireEvent.click(screen.getByRole('button', { name: 'Close status panel' }));
    expect(localStorage.getItem(PANEL_STATE_KEY)).toBe('closed');
    unmount();
    render(
      <UmiStubProvider>
        <StatusPanel />
      </UmiStubProvider>,
    );
    expect(screen.queryByTestId('status-panel')).toBeNull();
    expect(screen.getByTestId('status-reopen')).toBeInTheDocument();
  });
});

/** Pretends the screen is a phone (only the narrow query matches) until restored. */
function phoneScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === NARROW_QUERY || query === '(max-width: 575px)',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('on a phone the panel covers nothing until asked', () => {
  it('compact collapsed is a slim edge tab with the badge and player count that expands on tap', () => {
    const change = vi.fn();
    view({ panelState: 'collapsed', compact: true, onPanelStateChange: change });
    expect(screen.queryByTestId('status-panel')).toBeNull();
    const tab = screen.getByTestId('status-tab');
    expect(tab).toHaveAccessibleName('Server status: Online, Players online 321');
    expect(tab).toHaveTextContent('321');
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(tab);
    expect(change).toHaveBeenCalledWith('expanded');
  });
  it('the tab tells loading and error apart', () => {
    const { unmount } = view({ panelState: 'collapsed', compact: true, status: null, fetchState: 'loading' });
    expect(screen.getByTestId('status-tab')).toHaveAccessibleName('Server status: loading...');
    unmount();
    view({ panelState: 'collapsed', compact: true, status: null, fetchState: 'error' });
    expect(screen.getByTestId('status-tab')).toHaveAccessibleName('Server status: failed to get server status');
  });
  it('compact expanded is an overlay that a tap outside or Escape collapses', () => {
    const change = vi.fn();
    view({ compact: true, onPanelStateChange: change });
    expect(screen.getByTestId('status-panel')).toHaveAttribute('data-overlay', 'true');
    expect(screen.getByTestId('status-panel')).toHaveFocus();
    expect(screen.getByText('2026/11/21 12:34:56')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('status-backdrop'));
    expect(change).toHaveBeenLastCalledWith('collapsed');
    change.mockClear();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(change).toHaveBeenLastCalledWith('collapsed');
  });
  it('on a desktop the expanded panel is no overlay', () => {
    view({});
    expect(screen.getByTestId('status-panel')).not.toHaveAttribute('data-overlay');
    expect(screen.queryByTestId('status-backdrop')).toBeNull();
    expect(screen.queryByTestId('status-tab')).toBeNull();
  });
  it('the container starts as a tab on a phone even when expanded was remembered, and still remembers choices', () => {
    const restore = phoneScreen();
    try {
      setModels({ serverStatus: { status: online, fetchState: 'ready', updatedAt: Date.now(), refresh: vi.fn() } });
      localStorage.setItem(PANEL_STATE_KEY, 'expanded');
      const { unmount } = render(
        <UmiStubProvider>
          <StatusPanel />
        </UmiStubProvider>,
      );
      expect(screen.queryByTestId('status-panel')).toBeNull();
      fireEvent.click(screen.getByTestId('status-tab'));
      expect(screen.getByTestId('status-panel')).toHaveAttribute('data-overlay', 'true');
      expect(localStorage.getItem(PANEL_STATE_KEY)).toBe('expanded');
      fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
      expect(screen.queryByTestId('status-panel')).toBeNull();
      expect(screen.getByTestId('status-tab')).toBeInTheDocument();
      expect(localStorage.getItem(PANEL_STATE_KEY)).toBe('collapsed');
      fireEvent.click(screen.getByTestId('status-tab'));
      fireEvent.click(screen.getByRole('button', { name: 'Close status panel' }));
      expect(localStorage.getItem(PANEL_STATE_KEY)).toBe('closed');
      expect(screen.queryByTestId('status-tab')).toBeNull();
      unmount();
      render(
        <UmiStubProvider>
          <StatusPanel />
        </UmiStubProvider>,
      );
      expect(screen.queryByTestId('status-tab')).toBeNull();
      fireEvent.click(screen.getByTestId('status-reopen'));
      expect(screen.getByTestId('status-tab')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
  it('the same remembered choice opens expanded on a desktop', () => {
    setModels({ serverStatus: { status: online, fetchState: 'ready', updatedAt: Date.now(), refresh: vi.fn() } });
    localStorage.setItem(PANEL_STATE_KEY, 'expanded');
    render(
      <UmiStubProvider>
        <StatusPanel />
      </UmiStubProvider>,
    );
    expect(screen.getByTestId('status-panel')).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByTestId('status-panel')).not.toHaveAttribute('data-overlay');
  });
});

describe('serverStatus model: cache 60 s, refresh 30 s', () => {
  it('uses a cache younger than 60 s without a request', () => {
    localStorage.setItem(STATUS_CACHE_KEY, JSON.stringify({ timestamp: Date.now() - 10_000, data: online }));
    const { result } = renderHook(() => useServerStatusModel());
    expect(result.current.fetchState).toBe('cached');
    expect(result.current.status?.onlinePlayers).toBe(321);
    expect(fetchGameStatus).not.toHaveBeenCalled();
  });
  it('fetches when the cache is older than 60 s, and stores the answer with its timestamp', async () => {
    localStorage.setItem(STATUS_CACHE_KEY, JSON.stringify({ timestamp: Date.now() - 61_000, data: online }));
    vi.mocked(fetchGameStatus).mockResolvedValue({ ...online, onlinePlayers: 7 });
    const { result } = renderHook(() => useServerStatusModel());
    expect(result.current.fetchState).toBe('loading');
    await waitFor(() => expect(result.current.fetchState).toBe('ready'));
    expect(result.current.status?.onlinePlayers).toBe(7);
    const stored = JSON.parse(localStorage.getItem(STATUS_CACHE_KEY)!);
    expect(stored.data.onlinePlayers).toBe(7);
    expect(Math.abs(stored.timestamp - Date.now())).toBeLessThan(2000);
  });
  it('a cache in another language is not used, and a language change fetches again', async () => {
    changeLanguage('zh-TW');
    localStorage.setItem(STATUS_CACHE_KEY, JSON.stringify({ timestamp: Date.now() - 5_000, lang: 'en-US', data: online }));
    vi.mocked(fetchGameStatus).mockResolvedValue(online);
    const { result } = renderHook(() => useServerStatusModel());
    expect(result.current.fetchState).toBe('loading');
    await waitFor(() => expect(result.current.fetchState).toBe('ready'));
    expect(JSON.parse(localStorage.getItem(STATUS_CACHE_KEY)!).lang).toBe('zh-TW');
    expect(fetchGameStatus).toHaveBeenCalledTimes(1);
    await act(async () => {
      changeLanguage('en-US');
    });
    await waitFor(() => expect(fetchGameStatus).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STATUS_CACHE_KEY)!).lang).toBe('en-US'));
  });
  it('a garbled cache counts as absent', async () => {
    localStorage.setItem(STATUS_CACHE_KEY, '{not json');
    vi.mocked(fetchGameStatus).mockResolvedValue(online);
    const { result } = renderHook(() => useServerStatusModel());
    await waitFor(() => expect(result.current.fetchState).toBe('ready'));
  });
  it('refreshes every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.mocked(fetchGameStatus).mockResolvedValue(online);
    renderHook(() => useServerStatusModel());
    expect(fetchGameStatus).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(fetchGameStatus).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(fetchGameStatus).toHaveBeenCalledTimes(3);
  });
  it('reports an error, and keeps the last status when a later refresh fails', async () => {
    vi.mocked(fetchGameStatus).mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useServerStatusModel());
    await waitFor(() => expect(result.current.fetchState).toBe('error'));
    expect(result.current.status).toBeNull();
    vi.mocked(fetchGameStatus).mockResolvedValueOnce(online);
    await act(() => result.current.refresh());
    expect(result.current.fetchState).toBe('ready');
    vi.mocked(fetchGameStatus).mockRejectedValueOnce(new Error('down again'));
    await act(() => result.current.refresh());
    expect(result.current.fetchState).toBe('error');
    expect(result.current.status?.onlinePlayers).toBe(321);
  });
});
