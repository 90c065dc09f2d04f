/** Sample ranking rows for stories (same shapes as config/contract/game.ts). */
import type { CharacterRankItem, GuildRankItem } from '@/services/ranking';

const NAMES = ['MapleHero', '楓之谷傳說', 'ShadowFox', 'LunaMage', '小星星', 'DarkKnight', 'SnowBow', 'Mochi', 'ZeroAce', '夜之翼'];
const JOBS = [112, 212, 412, 312, 522, 132, 322, 1111, 2112, 232];
const GUILDS = [
  { guild_id: 1, name: 'Phoenix', logo: 2000003, logo_color: 2, logo_bg: 1000, logo_bg_color: 0, alliance_name: 'Ragnarok' },
  { guild_id: 2, name: '楓葉聯盟', logo: 2000000, logo_color: 14, logo_bg: 1001, logo_bg_color: 4, alliance_name: null },
  { guild_id: 3, name: 'Nightfall', logo: 2000004, logo_color: 2, logo_bg: 1003, logo_bg_color: 8, alliance_name: 'Ragnarok' },
];

const avatar = (i: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="hsl(${i * 37},55%,88%)"/><circle cx="32" cy="24" r="11" fill="#f5d0a9"/><path d="M21 22c0-9 22-9 22 0-4-3-18-3-22 0z" fill="hsl(${i * 37},45%,35%)"/><rect x="22" y="36" width="20" height="16" rx="5" fill="hsl(${i * 37 + 180},55%,55%)"/></svg>`,
  )}`;

export const sampleCharacters: CharacterRankItem[] = NAMES.map((name, i) => ({
  id: i + 1,
  rank: i + 1,
  name,
  job: JOBS[i],
  jobName: '',
  level: 200 - i * 7,
  exp: 98_000_000 - i * 4_321_987,
  fame: 320 - i * 23,
  quest_count: 540 - i * 31,
  monster_book: 260 - i * 17,
  avatar: avatar(i),
  guild: i % 4 === 3 ? null : GUILDS[i % 3],
  value: 200 - i * 7,
  type: 'level',
}));

export const sampleGuilds: GuildRankItem[] = [
  ...GUILDS,
  { guild_id: 4, name: 'Evergreen', logo: 2000006, logo_color: 0, logo_bg: 1004, logo_bg_color: 3, alliance_name: null },
  { guild_id: 5, name: '月光', logo: 2000001, logo_color: 2, logo_bg: 1005, logo_bg_color: 9, alliance_name: null },
].map((g, i) => ({
  ...g,
  rank: i + 1,
  leader_name: NAMES[i],
  leader_id: i + 1,
  member: 48 - i * 7,
  capacity: i < 2 ? 50 : 30,
  gp: 98_500 - i * 12_345,
  notice: i === 1 ? '' : ['每晚 9 點打拉圖斯，歡迎新人！', 'Weekly Zakum run on Saturday.', 'Be kind, help newbies :)', '公會任務週日集合'][i % 4],
  value: 98_500 - i * 12_345,
}));
