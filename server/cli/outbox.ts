/**
 * `npm run outbox`: the e-mails the site stored (web_outbox) for operators without SMTP.
 *   npm run outbox                       newest 20, with their text
 *   npm run outbox -- --to a@b.com       only mail to that address
 *   npm run outbox -- --limit 50 --brief one line each
 * An e-mail's text is kept OUTBOX_BODY_DAYS (7) days; an older one shows that it was removed.
 */
import { loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const limit = Math.max(1, Math.min(1000, Number(arg('limit') ?? 20)));
const to = arg('to');
const brief = process.argv.includes('--brief');
const config = loadConfig();
const db = createDb(config.databaseUrl);
try {
  await migrateToLatest(db);
  let q = db.selectFrom('web_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) q = q.where('to_address', '=', to);
  const rows = await q.execute();
  if (rows.length === 0) console.log(to ? `no e-mail to ${to} in the outbox` : 'the outbox is empty');
  for (const row of rows.reverse()) {
    const head = `#${row.id}  ${row.created_at} UTC  [${row.status}]  to ${row.to_address}  "${row.subject}"`;
    if (brief) {
      console.log(head);
      continue;
    }
    const body = row.body === '' ? `(text removed: e-mails keep their text ${config.outboxBodyDays} days, OUTBOX_BODY_DAYS)` : row.body;
    console.log(`\n${'─'.repeat(72)}\n${head}${row.error ? `\nerror: ${row.error}` : ''}\n\n${body}`);
  }
} finally {
  await db.destroy();
}
