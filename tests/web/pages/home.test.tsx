import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../config/site';
import { catalogs } from '../../../locales';
import { installTestObserver, removeTestObserver, scrollNear } from '../../support/testObserver';
import { setModels, setStubLocale } from '../../support/umi-max';
import { resetPageModels } from './pageModels';
import type { CharacterRankItem } from '@/services/ranking';

vi.mock('@/services/ranking', () => ({ fetchCharacterRank: vi.fn() }));
/** How many times the features' code was fetched. */
const fetched = vi.hoisted(() => ({ features: 0 }));
vi.mock('@/pages/home/components/Features', async (original) => {
  fetched.features += 1;
  return original();
});

const { fetchCharacterRank } = await import('@/services/ranking');
const { default: HomePage } = await import('@/pages/home/index');
const rankMock = vi.mocked(fetchCharacterRank);

function character(i: number): CharacterRankItem {
  return {
    id: 100 + i,
    rank: i,
    name: `Hero${i}`,
    job: i === 1 ? 112 : 0,
    jobName: 'x',
    level: 200 - i,
    exp: 0,
    fame: 0,
    quest_count: 0,
    monster_book: 0,
    avatar: `/api/v1/game/avatar/${100 + i}.svg`,
    guild: i === 1 ? { guild_id: 1, name: 'Maplers', logo: 0, logo_color: 0, logo_bg: 0, logo_bg_color: 0, alliance_name: null } : null,
    value: 200 - i,
    type: 'level',
  };
}

const onlineStatus = {
  isOnline: true,
  state: 'online',
  status: '正常',
  onlinePlayers: 42,
  invite: false,
  expRate: 2,
  mesoRate: 2.5,
  dropRate: 1,
  bossRate: 2.5,
  serverTime: '2026-11-21 08:30:00',
  version: '1.1.0',
  uptime: 3 * 86400 + 4 * 3600 + 5 * 60,
  events: [{ title: 'Dark surge', description: 'Monsters x3 until 22:00' }],
};

beforeEach(() => {
  resetPageModels();
  rankMock.mockReset();
  rankMock.mockResolvedValue({ items: Array.from({ length: 10 }, (_, i) => character(i + 1)), total: 57 });
});
afterEach(() => vi.clearAllMocks());

describe('home page', () => {
  // First: no earlier test has fetched the features' code yet.
  describe('below the first screen', () => {
    beforeEach(() => {
      installTestObserver();
      setStubLocale('en-US');
    });
    afterEach(removeTestObserver);

    it('loads the features only when the visitor scrolls near them, keeping their place meanwhile', async () => {
      render(<HomePage />);
      await screen.findAllByTestId('home-rank-row');
      expect(screen.getByTestId('home-below-the-fold')).toBeInTheDocument();
      expect(screen.queryByTestId('home-features')).toBeNull();
      expect(fetched.features).toBe(0);
      scrollNear();
      expect(await screen.findByTestId('home-features')).toBeInTheDocument();
      expect(screen.queryByTestId('home-below-the-fold')).toBeNull();
      expect(fetched.features).toBe(1);
    });

    it('loads the features at the first Tab press, so the focus does not pass their empty place', async () => {
      render(<HomePage />);
      await screen.findAllByTestId('home-rank-row');
      expect(screen.queryByTestId('home-features')).toBeNull();
      fireEvent.keyDown(window, { key: 'Tab' });
      expect(await screen.findByTestId('home-features')).toBeInTheDocument();
    });
  });

  it('shows the server name with download and register calls to action when logged out', async () => {
    render(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: site.name });
    expect(within(hero).getByRole('link', { name: /下載遊戲/ })).toHaveAttribute('href', '/download');
    expect(within(hero).getByRole('link', { name: /免費註冊/ })).toHaveAttribute('href', '/auth/register');
    expect(screen.queryByRole('link', { name: /會員中心/ })).not.toBeInTheDocument();
    await screen.findAllByTestId('home-rank-row');
  });

  it('replaces register with the profile when logged in', async () => {
    setStubLocale('en-US');
    setModels({ auth: { isAuthenticated: true, isLoading: false, user: { username: 'demo01' } } });
    render(<HomePage />);
    const hero = screen.getByRole('region', { name: site.name });
    expect(within(hero).getByRole('link', { name: /My account/ })).toHaveAttribute('href', '/profile');
    expect(within(hero).queryByRole('link', { name: /Sign up/ })).not.toBeInTheDocument();
    await screen.findAllByTestId('home-rank-row');
  });

  it('loads the top 10 by level and shows each character with its avatar, job and level', async () => {
    setStubLocale('en-US');
    render(<HomePage />);
    const rows = await screen.findAllByTestId('home-rank-row');
    expect(rankMock).toHaveBeenCalledWith({ sort: 'level', page: 1, size: 10 });
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getByText('Hero1')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Lv. 199')).toBeInTheDocument();
    // Job name comes from the catalog for the job code, guild after it.
    expect(within(rows[0]).getByText(`${catalogs['en-US']['job.112']} · Maplers`)).toBeInTheDocument();
    expect(within(rows[1]).getByText(catalogs['en-US']['job.0'])).toBeInTheDocument();
    expect(within(rows[0]).getByRole('img', { name: "Hero1's character" })).toHaveAttribute('src', '/api/v1/game/avatar/101.svg');
    expect(within(rows[9]).getByText('Hero10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Full rankings/ })).toHaveAttribute('href', '/ranking');
  });

  it('shows an error with a retry when the ranking cannot be loaded', async () => {
    rankMock.mockRejectedValueOnce(new Error('boom'));
    render(<HomePage />);
    expect(await screen.findByText('排行榜暫時無法載入')).toBeInTheDocument();
    screen.getByRole('button', { name: /重試/ }).click();
    expect(await screen.findAllByTestId('home-rank-row')).toHaveLength(10);
    expect(rankMock).toHaveBeenCalledTimes(2);
  });

  it('shows the live server status from the serverStatus model', async () => {
    setStubLocale('en-US');
    setModels({ serverStatus: { status: onlineStatus, loading: false, error: null, fetchState: 'ready', refresh: vi.fn() } });
    render(<HomePage />);
    const card = screen.getByTestId('home-server-status');
    expect(within(card).getByText('Online')).toBeInTheDocument();
    expect(within(card).getByText('42')).toBeInTheDocument();
    expect(within(card).getByText('3d 4h 5m')).toBeInTheDocument();
    expect(within(card).getByText('Dark surge')).toBeInTheDocument();
    await screen.findAllByTestId('home-rank-row');
  });

  it('says when the server status could not be loaded', async () => {
    const refresh = vi.fn();
    setModels({ serverStatus: { status: null, loading: false, error: 'network', fetchState: 'error', refresh } });
    render(<HomePage />);
    const card = screen.getByTestId('home-server-status');
    expect(within(card).getByText('無法取得伺服器狀態')).toBeInTheDocument();
    within(card).getByRole('button', { name: /重新整理/ }).click();
    expect(refresh).toHaveBeenCalled();
    await screen.findAllByTestId('home-rank-row');
  });

  it.each([
    ['zh-TW', [`BOSS 掉寶率 ${site.rates.bossDrop} 倍`, `怪物數量 ${site.darkEvent.monsterMultiplier} 倍`, `HP／MP 卷軸效果 ${site.scrollBoost.hpMp} 倍`, `${site.darkEvent.minutes} 分鐘`, `${site.jobSwitchLevel} 等`, `+${site.maxHpGrowth.perNewQuest}`, `${site.freeTrialLevel} 等前免費體驗`]],
    ['en-US', [`drops ${site.rates.bossDrop}x`, `${site.darkEvent.monsterMultiplier}x monsters`, `HP/MP scrolls work ${site.scrollBoost.hpMp}x`, `${site.darkEvent.minutes} minutes`, `level ${site.jobSwitchLevel}`, `${site.maxHpGrowth.perNewQuest} max HP`, `up to level ${site.freeTrialLevel}`]],
  ] as const)('lists the features with the figures of config/site.ts (%s)', async (lang, figures) => {
    setStubLocale(lang);
    render(<HomePage />);
    const features = await screen.findByTestId('home-features');
    for (const figure of figures) expect(features.textContent).toContain(figure);
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(11);
  });
});
