import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createDb, migrateToLatest } from '../../server/db';
import { createMailer, codeMail } from '../../server/services/mail';
import { loadConfig } from '../../server/config';

describe('npm run outbox', () => {
  it('lists the stored e-mails for an operator without SMTP', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-outbox-'));
    const url = `sqlite:${path.join(dir, 'site.db')}`;
    const db = createDb(url);
    await migrateToLatest(db);
    const config = loadConfig({}, { dataDir: dir, databaseUrl: url, jwtSecret: 'x'.repeat(40) });
    const logged: string[] = [];
    const log = { info: (_o: unknown, m: string) => logged.push(m), error: () => undefined } as never;
    const mailer = createMailer(db, config, log);
    await mailer.send(codeMail('en-US', 'register', 'first@example.com', '123456', 10));
    await mailer.send(codeMail('zh-TW', 'reset', 'second@example.com', '654321', 10, 'player1'));
    // A third, older than OUTBOX_BODY_DAYS: its text is gone, the row stays.
    await db.insertInto('web_outbox').values({ to_address: 'third@example.com', subject: 'Old', body: '', status: 'sent', created_at: '2020-01-01 00:00:00' }).execute();
    await db.destroy();
    // The log says an e-mail is in the outbox, never its text (the code).
    expect(logged.join('\n')).toContain('npm run outbox');
    expect(logged.join('\n')).not.toContain('123456');
    expect(logged.join('\n')).not.toContain('654321');

    const run = (...args: string[]) =>
      execFileSync(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'server/cli/outbox.ts', ...args], {
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) },
        encoding: 'utf8',
      });
    const all = run();
    expect(all).toContain('to first@example.com');
    expect(all).toContain('Your registration code is: 123456');
    expect(all).toContain('密碼重設驗證碼是：654321');
    expect(all).toContain('to third@example.com');
    expect(all).toContain('(text removed: e-mails keep their text 7 days, OUTBOX_BODY_DAYS)');
    const one = run('--to', 'second@example.com', '--brief');
    expect(one.trim().split('\n')).toHaveLength(1);
    expect(one).toContain('[outbox]  to second@example.com');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
