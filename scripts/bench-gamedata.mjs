#!/usr/bin/env node
/**
 * `npm run bench:gamedata`: import time and peak memory (maxRSS) of the game-data importer.
 *
 * 1. The project's sample (server/gamedata/sample: 1,130 files, 1,699 entries) on a fresh SQLite file.
 * 2. A large generated tree: the whole String.wz files of a real server, English and Chinese
 *    (BENCH_STRINGS_FULL, default /work/shared/gamedata/strings-full, holding en/String.wz and
 *    zh/String.wz), every named entry written BENCH_COPIES times (default 2: 40,286 entries; each
 *    copy gets new ids), plus a generated data file for every entry: Character.wz info-only
 *    equipment files (with the 30-level table), Item.wz bundles and pet files, Mob.wz files,
 *    Map.wz files with info and placed monsters/NPCs; Quest.wz and Etc.wz come from the sample.
 *    The tree is generated into BENCH_TREE (default <tmp>/bench-gamedata-tree) unless it exists
 *    (--regenerate to rebuild it).
 * 3. Each import runs in its own process (scripts/bench-gamedata-run.ts) on a fresh SQLite file,
 *    and on MariaDB/MySQL too when BENCH_MYSQL_URL is set (mysql://user:pass@host:port: a new database
 *    is created for each run and dropped after it).
 * Prints a markdown table and writes it to BENCH_OUT (data/bench-gamedata.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SaxesParser } from 'saxes';
import { createConnection } from 'mysql2/promise';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const stringsFull = path.resolve(env.BENCH_STRINGS_FULL || '/work/shared/gamedata/strings-full');
const copies = Math.max(1, Number(env.BENCH_COPIES || 2));
const tree = path.resolve(env.BENCH_TREE || path.join(os.tmpdir(), 'bench-gamedata-tree'));
const outFile = path.resolve(root, env.BENCH_OUT || 'data/bench-gamedata.md');
const mysqlUrl = env.BENCH_MYSQL_URL || '';
const sample = path.join(root, 'server', 'gamedata', 'sample');
const t0 = Date.now();
const log = (m) => console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0)}s] ${m}`);

const KINDS = ['Eqp', 'Consume', 'Etc', 'Ins', 'Cash', 'Pet', 'Mob', 'Npc', 'Map'];
/** New ids for the copies: beyond every real id of the kind. */
const OFFSET = { Eqp: 20_000_000, Consume: 20_000_000, Etc: 20_000_000, Ins: 20_000_000, Cash: 20_000_000, Pet: 20_000_000, Mob: 20_000_000, Npc: 20_000_000, Map: 1_000_000_000 };
const EQUIP_FOLDER = { Accessory: 'Accessory', Cap: 'Cap', Cape: 'Cape', Coat: 'Coat', Face: 'Face', Glove: 'Glove', Hair: 'Hair', Longcoat: 'Longcoat', Pants: 'Pants', PetEquip: 'PetEquip', Ring: 'Ring', Shield: 'Shield', Shoes: 'Shoes', Taming: 'TamingMob', Weapon: 'Weapon' };

/** Entries of a String.wz file: [{id, group, fields: [[tag, name, value]]}] (groups = enclosing non-numeric imgdirs). */
function readStrings(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const parser = new SaxesParser();
  const stack = [];
  const out = [];
  let cur = null;
  parser.on('opentag', (t) => {
    const name = t.attributes.name ?? '';
    if (!cur && t.name === 'imgdir' && /^\d+$/.test(name) && stack.length >= 1) {
      cur = { id: Number(name), group: stack.slice(1).join('/'), fields: [], depth: stack.length };
    } else if (cur && stack.length === cur.depth + 1 && t.attributes.value !== undefined) {
      cur.fields.push([t.name, name, t.attributes.value]);
    }
    stack.push(name);
  });
  parser.on('closetag', () => {
    stack.pop();
    if (cur && stack.length === cur.depth) {
      out.push(cur);
      cur = null;
    }
  });
  parser.write(text).close();
  return out;
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Writes a String.wz file of the kind from entries (grouped as read). */
function writeStrings(file, kind, entries) {
  const groups = new Map();
  for (const e of entries) {
    if (!groups.has(e.group)) groups.set(e.group, []);
    groups.get(e.group).push(e);
  }
  const lines = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', `<imgdir name="${kind}.img">`];
  for (const [group, list] of groups) {
    const parts = group ? group.split('/') : [];
    parts.forEach((p, i) => lines.push(`${'  '.repeat(i + 1)}<imgdir name="${esc(p)}">`));
    const ind = '  '.repeat(parts.length + 1);
    for (const e of list) {
      lines.push(`${ind}<imgdir name="${e.id}">`);
      for (const [tag, name, value] of e.fields) lines.push(`${ind}  <${tag} name="${esc(name)}" value="${esc(value)}"/>`);
      lines.push(`${ind}</imgdir>`);
    }
    for (let i = parts.length - 1; i >= 0; i--) lines.push(`${'  '.repeat(i + 1)}</imgdir>`);
  }
  lines.push('</imgdir>', '');
  fs.writeFileSync(file, lines.join('\n'));
}

function withCopies(kind, entries) {
  const out = [];
  for (let k = 0; k < copies; k++) {
    for (const e of entries) {
      if (k === 0) out.push(e);
      else
        out.push({
          ...e,
          id: e.id + OFFSET[kind] * k,
          fields: e.fields.map(([tag, name, value]) => [tag, name, name === 'name' || name === 'mapName' ? `${value} ${k + 1}` : value]),
        });
    }
  }
  return out;
}

/** A number from the id (same tree every time). */
const rnd = (id, salt, mod) => (((id * 2654435761 + salt * 40503) >>> 0) % mod);
const int = (name, value) => `    <int name="${name}" value="${value}"/>`;
const named = (e) => e.fields.some(([, n]) => n === 'name' || n === 'mapName');

function equipFile(id, cash) {
  const lines = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', `<imgdir name="${String(id).padStart(8, '0')}.img">`, '  <imgdir name="info">'];
  lines.push('    <canvas name="icon" width="32" height="32">', '      <vector name="origin" x="0" y="32"/>', '    </canvas>');
  lines.push('    <string name="islot" value="Cp"/>', '    <string name="vslot" value="Cp"/>');
  lines.push(int('reqJob', 0), int('reqLevel', rnd(id, 1, 120)), int('reqSTR', rnd(id, 2, 300)), int('reqDEX', rnd(id, 3, 200)), int('reqINT', 0), int('reqLUK', 0));
  lines.push(int('incPAD', rnd(id, 4, 90)), int('incPDD', rnd(id, 5, 60)), int('incSTR', rnd(id, 6, 5)), int('tuc', rnd(id, 7, 10)), int('price', rnd(id, 8, 100000)));
  lines.push(int('attackSpeed', 2 + rnd(id, 9, 8)), int('cash', cash ? 1 : 0));
  if (!cash) {
    lines.push('    <imgdir name="level">', '      <imgdir name="info">');
    for (let l = 1; l <= 30; l++) lines.push(`        <imgdir name="${l}">`, '          <int name="exp" value="10000"/>', '        </imgdir>');
    lines.push('      </imgdir>', '    </imgdir>');
  }
  lines.push('  </imgdir>', '</imgdir>', '');
  return lines.join('\n');
}

function itemBundle(prefix, ids) {
  const lines = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', `<imgdir name="${prefix}.img">`];
  for (const id of ids) {
    lines.push(`  <imgdir name="${String(id).padStart(8, '0')}">`, '    <imgdir name="info">');
    lines.push(`      <int name="price" value="${rnd(id, 1, 5000)}"/>`, `      <int name="slotMax" value="${100 + rnd(id, 2, 200)}"/>`, '    </imgdir>');
    lines.push('    <imgdir name="spec">', `      <int name="hp" value="${rnd(id, 3, 1000)}"/>`, `      <int name="time" value="${rnd(id, 4, 600)}"/>`, '    </imgdir>', '  </imgdir>');
  }
  lines.push('</imgdir>', '');
  return lines.join('\n');
}

function mobFile(id) {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    `<imgdir name="${String(id).padStart(7, '0')}.img">`,
    '  <imgdir name="info">',
    int('level', 1 + rnd(id, 1, 200)),
    int('maxHP', 10 + rnd(id, 2, 5_000_000)),
    int('maxMP', rnd(id, 3, 50_000)),
    int('PADamage', rnd(id, 4, 3000)),
    int('PDDamage', rnd(id, 5, 3000)),
    int('MADamage', rnd(id, 6, 3000)),
    int('MDDamage', rnd(id, 7, 3000)),
    int('exp', rnd(id, 8, 100000)),
    int('undead', rnd(id, 9, 10) === 0 ? 1 : 0),
    '  </imgdir>',
    '</imgdir>',
    '',
  ].join('\n');
}

function mapFile(id, mobIds, npcIds) {
  const lines = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', `<imgdir name="${String(id).padStart(9, '0')}.img">`, '  <imgdir name="info">'];
  lines.push(int('town', rnd(id, 1, 5) === 0 ? 1 : 0), int('returnMap', 100000000), '    <float name="mobRate" value="1.5"/>', int('forcedReturn', 999999999), '  </imgdir>', '  <imgdir name="life">');
  let n = 0;
  const place = (type, lifeId) => {
    lines.push(`    <imgdir name="${n++}">`, `      <string name="type" value="${type}"/>`, `      <string name="id" value="${lifeId}"/>`, '      <int name="x" value="0"/>', '    </imgdir>');
  };
  if (mobIds.length) for (let i = 0; i < 8; i++) place('m', mobIds[rnd(id, 10 + (i % 3), mobIds.length)]);
  if (npcIds.length) for (let i = 0; i < 2; i++) place('n', npcIds[rnd(id, 20 + i, npcIds.length)]);
  lines.push('  </imgdir>', '</imgdir>', '');
  return lines.join('\n');
}

function generate() {
  log(`generating ${tree} from ${stringsFull} (${copies} copies of every entry)`);
  fs.rmSync(tree, { recursive: true, force: true });
  const wz = path.join(tree, 'wz');
  const zhDir = path.join(tree, 'wz-zh', 'String.wz');
  fs.mkdirSync(path.join(wz, 'String.wz'), { recursive: true });
  fs.mkdirSync(zhDir, { recursive: true });
  const en = {};
  for (const kind of KINDS) {
    en[kind] = withCopies(kind, readStrings(path.join(stringsFull, 'en', 'String.wz', `${kind}.img.xml`)));
    writeStrings(path.join(wz, 'String.wz', `${kind}.img.xml`), kind, en[kind]);
    const zh = withCopies(kind, readStrings(path.join(stringsFull, 'zh', 'String.wz', `${kind}.img.xml`)));
    writeStrings(path.join(zhDir, `${kind}.img.xml`), kind, zh);
  }
  let files = 18;
  // Equipment: one info-only file per named id, in the folder of its String.wz group.
  for (const e of en.Eqp.filter(named)) {
    const folder = EQUIP_FOLDER[e.group.split('/').pop()];
    if (!folder) continue;
    const dir = path.join(wz, 'Character.wz', folder);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${String(e.id).padStart(8, '0')}.img.xml`), equipFile(e.id, rnd(e.id, 99, 4) === 0));
    files++;
  }
  // Items: bundles of up to 100 ids per file, pets one file each.
  for (const [kind, folder] of [
    ['Consume', 'Consume'],
    ['Etc', 'Etc'],
    ['Ins', 'Install'],
    ['Cash', 'Cash'],
  ]) {
    const dir = path.join(wz, 'Item.wz', folder);
    fs.mkdirSync(dir, { recursive: true });
    const ids = en[kind].filter(named).map((e) => e.id);
    for (let i = 0; i < ids.length; i += 100) {
      const prefix = String(i / 100).padStart(4, '0');
      fs.writeFileSync(path.join(dir, `${prefix}.img.xml`), itemBundle(prefix, ids.slice(i, i + 100)));
      files++;
    }
  }
  fs.mkdirSync(path.join(wz, 'Item.wz', 'Pet'), { recursive: true });
  for (const e of en.Pet.filter(named)) {
    fs.writeFileSync(
      path.join(wz, 'Item.wz', 'Pet', `${e.id}.img.xml`),
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<imgdir name="${e.id}.img">\n  <imgdir name="info">\n${int('life', 90)}\n${int('hungry', 3)}\n${int('cash', 1)}\n  </imgdir>\n</imgdir>\n`,
    );
    files++;
  }
  fs.mkdirSync(path.join(wz, 'Mob.wz'), { recursive: true });
  const mobIds = en.Mob.filter(named).map((e) => e.id);
  for (const id of mobIds) {
    fs.writeFileSync(path.join(wz, 'Mob.wz', `${String(id).padStart(7, '0')}.img.xml`), mobFile(id));
    files++;
  }
  const npcIds = en.Npc.filter(named).map((e) => e.id);
  for (const e of en.Map.filter(named)) {
    const dir = path.join(wz, 'Map.wz', 'Map', `Map${Math.floor(e.id / 100_000_000) % 10}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${String(e.id).padStart(9, '0')}.img.xml`), mapFile(e.id, mobIds, npcIds));
    files++;
  }
  for (const sub of ['Quest.wz', 'Etc.wz']) fs.cpSync(path.join(sample, 'wz', sub), path.join(wz, sub), { recursive: true });
  fs.writeFileSync(path.join(tree, 'READY'), `${files}\n`);
  log(`generated ${files} files`);
}

async function freshDb(kind, name) {
  if (kind === 'sqlite') {
    const file = path.join(os.tmpdir(), `bench-gamedata-${name}-${process.pid}.db`);
    const rm = () => ['', '-wal', '-shm'].forEach((ext) => fs.rmSync(file + ext, { force: true }));
    rm();
    return { url: `sqlite:${file}`, cleanup: async () => rm() };
  }
  // A new database on the server of BENCH_MYSQL_URL, dropped afterwards.
  const dbName = `bench_gamedata_${process.pid}_${name}`.slice(0, 60);
  const server = new URL(mysqlUrl);
  server.pathname = '/';
  const admin = await createConnection({ uri: server.toString() });
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4`);
  await admin.end();
  const url = new URL(mysqlUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      const c = await createConnection({ uri: server.toString() });
      await c.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
      await c.end();
    },
  };
}

async function run(label, wzDir, zhDir, dbKind) {
  const db = await freshDb(dbKind, label.split(' ')[0]);
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  log(`${label} on ${dbKind}…`);
  const r = spawnSync(process.execPath, [tsx, path.join(root, 'scripts', 'bench-gamedata-run.ts'), wzDir, zhDir, db.url], {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, LOG_LEVEL: 'warn' },
  });
  await db.cleanup();
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    throw new Error(`${label} failed`);
  }
  const result = JSON.parse(r.stdout.trim().split('\n').pop());
  log(`${label} on ${dbKind}: ${result.entries} entries, ${result.files} files, ${(result.ms / 1000).toFixed(1)} s, peak RSS ${result.maxRssMB} MB`);
  return { label, db: dbKind, ...result };
}

if (process.argv.includes('--regenerate') || !fs.existsSync(path.join(tree, 'READY'))) generate();
// `--generate-only`: make the large tree and stop (scripts/bench-library.mjs imports it itself).
if (process.argv.includes('--generate-only')) process.exit(0);
const dbs = ['sqlite', ...(mysqlUrl ? ['mysql'] : [])];
const results = [];
for (const d of dbs) {
  results.push(await run('sample', path.join(sample, 'wz'), path.join(sample, 'wz-zh', 'String.wz'), d));
  results.push(await run(`large (${copies}× strings-full + generated data files)`, path.join(tree, 'wz'), path.join(tree, 'wz-zh', 'String.wz'), d));
}
const md = [
  `Game-data import (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} CPU, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)})`,
  '',
  '| tree | database | files | entries | time | peak RSS |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...results.map((r) => `| ${r.label} | ${r.db === 'mysql' ? 'MariaDB' : 'SQLite'} | ${r.files.toLocaleString('en')} | ${r.entries.toLocaleString('en')} | ${(r.ms / 1000).toFixed(1)} s | ${r.maxRssMB} MB |`),
  '',
].join('\n');
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, md);
console.log(`\n${md}`);
log(`written to ${path.relative(root, outFile)}`);
