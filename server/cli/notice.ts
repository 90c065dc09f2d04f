/**
 * Operator CLI for notices (there is no admin screen yet).
 *
 *   npm run notice -- list [--status draft|published] [--category guide|event|maintenance|important] [--json]
 *   npm run notice -- show <id>
 *   npm run notice -- create --category event --title-zh "標題" --title-en "Title" \
 *                            --body-zh-file zh.html --body-en-file en.html [--author GM] [--pinned] [--publish]
 *   npm run notice -- edit <id> [--category ..] [--title-zh ..] [--title-en ..] [--body-zh-file ..] [--body-en-file ..]
 *                               [--body-zh "<p>..</p>"] [--body-en ".."] [--author ..] [--pinned | --unpinned]
 *   npm run notice -- publish <id>
 *   npm run notice -- unpublish <id>
 *   npm run notice -- delete <id>
 *
 * Bodies are HTML; they are sanitized with the allow-list before they are stored.
 * The database is the site's (DATABASE_URL / DATA_DIR, as `npm start` uses); migrations run first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  createNotice,
  deleteNotice,
  findNoticeRecord,
  listNoticeRecords,
  publishNotice,
  unpublishNotice,
  updateNotice,
  type NoticePatch,
  type NoticeRecord,
} from '../services/notice';
import { NOTICE_CATEGORIES, NOTICE_STATUSES, type NoticeCategory, type NoticeStatus } from '../../config/contract/notice';
import { runAsCli } from './entry';

export const USAGE = `Usage: npm run notice -- <command> [options]

Commands:
  list [--status draft|published] [--category <c>] [--json]
  show <id>
  create --category <c> --title-zh <t> --title-en <t> (--body-zh-file <f> | --body-zh <html>)
         (--body-en-file <f> | --body-en <html>) [--author <name>] [--pinned] [--publish]
  edit <id> [--category <c>] [--title-zh <t>] [--title-en <t>] [--body-zh-file <f> | --body-zh <html>]
            [--body-en-file <f> | --body-en <html>] [--author <name>] [--pinned | --unpinned]
  publish <id>
  unpublish <id>
  delete <id>

Categories: ${NOTICE_CATEGORIES.join(', ')}. Bodies are HTML, sanitized with the allow-list.`;

const OPTIONS = {
  category: { type: 'string' },
  status: { type: 'string' },
  'title-zh': { type: 'string' },
  'title-en': { type: 'string' },
  'body-zh': { type: 'string' },
  'body-en': { type: 'string' },
  'body-zh-file': { type: 'string' },
  'body-en-file': { type: 'string' },
  author: { type: 'string' },
  pinned: { type: 'boolean' },
  unpinned: { type: 'boolean' },
  publish: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export class CliError extends Error {}

export interface CliIo {
  out: (line: string) => void;
  /** Resolves relative body files (default: process.cwd()). */
  cwd?: string;
}

function idOf(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id < 1) throw new CliError(`a notice id is required (a positive integer), got "${value ?? ''}"`);
  return id;
}

function categoryOf(value: string | undefined): NoticeCategory | undefined {
  if (value === undefined) return undefined;
  if (!(NOTICE_CATEGORIES as readonly string[]).includes(value)) {
    throw new CliError(`--category must be one of ${NOTICE_CATEGORIES.join(', ')}`);
  }
  return value as NoticeCategory;
}

function bodyOf(inline: string | undefined, file: string | undefined, cwd: string, flag: string): string | undefined {
  if (inline !== undefined && file !== undefined) throw new CliError(`use either --${flag} or --${flag}-file, not both`);
  if (file !== undefined) {
    const p = path.resolve(cwd, file);
    if (!fs.existsSync(p)) throw new CliError(`--${flag}-file: ${p} does not exist`);
    return fs.readFileSync(p, 'utf8');
  }
  return inline;
}

function line(n: NoticeRecord): string {
  const flags = [n.status, n.pinned ? 'pinned' : ''].filter(Boolean).join(',');
  return `#${n.id}\t${n.category}\t${flags}\t${n.published_at ?? '-'}\t${n.views} views\t${n.title_zh} / ${n.title_en}`;
}

function describe(n: NoticeRecord): string {
  return [
    `id:         ${n.id}`,
    `category:   ${n.category}`,
    `status:     ${n.status}${n.pinned ? ' (pinned)' : ''}`,
    `author:     ${n.author}`,
    `published:  ${n.published_at ?? '-'}`,
    `updated:    ${n.updated_at}`,
    `views:      ${n.views}`,
    `title zh:   ${n.title_zh}`,
    `title en:   ${n.title_en}`,
    `body zh:    ${n.body_zh.length} characters`,
    `body en:    ${n.body_en.length} characters`,
  ].join('\n');
}

/** Runs one CLI command against `db`. Returns the exit code; throws nothing for user errors. */
export async function runNoticeCli(argv: string[], db: Kysely<Database>, io: CliIo): Promise<number> {
  const cwd = io.cwd ?? process.cwd();
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.out(`error: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, idArg] = positionals;
  if (!command || values.help) {
    io.out(USAGE);
    return command || values.help ? 0 : 2;
  }
  try {
    switch (command) {
      case 'list': {
        const status = values.status as NoticeStatus | undefined;
        if (status && !(NOTICE_STATUSES as readonly string[]).includes(status)) {
          throw new CliError(`--status must be one of ${NOTICE_STATUSES.join(', ')}`);
        }
        const rows = await listNoticeRecords(db, { status, category: categoryOf(values.category) });
        if (values.json) io.out(JSON.stringify(rows, null, 2));
        else if (rows.length === 0) io.out('no notices');
        else rows.forEach((r) => io.out(line(r)));
        return 0;
      }
      case 'show': {
        const record = await findNoticeRecord(db, idOf(idArg));
        if (!record) throw new CliError(`notice ${idArg} does not exist`);
        io.out(values.json ? JSON.stringify(record, null, 2) : describe(record));
        return 0;
      }
      case 'create': {
        const category = categoryOf(values.category);
        if (!category) throw new CliError('--category is required');
        const body_zh = bodyOf(values['body-zh'], values['body-zh-file'], cwd, 'body-zh') ?? '';
        const body_en = bodyOf(values['body-en'], values['body-en-file'], cwd, 'body-en') ?? '';
        const record = await createNotice(db, {
          category,
          title_zh: values['title-zh'] ?? '',
          title_en: values['title-en'] ?? '',
          body_zh,
          body_en,
          author: values.author ?? 'GM',
          pinned: Boolean(values.pinned),
          status: values.publish ? 'published' : 'draft',
        });
        io.out(`created notice #${record.id} (${record.status})`);
        return 0;
      }
      case 'edit': {
        const id = idOf(idArg);
        if (values.pinned && values.unpinned) throw new CliError('use either --pinned or --unpinned');
        const patch: NoticePatch = {};
        const category = categoryOf(values.category);
        if (category) patch.category = category;
        if (values['title-zh'] !== undefined) patch.title_zh = values['title-zh'];
        if (values['title-en'] !== undefined) patch.title_en = values['title-en'];
        const body_zh = bodyOf(values['body-zh'], values['body-zh-file'], cwd, 'body-zh');
        const body_en = bodyOf(values['body-en'], values['body-en-file'], cwd, 'body-en');
        if (body_zh !== undefined) patch.body_zh = body_zh;
        if (body_en !== undefined) patch.body_en = body_en;
        if (values.author !== undefined) patch.author = values.author;
        if (values.pinned) patch.pinned = true;
        if (values.unpinned) patch.pinned = false;
        if (Object.keys(patch).length === 0) throw new CliError('nothing to change: give at least one option');
        const record = await updateNotice(db, id, patch);
        io.out(`updated notice #${record.id}`);
        return 0;
      }
      case 'publish': {
        const record = await publishNotice(db, idOf(idArg));
        io.out(`published notice #${record.id} (publish time ${record.published_at})`);
        return 0;
      }
      case 'unpublish': {
        const record = await unpublishNotice(db, idOf(idArg));
        io.out(`unpublished notice #${record.id} (now a draft)`);
        return 0;
      }
      case 'delete': {
        const id = idOf(idArg);
        await deleteNotice(db, id);
        io.out(`deleted notice #${id}`);
        return 0;
      }
      default:
        throw new CliError(`unknown command "${command}"`);
    }
  } catch (error) {
    io.out(`error: ${(error as Error).message}`);
    if (error instanceof CliError && /unknown command/.test(error.message)) io.out(`\n${USAGE}`);
    return 1;
  }
}

runAsCli(import.meta.url, (args, db) => runNoticeCli(args, db, { out: (l) => console.log(l) }));
