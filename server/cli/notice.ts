/**
 * Operator CLI for notices: the same operations as the console's Notices screen, through the
 * same service (server/services/admin/notices.ts); each change is written to the operator audit
 * log as operator "cli".
 *
 *   npm run notice -- list [--status draft|scheduled|published] [--category guide|event|maintenance|important] [--json]
 *   npm run notice -- show <id>
 *   npm run notice -- create --category event --title-zh "標題" --title-en "Title" \
 *                            --body-zh-file zh.html --body-en-file en.html [--author GM] [--pinned] [--publish]
 *   npm run notice -- edit <id> [--category ..] [--title-zh ..] [--title-en ..] [--body-zh-file ..] [--body-en-file ..]
 *                               [--body-zh "<p>..</p>"] [--body-en ".."] [--author ..] [--pinned | --unpinned]
 *   npm run notice -- publish <id>
 *   npm run notice -- schedule <id> --at 2030-01-31T09:00:00Z     (players see it from then, not before)
 *   npm run notice -- unpublish <id>
 *   npm run notice -- delete <id>
 *
 * Bodies are HTML; they are sanitized with the allow-list before they are stored.
 * The database is the site's (DATABASE_URL / DATA_DIR, as `npm start` uses); migrations run first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../db';
import { isAppError } from '../errors';
import { t } from '../i18n';
import {
  createNoticeAsOperator,
  deleteNoticeAsOperator,
  editNoticeAsOperator,
  listNoticesForOperator,
  noticeForOperator,
  publishAsOperator,
  scheduleAsOperator,
  unpublishAsOperator,
} from '../services/admin/notices';
import { CLI_ACTOR } from '../services/admin/audit';
import { NOTICE_CATEGORIES, type NoticeCategory } from '../../config/contract/notice';
import { ADMIN_NOTICE_STATES, type AdminNotice, type AdminNoticeBody, type AdminNoticeRow, type AdminNoticeState } from '../../config/contract/admin-notices';
import { runAsCli } from './entry';

export const USAGE = `Usage: npm run notice -- <command> [options]

Commands:
  list [--status draft|scheduled|published] [--category <c>] [--json]
  show <id>
  create --category <c> --title-zh <t> --title-en <t> (--body-zh-file <f> | --body-zh <html>)
         (--body-en-file <f> | --body-en <html>) [--author <name>] [--pinned] [--publish]
  edit <id> [--category <c>] [--title-zh <t>] [--title-en <t>] [--body-zh-file <f> | --body-zh <html>]
            [--body-en-file <f> | --body-en <html>] [--author <name>] [--pinned | --unpinned]
  publish <id>
  schedule <id> --at <time>   players see it from that time (ISO 8601, e.g. 2030-01-31T09:00:00Z)
  unpublish <id>
  delete <id>

Every change is written to the operator audit log as operator "cli".
Categories: ${NOTICE_CATEGORIES.join(', ')}. Bodies are HTML, sanitized with the allow-list.`;

const OPTIONS = {
  category: { type: 'string' },
  status: { type: 'string' },
  at: { type: 'string' },
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

function line(n: AdminNoticeRow): string {
  const flags = [n.state, n.pinned ? 'pinned' : ''].filter(Boolean).join(',');
  return `#${n.id}\t${n.category}\t${flags}\t${n.publishAt ?? '-'}\t${n.views} views\t${n.titleZh} / ${n.titleEn}`;
}

function describe(n: AdminNotice): string {
  return [
    `id:         ${n.id}`,
    `category:   ${n.category}`,
    `state:      ${n.state}${n.pinned ? ' (pinned)' : ''}`,
    `author:     ${n.author}`,
    `publish at: ${n.publishAt ?? '-'}`,
    `updated:    ${n.updatedAt}`,
    `views:      ${n.views}`,
    `title zh:   ${n.titleZh}`,
    `title en:   ${n.titleEn}`,
    `body zh:    ${n.bodyZh.length} characters`,
    `body en:    ${n.bodyEn.length} characters`,
  ].join('\n');
}

/** Every notice the filter selects, page by page (newest first). */
async function allNotices(db: Db, status: AdminNoticeState | undefined, category: NoticeCategory | undefined): Promise<AdminNoticeRow[]> {
  const rows: AdminNoticeRow[] = [];
  for (let page = 1; ; page++) {
    const found = await listNoticesForOperator(db, { status, category, page, size: 100 });
    rows.push(...found.items);
    if (found.items.length < 100) return rows;
  }
}

/** Runs one CLI command against `db`. Returns the exit code; throws nothing for user errors. */
export async function runNoticeCli(argv: string[], db: Db, io: CliIo): Promise<number> {
  const c = { db, actor: CLI_ACTOR };
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
        const status = values.status as AdminNoticeState | undefined;
        if (status && !(ADMIN_NOTICE_STATES as readonly string[]).includes(status)) {
          throw new CliError(`--status must be one of ${ADMIN_NOTICE_STATES.join(', ')}`);
        }
        const rows = await allNotices(db, status, categoryOf(values.category));
        if (values.json) io.out(JSON.stringify(rows, null, 2));
        else if (rows.length === 0) io.out('no notices');
        else rows.forEach((r) => io.out(line(r)));
        return 0;
      }
      case 'show': {
        const record = await noticeForOperator(db, idOf(idArg));
        io.out(values.json ? JSON.stringify(record, null, 2) : describe(record));
        return 0;
      }
      case 'create': {
        const category = categoryOf(values.category);
        if (!category) throw new CliError('--category is required');
        const body_zh = bodyOf(values['body-zh'], values['body-zh-file'], cwd, 'body-zh') ?? '';
        const body_en = bodyOf(values['body-en'], values['body-en-file'], cwd, 'body-en') ?? '';
        const { notice, auditId } = await createNoticeAsOperator(
          c,
          { category, titleZh: values['title-zh'] ?? '', titleEn: values['title-en'] ?? '', bodyZh: body_zh, bodyEn: body_en, author: values.author ?? 'GM', pinned: Boolean(values.pinned) },
          Boolean(values.publish),
        );
        io.out(`created notice #${notice.id} (${notice.state}); audit #${auditId}`);
        return 0;
      }
      case 'edit': {
        const id = idOf(idArg);
        if (values.pinned && values.unpinned) throw new CliError('use either --pinned or --unpinned');
        const patch: Partial<AdminNoticeBody> = {};
        const category = categoryOf(values.category);
        if (category) patch.category = category;
        if (values['title-zh'] !== undefined) patch.titleZh = values['title-zh'];
        if (values['title-en'] !== undefined) patch.titleEn = values['title-en'];
        const body_zh = bodyOf(values['body-zh'], values['body-zh-file'], cwd, 'body-zh');
        const body_en = bodyOf(values['body-en'], values['body-en-file'], cwd, 'body-en');
        if (body_zh !== undefined) patch.bodyZh = body_zh;
        if (body_en !== undefined) patch.bodyEn = body_en;
        if (values.author !== undefined) patch.author = values.author;
        if (values.pinned) patch.pinned = true;
        if (values.unpinned) patch.pinned = false;
        if (Object.keys(patch).length === 0) throw new CliError('nothing to change: give at least one option');
        const { notice, auditId } = await editNoticeAsOperator(c, id, patch);
        io.out(`updated notice #${notice.id}; audit #${auditId}`);
        return 0;
      }
      case 'publish': {
        const { notice, auditId } = await publishAsOperator(c, idOf(idArg));
        io.out(`published notice #${notice.id} (publish time ${notice.publishAt}); audit #${auditId}`);
        return 0;
      }
      case 'schedule': {
        const id = idOf(idArg);
        if (!values.at) throw new CliError('--at is required (ISO 8601, e.g. 2030-01-31T09:00:00Z)');
        const { notice, auditId } = await scheduleAsOperator(c, id, values.at);
        io.out(`scheduled notice #${notice.id}: players see it from ${notice.publishAt}; audit #${auditId}`);
        return 0;
      }
      case 'unpublish': {
        const { notice, auditId } = await unpublishAsOperator(c, idOf(idArg));
        io.out(`unpublished notice #${notice.id} (now a draft); audit #${auditId}`);
        return 0;
      }
      case 'delete': {
        const { id, auditId } = await deleteNoticeAsOperator(c, idOf(idArg));
        io.out(`deleted notice #${id}; audit #${auditId}`);
        return 0;
      }
      default:
        throw new CliError(`unknown command "${command}"`);
    }
  } catch (error) {
    // The service's refusals are the console's translated messages, here in English.
    io.out(`error: ${isAppError(error) ? t('en-US', error.messageKey, error.values) : (error as Error).message}`);
    if (error instanceof CliError && /unknown command/.test(error.message)) io.out(`\n${USAGE}`);
    return 1;
  }
}

runAsCli(import.meta.url, (args, db) => runNoticeCli(args, db, { out: (l) => console.log(l) }));
