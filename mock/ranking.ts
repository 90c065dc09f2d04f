/**
 * umi mock of the rankings (config/contract/game.ts) for `npm run dev` without a server:
 *   GET /api/v1/game/character/rank?job&sort&page&size -> {items, total}
 *   GET /api/v1/game/guild/rank?page&size               -> {items, total, page, size}
 * A deterministic demo world (150 characters, 14 guilds) that honours job, sort, page
 * and size exactly like the server. `?size=13` answers an error, to see the error state.
 */
import { jobKey, JOB_LINE_RANGES, type JobLine } from '../config/jobs';
import zhJob from '../locales/zh-TW/job.json';
import enJob from '../locales/en-US/job.json';

const JOBS = [
  0, 100, 110, 111, 112, 120, 121, 122, 130, 131, 132, 200, 210, 211, 212, 220, 221, 222, 230, 231, 232,
  300, 310, 311, 312, 320, 321, 322, 400, 410, 411, 412, 420, 421, 422, 500, 510, 511, 512, 520, 521, 522,
  1000, 1100, 1110, 1111, 1200, 1210, 1211, 1300, 1311, 1400, 1411, 1500, 1511, 2000, 2100, 2110, 2111, 2112, 2200, 2211, 910,
];
const FIRST = ['Maple', 'Shadow', 'Luna', 'Kai', 'Aria', 'Dark', 'Star', 'Snow', 'Leaf', 'Mochi', 'Rin', 'Nova', 'Zero', 'Sky', 'Yuki', 'Blaze', '楓', '小', '夜', '星'];
const LAST = ['Knight', 'Fox', 'Blade', 'Bow', 'Mage', 'Heart', 'Wind', 'Cat', 'Rain', 'Lord', '之翼', '雪', '影', '月', 'Boy', 'Girl', 'X', 'Ace'];
const GUILD_NAMES = ['Phoenix', '楓葉聯盟', 'Nightfall', '星辰', 'Azure', 'Valhalla', '月光', 'Ronin', 'Evergreen', '龍之谷', 'Eclipse', 'Sakura', 'Titan', '黎明'];
const ALLIANCES = ['Ragnarok', '天空之城', null];

/** A small deterministic pseudo-random generator so the mock world is stable. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rand = rng(20240601);
const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)];

interface MockGuild {
  guild_id: number;
  name: string;
  leader_id: number;
  leader_name: string;
  member: number;
  capacity: number;
  gp: number;
  logo: number;
  logo_color: number;
  logo_bg: number;
  logo_bg_color: number;
  alliance_name: string | null;
  notice: string;
}

const guilds: MockGuild[] = GUILD_NAMES.map((name, i) => ({
  guild_id: i + 1,
  name,
  leader_id: 0,
  leader_name: '',
  member: 0,
  capacity: 30 + 20 * Math.floor(rand() * 4),
  gp: Math.floor(rand() * 90000) + 1000,
  logo: 2000000 + Math.floor(rand() * 40),
  logo_color: Math.floor(rand() * 16),
  logo_bg: 1000 + Math.floor(rand() * 16),
  logo_bg_color: Math.floor(rand() * 16),
  alliance_name: i < 6 ? ALLIANCES[i % 3] : null,
  notice: i % 4 === 3 ? '' : pick(['每晚 9 點打拉圖斯，歡迎新人！', 'Weekly Zakum run on Saturday.', '公會任務週日集合', 'Be kind, help newbies :)']),
}));

function avatarSvg(id: number, job: number): string {
  const hue = (id * 47 + job) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="hsl(${hue},55%,88%)"/><circle cx="32" cy="24" r="11" fill="#f5d0a9"/><path d="M21 22c0-9 22-9 22 0-4-3-18-3-22 0z" fill="hsl(${hue},45%,35%)"/><rect x="22" y="36" width="20" height="16" rx="5" fill="hsl(${(hue + 180) % 360},55%,55%)"/><rect x="24" y="52" width="6" height="7" rx="2" fill="#5b4636"/><rect x="34" y="52" width="6" height="7" rx="2" fill="#5b4636"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

interface MockCharacter {
  id: number;
  name: string;
  job: number;
  level: number;
  exp: number;
  fame: number;
  quest_count: number;
  monster_book: number;
  guild_id: number | null;
}

const used = new Set<string>();
const characters: MockCharacter[] = Array.from({ length: 150 }, (_, i) => {
  let name = '';
  do name = `${pick(FIRST)}${pick(LAST)}${rand() < 0.35 ? Math.floor(rand() * 99) : ''}`;
  while (used.has(name) || name.length > 12);
  used.add(name);
  const level = Math.max(1, Math.round(200 - Math.pow(rand(), 0.7) * 195));
  return {
    id: 1000 + i,
    name,
    job: level < 10 ? 0 : pick(JOBS),
    level,
    exp: Math.floor(rand() * 90_000_000),
    fame: Math.floor(rand() * 400) - 20,
    quest_count: Math.floor(rand() * 600),
    monster_book: Math.floor(rand() * 280),
    guild_id: rand() < 0.7 ? 1 + Math.floor(rand() * guilds.length) : null,
  };
});
for (const guild of guilds) {
  const members = characters.filter((c) => c.guild_id === guild.guild_id);
  guild.member = Math.min(members.length, guild.capacity);
  const leader = members.sort((a, b) => b.level - a.level)[0];
  guild.leader_id = leader?.id ?? 0;
  guild.leader_name = leader?.name ?? '';
}

type Sort = 'level' | 'fame' | 'quest' | 'monsterbook';
const VALUE: Record<Sort, (c: MockCharacter) => number> = {
  level: (c) => c.level,
  fame: (c) => c.fame,
  quest: (c) => c.quest_count,
  monsterbook: (c) => c.monster_book,
};

function inLine(job: number, line: JobLine) {
  return JOB_LINE_RANGES[line].some(([lo, hi]) => job >= lo && job <= hi);
}

const isEn = (req: any) => String(req.headers?.['accept-language'] ?? '').toLowerCase().startsWith('en');
const jobName = (code: number, en: boolean) => {
  const key = jobKey(code).slice('job.'.length) as keyof typeof zhJob;
  return String((en ? enJob : zhJob)[key] ?? key);
};

function intParam(value: unknown, def: number, max: number): number | null {
  if (value === undefined || value === '') return def;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) return null;
  return n;
}

function badRequest(res: any, en: boolean) {
  res.status(400).json({ code: 40000, message: en ? 'Validation failed' : '資料驗證失敗', data: null });
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default {
  'GET /api/v1/game/character/rank': async (req: any, res: any) => {
    const en = isEn(req);
    const sort = (req.query.sort ?? 'level') as Sort;
    const job = req.query.job as JobLine | undefined;
    const page = intParam(req.query.page, 1, 1_000_000);
    const size = intParam(req.query.size, 10, 100);
    if (!(sort in VALUE) || (job && !(job in JOB_LINE_RANGES)) || !page || !size) return badRequest(res, en);
    await delay(250);
    if (size === 13) {
      res.status(500).json({ code: 50000, message: en ? 'Server error' : '伺服器錯誤', data: null });
      return;
    }
    const list = characters
      .filter((c) => !job || inLine(c.job, job))
      .sort((a, b) => VALUE[sort](b) - VALUE[sort](a) || b.level - a.level || b.exp - a.exp || a.id - b.id);
    const items = list.slice((page - 1) * size, page * size).map((c, index) => {
      const guild = guilds.find((g) => g.guild_id === c.guild_id);
      return {
        id: c.id,
        rank: (page - 1) * size + index + 1,
        name: c.name,
        job: c.job,
        jobName: jobName(c.job, en),
        level: c.level,
        exp: c.exp,
        fame: c.fame,
        quest_count: c.quest_count,
        monster_book: c.monster_book,
        avatar: avatarSvg(c.id, c.job),
        guild: guild
          ? {
              guild_id: guild.guild_id,
              name: guild.name,
              logo: guild.logo,
              logo_color: guild.logo_color,
              logo_bg: guild.logo_bg,
              logo_bg_color: guild.logo_bg_color,
              alliance_name: guild.alliance_name,
            }
          : null,
        value: VALUE[sort](c),
        type: sort,
      };
    });
    res.json({ code: 0, message: 'ok', data: { items, total: list.length } });
  },

  'GET /api/v1/game/guild/rank': async (req: any, res: any) => {
    const en = isEn(req);
    const page = intParam(req.query.page, 1, 1_000_000);
    const size = intParam(req.query.size, 10, 100);
    if (!page || !size) return badRequest(res, en);
    await delay(250);
    const list = [...guilds].sort((a, b) => b.gp - a.gp || a.guild_id - b.guild_id);
    const items = list.slice((page - 1) * size, page * size).map((g, index) => ({
      ...g,
      rank: (page - 1) * size + index + 1,
      leader_name: g.leader_name || (en ? 'Unknown' : '未知'),
      value: g.gp,
    }));
    res.json({ code: 0, message: 'ok', data: { items, total: list.length, page, size } });
  },
};
