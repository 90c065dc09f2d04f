/**
 * Ranking page: URL state (tab/job/page from and to the query, Back), the rank
 * formula, job names for every job code and range in both languages (and
 * following the language switch), loading, empty and error states.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { router, history } from '../../support/umi-max';
import { translate, type Lang } from '../../../locales';
import type { CharacterRankItem, GuildRankItem } from '../../../src/services/ranking';
import { mediaQueryList } from '../../support/phoneScreen';
import {
  nextRankState,
  parseRankQuery,
  rankNumber,
  rankQueryString,
  DEFAULT_RANK_STATE,
} from '../../../src/pages/ranking/rankState';

// antd tables in jsdom are slow on a busy 2-core machine.
vi.setConfig({ testTimeout: 90_000 });
vi.mock('@/services/ranking', () => ({
  fetchCharacterRank: vi.fn(),
  fetchGuildRank: vi.fn(),
}));

const { fetchCharacterRank, fetchGuildRank } = (await import('@/services/ranking')) as unknown as {
  fetchCharacterRank: ReturnType<typeof vi.fn>;
  fetchGuildRank: ReturnType<typeof vi.fn>;
};
const { default: RankingPage } = await import('../../../src/pages/ranking/index');
// The tables load in stages (StagedRankTable); load them once up front, as a visit would.
await (await import('../../../src/pages/ranking/components/StagedRankTable')).loadRankTables();

/** Window width the antd breakpoints see (matchMedia). */
let width = 1440;
function installMatchMedia() {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return mediaQueryList(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
  }) as typeof window.matchMedia;
}

function character(i: number, job = 112, extra: Partial<CharacterRankItem> = {}): CharacterRankItem {
  return {
    id: 100 + i,
    rank: i + 1,
    name: `Char${i}`,
    job,
    jobName: '伺服器職業名',
    level: 200 - i,
    exp: 1000 * i,
    fame: 50 - i,
    quest_count: 10 + i,
    monster_book: 5 + i,
    avatar: '',
    guild: i % 2 ? null : { guild_id: 1, name: 'Heroes', logo: 2000001, logo_color: 3, logo_bg: 1001, logo_bg_color: 5, alliance_name: 'Maplers' },
    value: 200 - i,
    type: 'level',
    ...extra,
  };
}

function guild(i: number): GuildRankItem {
  return {
    guild_id: i + 1,
    rank: i + 1,
    name: `Guild${i}`,
    leader_name: `Leader${i}`,
    leader_id: i,
    member: 10 + i,
    capacity: 30,
    gp: 9000 - i,
    logo: 2000000 + i,
    logo_color: i,
    logo_bg: 1000 + i,
    logo_bg_color: i + 2,
    alliance_name: i === 0 ? 'Maplers' : null,
    notice: i === 0 ? 'Welcome all' : '',
    value: 9000 - i,
  };
}

const page = (items: CharacterRankItem[], total = 42) => ({ items, total });

beforeEach(() => {
  width = 1440;
  installMatchMedia();
  fetchCharacterRank.mockReset();
  fetchGuildRank.mockReset();
  fetchCharacterRank.mockImplementation(async () => page(Array.from({ length: 10 }, (_, i) => character(i))));
  fetchGuildRank.mockImplementation(async ({ page: p = 1, size = 10 }) => ({ items: [guild(0), guild(1)], total: 2, page: p, size }));
});
afterEach(() => {
  router.reset('/');
});

const t = (lang: Lang, id: string, values?: Record<string, string | number>) => translate(lang, id, values);
const rows = () => screen.getAllByTestId('rank-row');

describe('rank state helpers', () => {
  it('parses the query and falls back to defaults for invalid values', () => {
    expect(parseRankQuery('')).toEqual(DEFAULT_RANK_STATE);
    expect(parseRankQuery('?tab=fame&job=magician&page=3')).toEqual({ tab: 'fame', job: 'magician', page: 3, size: 10 });
    expect(parseRankQuery('?tab=nope&job=wizard&page=-2&size=7')).toEqual(DEFAULT_RANK_STATE);
    expect(parseRankQuery('?tab=guild&job=thief')).toEqual({ tab: 'guild', job: 'all', page: 1, size: 10 });
  });

  it('writes only what differs from the defaults and starts over at page 1 on a new tab or job', () => {
    expect(rankQueryString(DEFAULT_RANK_STATE)).toBe('');
    expect(rankQueryString({ tab: 'quest', job: 'pirate', page: 4, size: 10 })).toBe('?tab=quest&job=pirate&page=4');
    const s = { tab: 'fame' as const, job: 'thief' as const, page: 5, size: 10 };
    expect(nextRankState(s, { tab: 'level' })).toMatchObject({ tab: 'level', job: 'thief', page: 1 });
    expect(nextRankState(s, { job: 'aran' })).toMatchObject({ job: 'aran', page: 1 });
    expect(nextRankState(s, { page: 6 })).toMatchObject({ page: 6, job: 'thief' });
    expect(nextRankState(s, { tab: 'guild' })).toMatchObject({ tab: 'guild', job: 'all', page: 1 });
  });

  it('computes rank = (page-1)*size+index+1', () => {
    expect(rankNumber(1, 10, 0)).toBe(1);
    expect(rankNumber(3, 10, 4)).toBe(25);
    expect(rankNumber(2, 20, 19)).toBe(40);
  });
});

describe('RankingPage URL state', () => {
  it('reads tab, job and page from the query and asks the API for exactly that', async () => {
    router.reset('/ranking?tab=fame&job=magician&page=3');
    render(<RankingPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(fetchCharacterRank).toHaveBeenLastCalledWith({ job: 'magician', sort: 'fame', page: 3, size: 10 });
    expect(screen.getByRole('tab', { name: t('zh-TW', 'ranking.tabs.fame') })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: t('zh-TW', 'job.line.magician') })).toHaveAttribute('aria-checked', 'true');
    // Page 3 of 10: ranks 21..30, no medals and no podium.
    expect(screen.getAllByTestId('rank-number').map((el) => el.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(21 + i)),
    );
    expect(screen.queryByTestId('podium')).toBeNull();
  });

  it('pushes tab, job and page changes to the URL, refetches, and Back restores the previous state', async () => {
    router.reset('/ranking');
    render(<RankingPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(fetchCharacterRank).toHaveBeenLastCalledWith({ job: 'all', sort: 'level', page: 1, size: 10 });
    expect(screen.getByTestId('podium')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: t('zh-TW', 'ranking.tabs.quest') }));
    expect(router.url).toBe('/ranking?tab=quest');
    await waitFor(() => expect(fetchCharacterRank).toHaveBeenLastCalledWith({ job: 'all', sort: 'quest', page: 1, size: 10 }));

    fireEvent.click(screen.getByRole('radio', { name: t('zh-TW', 'job.line.thief') }));
    expect(router.url).toBe('/ranking?tab=quest&job=thief');
    await waitFor(() => expect(fetchCharacterRank).toHaveBeenLastCalledWith({ job: 'thief', sort: 'quest', page: 1, size: 10 }));

    fireEvent.click(await screen.findByTitle('2'));
    expect(router.url).toBe('/ranking?tab=quest&job=thief&page=2');
    await waitFor(() => expect(fetchCharacterRank).toHaveBeenLastCalledWith({ job: 'thief', sort: 'quest', page: 2, size: 10 }));
    await waitFor(() => expect(screen.getAllByTestId('rank-number')[0]).toHaveTextContent('11'));

    fireEvent.click(screen.getByRole('tab', { name: t('zh-TW', 'ranking.tabs.guild') }));
    expect(router.url).toBe('/ranking?tab=guild');
    await waitFor(() => expect(fetchGuildRank).toHaveBeenLastCalledWith({ page: 1, size: 10 }));
    await waitFor(() => expect(screen.getAllByTestId('guild-name').map((el) => el.textContent)).toEqual(['Guild0', 'Guild1']));
    expect(screen.queryByTestId('job-filter')).toBeNull();

    // Back, step by step.
    history.back();
    expect(router.url).toBe('/ranking?tab=quest&job=thief&page=2');
    await waitFor(() => expect(fetchCharacterRank).toHaveBeenLastCalledWith({ job: 'thief', sort: 'quest', page: 2, size: 10 }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByRole('radio', { name: t('zh-TW', 'job.line.thief') })).toHaveAttribute('aria-checked', 'true');
    history.back();
    history.back();
    history.back();
    expect(router.url).toBe('/ranking');
    await waitFor(() => expect(fetchCharacterRank).toHaveBeenLastCalledWith({ job: 'all', sort: 'level', page: 1, size: 10 }));
  });

  it('refresh asks the API again for the same query', async () => {
    router.reset('/ranking?tab=monsterbook&page=2');
    render(<RankingPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const calls = fetchCharacterRank.mock.calls.length;
    fireEvent.click(screen.getByTestId('ranking-refresh'));
    await waitFor(() => expect(fetchCharacterRank.mock.calls.length).toBe(calls + 1));
    expect(fetchCharacterRank).toHaveBeenLastCalledWith({ job: 'all', sort: 'monsterbook', page: 2, size: 10 });
    expect(router.url).toBe('/ranking?tab=monsterbook&page=2');
  });
});

describe('RankingPage columns', () => {
  it('shows the character columns with medals for the top 3 and the guild with its emblem', async () => {
    router.reset('/ranking', 'en-US');
    render(<RankingPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['rank', 'avatar', 'name', 'job', 'level', 'exp', 'fame', 'quest', 'monsterbook', 'guild']) {
      expect(headers).toContain(t('en-US', `ranking.columns.${key}`));
    }
    const first = rows()[0];
    expect(within(first).getByTestId('rank-number')).toHaveAttribute('data-rank', '1');
    expect(within(first).getByText('Char0')).toBeInTheDocument();
    expect(within(first).getByText('Heroes')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: t('en-US', 'ranking.emblem', { name: 'Heroes' }) })).toBeInTheDocument();
    expect(within(rows()[1]).getByText(t('en-US', 'ranking.noGuild'))).toBeInTheDocument();
    expect(rows()[3]).toHaveTextContent('3,000'); // exp, formatted
  });

  it('shows the guild columns: name with emblem, leader, members/capacity, points, notice, alliance', async () => {
    router.reset('/ranking?tab=guild', 'en-US');
    render(<RankingPage />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const key of ['name', 'leader', 'members', 'points', 'notice', 'alliance']) {
      expect(headers).toContain(t('en-US', `ranking.guildColumns.${key}`));
    }
    const first = rows()[0];
    expect(first).toHaveTextContent('Guild0');
    expect(first).toHaveTextContent('Leader0');
    expect(first).toHaveTextContent('10 / 30');
    expect(first).toHaveTextContent('9,000');
    expect(first).toHaveTextContent('Welcome all');
    expect(first).toHaveTextContent('Maplers');
    expect(rows()[1]).toHaveTextContent(t('en-US', 'ranking.noAlliance'));
  });

  it('uses a compact column set on a 390 px phone', async () => {
    width = 390;
    installMatchMedia();
    router.reset('/ranking?tab=fame');
    render(<RankingPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toContain(t('zh-TW', 'ranking.columns.fame'));
    expect(headers).not.toContain(t('zh-TW', 'ranking.columns.exp'));
    expect(headers).not.toContain(t('zh-TW', 'ranking.columns.quest'));
  });
});

/** Job codes and what they are called, in both languages. */
const NAMED_CODES = [
  0, 100, 110, 111, 112, 120, 121, 122, 130, 131, 132, 200, 210, 211, 212, 220, 221, 222, 230, 231, 232,
  300, 310, 311, 312, 320, 321, 322, 400, 410, 411, 412, 420, 421, 422, 500, 510, 511, 512, 520, 521, 522,
  1000, 2000, 2100, 2200,
];
const SPOT: Array<[number, string, string]> = [
  [0, '初心者', 'Beginner'],
  [112, '英雄', 'Hero'],
  [122, '聖騎士', 'Paladin'],
  [132, '黑騎士', 'Dark Knight'],
  [212, '火毒大魔導士', 'Arch Mage (Fire/Poison)'],
  [222, '冰雷大魔導士', 'Arch Mage (Ice/Lightning)'],
  [232, '主教', 'Bishop'],
  [312, '箭神', 'Bowmaster'],
  [322, '神射手', 'Marksman'],
  [412, '夜使者', 'Night Lord'],
  [422, '暗影神偷', 'Shadower'],
  [512, '拳霸', 'Buccaneer'],
  [522, '槍神', 'Corsair'],
  [1000, '貴族', 'Noblesse'],
  [2000, '狂狼勇士（傳說）', 'Aran (Legend)'],
  [2100, '狂狼勇士', 'Aran'],
  [2200, '龍魔導士', 'Evan'],
];
/** Codes inside the job ranges (and outside every one). */
const RANGES: Array<[number, string, string]> = [
  [900, '管理員', 'Game Master'],
  [910, '管理員', 'Game Master'],
  [999, '管理員', 'Game Master'],
  [1100, '皇家騎士團', 'Cygnus Knight'],
  [1511, '皇家騎士團', 'Cygnus Knight'],
  [1599, '皇家騎士團', 'Cygnus Knight'],
  [2110, '狂狼勇士', 'Aran'],
  [2199, '狂狼勇士', 'Aran'],
  [2210, '龍魔導士', 'Evan'],
  [2299, '龍魔導士', 'Evan'],
  [600, '未知', 'Unknown'],
  [1600, '未知', 'Unknown'],
  [3000, '未知', 'Unknown'],
  [133, '未知', 'Unknown'],
];

describe('job names', () => {
  /** Renders one page (size 50) whose rows have the given job codes. */
  async function renderJobs(lang: Lang, codes: number[]) {
    fetchCharacterRank.mockImplementation(async () => ({
      items: codes.map((job, i) => character(i, job, { name: `C${job}`, jobName: 'x' })),
      total: codes.length,
    }));
    router.reset('/ranking?size=50', lang);
    const view = render(<RankingPage />);
    await waitFor(() => expect(rows()).toHaveLength(codes.length));
    return view;
  }

  const jobCells = () =>
    Object.fromEntries(screen.getAllByTestId('rank-job').map((el) => [Number(el.getAttribute('data-job')), el.textContent]));

  it.each(['zh-TW', 'en-US'] as Lang[])('translates every job code and range from the numeric code (%s)', async (lang) => {
    await renderJobs(lang, NAMED_CODES);
    let cells = jobCells();
    for (const code of NAMED_CODES) {
      const name = cells[code];
      expect(name, `job ${code}`).toBe(t(lang, `job.${code}`));
      expect(name, `job ${code}`).not.toMatch(/^job\./);
      expect(name, `job ${code}`).not.toBe('x');
    }
    const col = lang === 'zh-TW' ? 1 : 2;
    for (const row of SPOT) expect(cells[row[0]], `job ${row[0]}`).toBe(row[col]);
    // Every job has its own name (no two codes share one).
    expect(new Set(NAMED_CODES.map((c) => cells[c])).size).toBe(NAMED_CODES.length);

    cleanup();
    await renderJobs(lang, RANGES.map(([code]) => code));
    cells = jobCells();
    for (const row of RANGES) expect(cells[row[0]], `job ${row[0]}`).toBe(row[col]);
  });

  it('follows the language switch without asking the server for names', async () => {
    await renderJobs('zh-TW', [112, 2210, 910]);
    expect(jobCells()[112]).toBe('英雄');
    router.setLang('en-US');
    await waitFor(() => expect(jobCells()[112]).toBe('Hero'));
    expect(jobCells()[2210]).toBe('Evan');
  });
});

describe('RankingPage states', () => {
  it('shows the loading state, then the empty state', async () => {
    let resolve!: (v: unknown) => void;
    fetchCharacterRank.mockImplementation(() => new Promise((r) => (resolve = r)));
    router.reset('/ranking?job=aran', 'en-US');
    render(<RankingPage />);
    expect(screen.getByTestId('ranking-table')).toHaveAttribute('aria-busy', 'true');
    // While the first rows load, the table holds their place with placeholder rows; it does
    // not already say that nothing matches.
    const table = screen.getByTestId('ranking-table');
    await waitFor(() => expect(table.querySelector('.ant-table')).not.toBeNull());
    expect(table.querySelector('.ant-skeleton')).not.toBeNull();
    expect(within(table).queryByText(t('en-US', 'ranking.empty'))).toBeNull();
    await act(async () => resolve({ items: [], total: 0 }));
    expect(await screen.findByText(t('en-US', 'ranking.empty'))).toBeInTheDocument();
    expect(screen.getByTestId('ranking-table')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByTestId('ranking-table').querySelector('.ant-skeleton')).toBeNull();
  });

  it('shows an error with a retry that loads again', async () => {
    fetchCharacterRank.mockRejectedValueOnce(new Error('boom'));
    router.reset('/ranking', 'en-US');
    render(<RankingPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('en-US', 'ranking.error'));
    fireEvent.click(within(alert).getByRole('button', { name: new RegExp(t('en-US', 'ranking.retry')) }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
