/**
 * The player profile, read from the game's own tables: the account overview, its
 * characters, one character's equipment and inventory (inventoryitems rows of type 1,
 * inventorytype -1 for what it wears, 1-5 for the bag tabs, joined with
 * inventoryequipment for an equipment's own values), and the public character card.
 *
 * Names, icons and descriptions come from the game-data library (the in-process index
 * for names, one query for the descriptions of the ids shown); an id the library does
 * not know is named `#<id>` with no icon.
 */
import type { Db } from '../db';
import type { Lang } from '../i18n';
import { translate } from '../../locales';
import { dbTimeToIso } from '../db/time';
import { errors } from '../errors';
import { jobKey } from '../../config/jobs';
import { expPercent, expToNextLevel } from '../../config/expTable';
import { equipSlotOf, type EquipSlot } from '../../config/equipSlots';
import type {
  CharacterItems,
  EquippedItem,
  InventoryTab,
  ItemStatValues,
  ProfileAccount,
  ProfileCharacter,
  ProfileItem,
  ProfileStatusTag,
} from '../../config/contract/profile';
import { avatarUrl, renderAvatarSvg, type AvatarLook } from './avatar';
import { displayName, entryIcon, entryKey, libraryIndex, type PictureTemplates } from './library';

/** inventoryitems.type of a character's own inventory (the game's ItemFactory INVENTORY). */
export const INVENTORY_ITEM_TYPE = 1;
/** inventorytype of what a character wears. */
export const EQUIPPED_INVENTORY = -1;
/** Bag tab of each inventorytype 1-5. */
export const TAB_OF_INVENTORY: Record<number, InventoryTab> = { 1: 'equip', 2: 'use', 3: 'setup', 4: 'etc', 5: 'cash' };
/** The cash tab's size (the game has no column for it). */
export const CASH_SLOTS = 96;
/** Default bag sizes when a game table has no slot columns. */
export const DEFAULT_SLOTS = 24;
/** accounts.birthday the game fills in when none was given. */
const GAME_DEFAULT_BIRTHDAY = '2005-05-11';

export interface ProfileContext {
  lang: Lang;
  avatarTemplate: string;
  pictures: PictureTemplates;
}

/** 'demo01@example.net' -> 'd***1@example.net'; a one-letter local part keeps only that letter. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at);
  return local.length === 1 ? `${local}***${domain}` : `${local[0]}***${local[local.length - 1]}${domain}`;
}

/** An account birthday that was really given (not empty, not the game's default, not a zero date). */
export function birthdayOf(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000') || text === GAME_DEFAULT_BIRTHDAY) return null;
  return text;
}

/** GET /api/v1/profile/account. */
export async function accountOverview(db: Db, accountId: number): Promise<ProfileAccount> {
  const a = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  if (!a) throw errors.unauthorized();
  const count = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('accountid', '=', accountId)
    .executeTakeFirstOrThrow();
  const status: ProfileStatusTag[] = [Number(a.banned) ? 'banned' : 'normal'];
  if (Number(a.webadmin ?? 0) > 0) status.push('admin');
  status.push(Number(a.loggedin) === 2 ? 'online' : 'offline');
  return {
    username: a.name,
    nickname: a.nick ?? null,
    email: maskEmail(a.email),
    registeredAt: dbTimeToIso(a.createdat),
    lastLogin: dbTimeToIso(a.lastlogin),
    gender: Number(a.gender) === 1 ? 'female' : 'male',
    characterSlots: Number(a.characterslots ?? 3),
    characterCount: Number(count.n),
    status,
    banReason: Number(a.banned) ? (a.banreason ?? null) : null,
    currencies: {
      nxCredit: Number(a.nxCredit ?? 0),
      maplePoint: Number(a.maplePoint ?? 0),
      nxPrepaid: Number(a.nxPrepaid ?? 0),
      rewardPoints: Number(a.rewardpoints ?? 0),
      votePoints: Number(a.votepoints ?? 0),
    },
    birthdaySet: birthdayOf(a.birthday) !== null,
  };
}

/**
 * Ids that show on each character (cash covers over the items under them), by character:
 * what the avatar renderer draws.
 */
async function wornItems(db: Db, characterIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (characterIds.length === 0) return out;
  const rows = await db
    .selectFrom('inventoryitems')
    .select(['characterid', 'itemid', 'position'])
    .where('characterid', 'in', characterIds)
    .where('type', '=', INVENTORY_ITEM_TYPE)
    .where('inventorytype', '=', EQUIPPED_INVENTORY)
    .orderBy('position', 'desc')
    .execute();
  const bySlot = new Map<number, Map<EquipSlot, { id: number; cash: boolean }>>();
  for (const r of rows) {
    const where = equipSlotOf(Number(r.position), Number(r.itemid));
    if (!where) continue;
    const cid = Number(r.characterid);
    const slots = bySlot.get(cid) ?? new Map();
    const held = slots.get(where.slot);
    if (!held || (where.cash && !held.cash)) slots.set(where.slot, { id: Number(r.itemid), cash: where.cash });
    bySlot.set(cid, slots);
  }
  for (const [cid, slots] of bySlot) out.set(cid, [...slots.values()].map((v) => v.id).sort((a, b) => a - b));
  return out;
}

const nullTime = (t: string | null | undefined) => (t == null || t === '' || String(t).startsWith('0000-00-00') ? null : dbTimeToIso(t));

/** The card's path of a character. */
export const cardPath = (name: string) => `/api/v1/game/character/${encodeURIComponent(name)}/card.svg`;

/** GET /api/v1/profile/characters. */
export async function accountCharacters(db: Db, accountId: number, ctx: ProfileContext): Promise<ProfileCharacter[]> {
  const rows = await db
    .selectFrom('characters as c')
    .leftJoin('guilds as g', (join) => join.onRef('g.guildid', '=', 'c.guildid').on('c.guildid', '>', 0))
    .select([
      'c.id', 'c.name', 'c.level', 'c.job', 'c.exp', 'c.fame', 'c.meso', 'c.createdate', 'c.lastLogoutTime',
      'c.str', 'c.dex', 'c.int', 'c.luk', 'c.hp', 'c.maxhp', 'c.mp', 'c.maxmp', 'c.gender', 'c.skincolor', 'c.hair', 'c.face', 'c.map',
      'g.name as guild_name',
    ])
    .where('c.accountid', '=', accountId)
    .orderBy('c.level', 'desc')
    .orderBy('c.exp', 'desc')
    .orderBy('c.id', 'asc')
    .execute();
  const worn = await wornItems(db, rows.map((r) => Number(r.id)));
  const index = await libraryIndex(db);
  return rows.map((r) => {
    const level = Number(r.level);
    const exp = Number(r.exp);
    const map = index.byKey.get(entryKey('map', Number(r.map)));
    const look: AvatarLook = {
      id: Number(r.id),
      name: r.name,
      gender: Number(r.gender),
      skin: Number(r.skincolor),
      hair: Number(r.hair),
      face: Number(r.face),
      job: Number(r.job),
      items: worn.get(Number(r.id)) ?? [],
    };
    return {
      id: Number(r.id),
      name: r.name,
      level,
      job: Number(r.job),
      jobName: translate(ctx.lang, jobKey(Number(r.job))),
      guild: r.guild_name ?? null,
      exp,
      expPercent: expPercent(level, exp),
      expToNext: expToNextLevel(level),
      fame: Number(r.fame),
      meso: Number(r.meso),
      createdAt: nullTime(r.createdate),
      lastLogout: nullTime(r.lastLogoutTime),
      str: Number(r.str),
      dex: Number(r.dex),
      int: Number(r.int),
      luk: Number(r.luk),
      hp: Number(r.hp),
      maxHp: Number(r.maxhp),
      mp: Number(r.mp),
      maxMp: Number(r.maxmp),
      gender: Number(r.gender),
      skin: Number(r.skincolor),
      hair: Number(r.hair),
      face: Number(r.face),
      map: Number(r.map),
      mapName: map ? displayName(map, ctx.lang) : null,
      avatar: avatarUrl(ctx.avatarTemplate, look),
      card: cardPath(r.name),
    };
  });
}

const STAT_KEYS = ['str', 'dex', 'int', 'luk', 'hp', 'mp', 'watk', 'matk', 'wdef', 'mdef', 'acc', 'avoid', 'speed', 'jump'] as const;

/** Descriptions of the given item ids in the caller's language (zh falls back to en). */
async function descriptions(db: Db, ids: number[], lang: Lang): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('web_lib_entry')
      .select(['id', 'desc_en', 'desc_zh'])
      .where('kind', '=', 'item')
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const text = lang === 'zh-TW' ? r.desc_zh || r.desc_en : r.desc_en;
      if (text) out.set(Number(r.id), text);
    }
  }
  return out;
}

/** A character of the account (404 for anyone else's or an unknown id). */
export async function ownCharacter(db: Db, accountId: number, characterId: number) {
  const c = await db
    .selectFrom('characters')
    .select(['id', 'name', 'accountid', 'map', 'equipslots', 'useslots', 'setupslots', 'etcslots'])
    .where('id', '=', characterId)
    .where('accountid', '=', accountId)
    .executeTakeFirst();
  if (!c) throw errors.notFound('server.profile.characterNotFound');
  return c;
}

/** GET /api/v1/profile/characters/{id}/items. */
export async function characterItems(db: Db, accountId: number, characterId: number, ctx: ProfileContext): Promise<CharacterItems> {
  const c = await ownCharacter(db, accountId, characterId);
  const rows = await db
    .selectFrom('inventoryitems as i')
    .leftJoin('inventoryequipment as e', 'e.inventoryitemid', 'i.inventoryitemid')
    .select([
      'i.inventoryitemid', 'i.itemid', 'i.inventorytype', 'i.position', 'i.quantity', 'i.owner', 'i.petid', 'i.flag', 'i.expiration', 'i.giftFrom',
      'e.inventoryequipmentid', 'e.upgradeslots', 'e.itemlevel', 'e.vicious',
      ...STAT_KEYS.map((k) => `e.${k}` as const),
    ])
    .where('i.characterid', '=', characterId)
    .where('i.type', '=', INVENTORY_ITEM_TYPE)
    .orderBy('i.inventorytype')
    .orderBy('i.position')
    .orderBy('i.inventoryitemid')
    .execute();
  const index = await libraryIndex(db);
  const texts = await descriptions(db, rows.map((r) => Number(r.itemid)), ctx.lang);

  const toItem = (r: (typeof rows)[number]): ProfileItem => {
    const itemId = Number(r.itemid);
    const entry = index.byKey.get(entryKey('item', itemId));
    const isEquip = r.inventoryequipmentid != null;
    let stats: ItemStatValues | null = null;
    if (isEquip) {
      stats = {};
      for (const k of STAT_KEYS) {
        const v = Number(r[k] ?? 0);
        if (v !== 0) stats[k] = v;
      }
    }
    const expiration = Number(r.expiration ?? -1);
    return {
      itemId,
      position: Number(r.position),
      quantity: Number(r.quantity),
      name: entry ? displayName(entry, ctx.lang) : `#${itemId}`,
      category: entry?.category ?? null,
      icon: entryIcon(ctx.pictures, { kind: 'item', id: itemId }),
      description: texts.get(itemId) ?? null,
      reqLevel: entry?.level ?? null,
      owner: r.owner ?? '',
      petId: Number(r.petid ?? -1),
      flag: Number(r.flag ?? 0),
      expiration: expiration > 0 ? new Date(expiration).toISOString().replace(/\.\d{3}Z$/, 'Z') : null,
      giftFrom: r.giftFrom ?? '',
      itemLevel: isEquip ? Number(r.itemlevel ?? 1) : null,
      upgradeSlots: isEquip ? Number(r.upgradeslots ?? 0) : null,
      hammers: isEquip ? Number(r.vicious ?? 0) : null,
      stats,
    };
  };

  const equipped: EquippedItem[] = [];
  const inventory: CharacterItems['inventory'] = { equip: [], use: [], setup: [], etc: [], cash: [] };
  for (const r of rows) {
    const type = Number(r.inventorytype);
    if (type === EQUIPPED_INVENTORY) {
      const where = equipSlotOf(Number(r.position), Number(r.itemid));
      // A position that is no equipment slot of this version (a pet's equipment) is not shown.
      if (where) equipped.push({ slot: where.slot, position: Number(r.position), cash: where.cash, item: toItem(r) });
      continue;
    }
    const tab = TAB_OF_INVENTORY[type];
    if (tab) inventory[tab].push(toItem(r));
  }
  equipped.sort((a, b) => b.position - a.position);
  const slots = (v: number | null | undefined) => (v == null || Number(v) <= 0 ? DEFAULT_SLOTS : Number(v));
  return {
    equipped,
    inventory,
    slots: { equip: slots(c.equipslots), use: slots(c.useslots), setup: slots(c.setupslots), etc: slots(c.etcslots), cash: CASH_SLOTS },
  };
}

/* ------------------------------------------------------------------ card */

const esc = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * GET /api/v1/game/character/{name}/card.svg: a 480x200 card (avatar, name, job, level,
 * guild, fame and the main stats). 404 for an unknown character, a GM or a banned account.
 */
export async function characterCardSvg(db: Db, name: string, ctx: ProfileContext & { siteName: string }): Promise<string> {
  const c = await db
    .selectFrom('characters as c')
    .innerJoin('accounts as a', 'a.id', 'c.accountid')
    .leftJoin('guilds as g', (join) => join.onRef('g.guildid', '=', 'c.guildid').on('c.guildid', '>', 0))
    .select([
      'c.id', 'c.name', 'c.level', 'c.job', 'c.exp', 'c.fame', 'c.str', 'c.dex', 'c.int', 'c.luk', 'c.maxhp', 'c.maxmp',
      'c.gender', 'c.skincolor', 'c.hair', 'c.face', 'c.gm', 'a.banned', 'g.name as guild_name',
    ])
    .where('c.name', '=', name)
    .executeTakeFirst();
  const job = Number(c?.job ?? 0);
  if (!c || Number(c.gm) > 0 || (job >= 900 && job <= 999) || Number(c.banned) !== 0) {
    throw errors.notFound('game.characterNotFound');
  }
  const worn = await wornItems(db, [Number(c.id)]);
  const look: AvatarLook = {
    id: Number(c.id),
    name: c.name,
    gender: Number(c.gender),
    skin: Number(c.skincolor),
    hair: Number(c.hair),
    face: Number(c.face),
    job,
    items: worn.get(Number(c.id)) ?? [],
  };
  const t = (key: string) => esc(translate(ctx.lang, key));
  const level = Number(c.level);
  const pct = expPercent(level, Number(c.exp));
  // The site's own sprite is drawn inline (an <img> of an SVG loads nothing outside it);
  // a renderer URL is linked.
  const avatar = ctx.avatarTemplate
    ? `<image x="16" y="36" width="128" height="128" href="${esc(avatarUrl(ctx.avatarTemplate, look, 'stand1'))}" preserveAspectRatio="xMidYMid meet"/>`
    : `<svg x="16" y="36" width="128" height="128" viewBox="0 0 96 96">${renderAvatarSvg(look, 'stand1').replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')}</svg>`;
  const stats: Array<[string, number]> = [
    ['STR', Number(c.str)],
    ['DEX', Number(c.dex)],
    ['INT', Number(c.int)],
    ['LUK', Number(c.luk)],
    ['HP', Number(c.maxhp)],
    ['MP', Number(c.maxmp)],
  ];
  const statText = stats
    .map(([k, v], i) => `<text x="${168 + (i % 3) * 100}" y="${140 + Math.floor(i / 3) * 22}" class="s"><tspan class="k">${k}</tspan> ${v.toLocaleString('en-US')}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 200" width="480" height="200" role="img" aria-label="${esc(c.name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4e0"/><stop offset="1" stop-color="#ffd9a8"/></linearGradient></defs>
<style>text{font-family:'Noto Sans TC','PingFang TC','Microsoft JhengHei',system-ui,sans-serif;fill:#4a2c12}.n{font-size:26px;font-weight:700}.j{font-size:15px}.s{font-size:14px}.k{font-weight:700;fill:#c2570c}.f{font-size:11px;fill:#8a6a4a}</style>
<rect x="1" y="1" width="478" height="198" rx="18" fill="url(#bg)" stroke="#e8a25a" stroke-width="2"/>
<rect x="16" y="36" width="128" height="128" rx="14" fill="#fffaf2" stroke="#f0c48f"/>
${avatar}
<text x="168" y="58" class="n">${esc(c.name)}</text>
<text x="168" y="84" class="j">Lv. ${level} · ${t(jobKey(job))}${c.guild_name ? ` · ${esc(c.guild_name)}` : ''}</text>
<text x="168" y="108" class="j">${t('server.profile.card.fame')} ${Number(c.fame).toLocaleString('en-US')} · EXP ${pct}%</text>
${statText}
<text x="464" y="188" class="f" text-anchor="end">${esc(ctx.siteName)}</text>
</svg>`;
}
