import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { IS_MYSQL, createTestApp, createTestDb, loginAs, type TestApp } from './helpers';
import { seedDemoIfEmpty, seedDemoOnStart, SeedError } from '../../server/seed';
import type { Db } from '../../server/db';
import { DEMO_ACCOUNT } from '../../server/seed/demo';
import { DEMO_OPERATOR } from '../../server/seed/operator';
import { JOB_LINE_RANGES, JOB_LINES } from '../../config/jobs';
import { migrateToLatest } from '../../server/db';
import { EQUIP_SLOTS } from '../../config/equipSlots';

describe('demo world seed', () => {
  let t: TestApp;
  let counts: Record<string, number> | null;
  beforeAll(async () => {
    t = await createTestApp();
    // What npm start does: SQLite seeds by default, MySQL/MariaDB only with SEED_DEMO=true.
    const outcome = await seedDemoOnStart(t.db, IS_MYSQL ? true : 'auto');
    counts = outcome.status === 'seeded' ? outcome.counts : null;
  }, 120_000);
  afterAll(async () => t?.close());

  it('seeds 2,000+ accounts, 5,000 characters, 100 guilds, quests and monster cards', async () => {
    expect(counts).toMatchObject({ characters: 5000, guilds: 100 });
    const n = async (table: 'accounts' | 'characters' | 'guilds' | 'alliance' | 'queststatus' | 'monsterbook') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await n('accounts')).toBeGreaterThanOrEqual(2000);
    expect(await n('characters')).toBe(5000);
    expect(await n('guilds')).toBe(100);
    expect(await n('alliance')).toBeGreaterThanOrEqual(3);
    expect(await n('queststatus')).toBeGreaterThan(50_000);
    expect(await n('monsterbook')).toBeGreaterThan(20_000);
  });

  it("adds the sample's game-data library, monster drops, NPC shops and a few hired merchants", async () => {
    expect(counts?.library).toBeGreaterThan(1500);
    const rows = async (table: 'web_lib_entry' | 'drop_data' | 'shops' | 'shopitems') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await rows('web_lib_entry')).toBe(counts?.library);
    expect(await rows('drop_data')).toBe(905);
    expect(await rows('shops')).toBe(23);
    expect(await rows('shopitems')).toBe(731);
    const merchant = await t.db.selectFrom('inventoryitems').select(['characterid', 'owner', 'giftFrom']).where('type', '=', 6).execute();
    expect(merchant.length).toBeGreaterThan(0);
    expect(merchant.length).toBe(counts?.merchantItems);
  });

  it('spreads characters over every job line with levels 1-255, most of them low', async () => {
    const rows = await t.db.selectFrom('characters').select(['job', 'level']).where('gm', '=', 0).execute();
    for (const line of JOB_LINES) {
      const inLine = rows.filter((r) => JOB_LINE_RANGES[line].some(([a, b]) => r.job >= a && r.job <= b));
      expect(inLine.length, line).toBeGreaterThan(50);
    }
    expect(rows.some((r) => r.job >= 2200 && r.job <= 2218)).toBe(true);
    const levels = rows.map((r) => r.level).sort((a, b) => a - b);
    expect(levels[0]).toBe(1);
    expect(levels[levels.length - 1]).toBe(255);
    const median = levels[Math.floor(levels.length / 2)];
    expect(median).toBeGreaterThan(10);
    expect(median).toBeLessThan(90);
    expect(levels.filter((l) => l >= 200).length).toBeLessThan(levels.length * 0.15);
  });

  it('has GM characters, a banned account, guild logos, leaders and alliances', async () => {
    const gms = await t.db.selectFrom('characters').select(['job', 'gm']).where('gm', '>', 0).execute();
    expect(gms.length).toBeGreaterThanOrEqual(3);
    expect(gms.every((g) => g.job === 900 || g.job === 910)).toBe(true);
    const banned = await t.db.selectFrom('accounts').select(['banned', 'banreason']).where('name', '=', 'banned01').executeTakeFirstOrThrow();
    expect(banned.banned).toBe(1);
    expect(banned.banreason).toBeTruthy();
    const guilds = await t.db.selectFrom('guilds').selectAll().execute();
    expect(guilds.every((g) => g.logo != null && g.logoBG != null && g.logoColor > 0)).toBe(true);
    expect(guilds.filter((g) => g.allianceId > 0).length).toBeGreaterThanOrEqual(10);
    const led = guilds.filter((g) => g.leader > 0);
    expect(led.length).toBeGreaterThan(90);
    const leader = await t.db.selectFrom('characters').select(['guildid', 'guildrank']).where('id', '=', led[0].leader).executeTakeFirstOrThrow();
    expect(leader).toEqual({ guildid: led[0].guildid, guildrank: 1 });
    const gp = new Set(guilds.map((g) => g.GP));
    expect(gp.size).toBeGreaterThan(90);
    // No guild has more members than room (the ranking shows members / capacity).
    const members = await t.db
      .selectFrom('characters')
      .select(['guildid', (eb) => eb.fn.countAll<number>().as('n')])
      .where('guildid', '>', 0)
      .groupBy('guildid')
      .execute();
    const capacity = new Map(guilds.map((g) => [g.guildid, g.capacity]));
    for (const m of members) expect(Number(m.n), `guild ${m.guildid}`).toBeLessThanOrEqual(capacity.get(m.guildid)!);
  });

  it('gives quest and monster-book counts that vary between characters', async () => {
    const q = await t.db.selectFrom('queststatus').select(['characterid']).select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 2).groupBy('characterid').execute();
    expect(new Set(q.map((r) => Number(r.n))).size).toBeGreaterThan(50);
    const m = await t.db.selectFrom('monsterbook').select(['charid']).select((eb) => eb.fn.countAll<number>().as('n')).groupBy('charid').execute();
    expect(new Set(m.map((r) => Number(r.n))).size).toBeGreaterThan(30);
  });

  it('lets the demo account log in and shows its characters', async () => {
    const tokens = await loginAs(t.app, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${tokens.token}` } });
    expect(info.json().data).toMatchObject({ username: 'demo01', status: 'normal', nxCredit: 25000 });
    const chars = await t.db.selectFrom('characters').select(['name', 'level']).where('accountid', '=', info.json().data.id).execute();
    expect(chars.length).toBeGreaterThanOrEqual(4);
    const equipped = await t.db.selectFrom('inventoryitems').select('itemid').where('characterid', '=', 1).where('inventorytype', '=', -1).execute();
    expect(equipped.length).toBeGreaterThan(5);
  });

  it('adds the console operator admin01 / admin1234 on SQLite only: never into a MySQL/MariaDB game database', async () => {
    const admin = await t.db.selectFrom('accounts').select(['id', 'webadmin']).where('name', '=', DEMO_OPERATOR.username).executeTakeFirst();
    if (IS_MYSQL) {
      // Seeded here with SEED_DEMO=true: the demo world went in, the operator with its published password did not.
      expect(admin).toBeUndefined();
      expect(counts?.operators).toBe(0);
      return;
    }
    expect(Number(admin?.webadmin)).toBe(1);
    const tokens = await loginAs(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const headers = { authorization: `Bearer ${tokens.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/info', headers })).json().data.operator).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/session', headers })).statusCode).toBe(200);
  });

  it("fills every equipment slot and inventory tab of demo01's characters, with a check-in streak", async () => {
    const tokens = await loginAs(t.app, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    const headers = { authorization: `Bearer ${tokens.token}`, 'accept-language': 'en-US' };
    const chars = (await t.app.inject({ method: 'GET', url: '/api/v1/profile/characters', headers })).json().data as Array<{ id: number; name: string; expPercent: number }>;
    expect(chars.map((c) => c.name).sort()).toEqual(['DemoAran', 'DemoArcher', 'DemoBishop', 'DemoHero']);
    expect(chars.every((c) => c.expPercent > 0 && c.expPercent < 100)).toBe(true);
    const slots = new Set<string>();
    const covers = new Set<number>();
    const tabs = new Set<string>();
    for (const c of chars) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/profile/characters/${c.id}/items`, headers });
      expect(res.statusCode, c.name).toBe(200);
      const data = res.json().data as { equipped: Array<{ slot: string; cash: boolean; position: number; item: { name: string } }>; inventory: Record<string, unknown[]> };
      for (const e of data.equipped) {
        if (e.cash) covers.add(e.position);
        else slots.add(e.slot);
      }
      for (const [tab, list] of Object.entries(data.inventory)) if (list.length) tabs.add(tab);
      // Every item is one the sample library names, except the medal (the sample has none).
      expect(data.equipped.filter((e) => e.item.name.startsWith('#')).map((e) => e.slot).filter((s) => s !== 'medal'), c.name).toEqual([]);
    }
    expect([...slots].sort()).toEqual([...EQUIP_SLOTS].sort());
    expect(covers.size).toBeGreaterThanOrEqual(10);
    expect([...tabs].sort()).toEqual(['cash', 'equip', 'etc', 'setup', 'use']);
    const checkin = (await t.app.inject({ method: 'GET', url: '/api/v1/checkin', headers })).json().data;
    expect(checkin).toMatchObject({ checkedInToday: false, streak: 3 });
  });

  it('does nothing on a database that already has accounts', async () => {
    expect(await seedDemoIfEmpty(t.db)).toBeNull();
  });

  it('is deterministic', async () => {
    const other = await createTestDb();
    try {
      await migrateToLatest(other.db);
      await seedDemoIfEmpty(other.db);
      const pick = (db: typeof t.db) => db.selectFrom('characters').select(['id', 'name', 'job', 'level', 'exp', 'guildid']).where('id', 'in', [10, 500, 2500, 4999]).orderBy('id').execute();
      expect(await pick(other.db)).toEqual(await pick(t.db));
    } finally {
      await other.drop();
    }
  }, 120_000);
});

async function count(db: Db, table: 'accounts' | 'characters' | 'queststatus' | 'inventoryitems' | 'web_notices'): Promise<number> {
  return Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

describe('demo seed: when and all-or-nothing', () => {
  it('seeds nothing into a MySQL/MariaDB (game) database unless SEED_DEMO=true, and nothing when SEED_DEMO=false', async () => {
    const fresh = await createTestDb();
    try {
      await migrateToLatest(fresh.db);
      expect(await seedDemoOnStart(fresh.db, false)).toEqual({ status: 'skipped', reason: 'disabled' });
      if (IS_MYSQL) expect(await seedDemoOnStart(fresh.db, 'auto')).toEqual({ status: 'skipped', reason: 'mysql-without-seed-demo' });
      expect(await count(fresh.db, 'accounts')).toBe(0);
    } finally {
      await fresh.drop();
    }
  });

  it('leaves nothing behind when it fails half-way, and says what failed', async () => {
    const fresh = await createTestDb();
    try {
      await migrateToLatest(fresh.db);
      // Fail after accounts, characters, quests and cards were written (the log reports the chunk).
      const failing = seedDemoIfEmpty(fresh.db, {
        log: (m) => {
          if (m.trim().startsWith('characters') && m.includes('/')) throw new Error('disk full (simulated)');
        },
      });
      await expect(failing).rejects.toThrow(SeedError);
      await expect(failing).rejects.toThrow(/rolled back.*disk full \(simulated\)/);
      for (const table of ['accounts', 'characters', 'queststatus', 'inventoryitems', 'web_notices'] as const) {
        expect(await count(fresh.db, table), table).toBe(0);
      }
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});

/** Runs a server entry point (tsx) with the environment; returns its status and output. */
function runEntry(entry: string, env: Record<string, string>) {
  const tsx = path.join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const r = spawnSync(process.execPath, [tsx, entry], {
    cwd: process.cwd(),
    env: { ...process.env, LOG_LEVEL: 'warn', SKIP_WEB_BUILD: '1', WEB_JOBS: 'off', JWT_SECRET: 'seed-test-secret-seed-test-secret-0123', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn')) };
}

describe('npm run seed / npm start when the seed fails', () => {
  it('exits with status 1, one line on stderr, and writes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-seedfail-'));
    const fresh = IS_MYSQL ? await createTestDb() : null;
    const url = fresh?.url ?? `sqlite:${path.join(dir, 'site.db')}`;
    const { createDb } = await import('../../server/db');
    const db = fresh?.db ?? createDb(url);
    try {
      await migrateToLatest(db);
      // The database refuses inventory items (as a full disk or a stricter table would).
      if (IS_MYSQL) {
        await sql`create trigger web_test_refuse before insert on inventoryitems for each row signal sqlstate '45000' set message_text = 'inventory refused by test trigger'`.execute(db);
      } else {
        await sql`create trigger web_test_refuse before insert on inventoryitems begin select raise(abort, 'inventory refused by test trigger'); end`.execute(db);
      }
      for (const entry of ['server/cli/seed.ts', 'server/index.ts']) {
        const r = runEntry(entry, { DATABASE_URL: url, DATA_DIR: dir, SEED_DEMO: 'true', PORT: '0' });
        expect(r.status, `${entry}: ${r.stderr.join(' | ')}`).toBe(1);
        expect(r.stderr, entry).toHaveLength(1);
        expect(r.stderr[0], entry).toMatch(/failed: demo seed failed and was rolled back \(nothing written\): insert into inventoryitems: .*inventory refused by test trigger/);
        expect(await count(db, 'accounts'), entry).toBe(0);
        expect(await count(db, 'characters'), entry).toBe(0);
      }
    } finally {
      if (fresh) await fresh.drop();
      else await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
