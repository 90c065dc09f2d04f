/**
 * The operator CLI `npm run account -- grant-admin|revoke-admin NAME`: the web-admin flag is
 * set or cleared, the operator check of the console follows at the next request, and each
 * change is in the audit log as operator "cli"; bad arguments answer the usage and a non-zero
 * exit code, an unknown account changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAccountCli } from '../../server/cli/account';
import { createTestApp, loginAs, seedTiny, TINY, type TestApp } from './helpers';

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedTiny>>['accounts'];

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runAccountCli(argv, t.db, { out: (l) => lines.push(l), adminGmLevel: t.config.adminGmLevel });
  return { code, text: lines.join('\n') };
}

beforeAll(async () => {
  t = await createTestApp();
  ids = (await seedTiny(t.db)).accounts;
}, 60_000);
afterAll(async () => t?.close());

describe('npm run account', () => {
  it('grant-admin makes a player an operator of the console; revoke-admin takes it away; both audited as "cli"', async () => {
    const { token } = await loginAs(t.app, TINY.player.username, TINY.player.password);
    const session = () => t.app.inject({ method: 'GET', url: '/api/v1/admin/session', headers: { authorization: `Bearer ${token}` } });
    expect((await session()).statusCode).toBe(403);

    const granted = await run('grant-admin', TINY.player.username);
    expect(granted.code).toBe(0);
    expect(granted.text).toMatch(/^tester01 \(#\d+\) is now an operator; audit #\d+$/);
    expect((await session()).statusCode).toBe(200);

    const revoked = await run('revoke-admin', TINY.player.username);
    expect(revoked.code).toBe(0);
    expect(revoked.text).toContain('is no longer an operator');
    expect((await session()).statusCode).toBe(403);

    const rows = await t.db.selectFrom('web_admin_audit').selectAll().where('target_id', '=', String(ids.player)).orderBy('id').execute();
    expect(rows.map((r) => [r.operator_name, r.operator_account_id, r.action, r.target_label, r.before_json, r.after_json])).toEqual([
      ['cli', null, 'operator.grant', 'tester01', '{"webadmin":0}', '{"webadmin":1}'],
      ['cli', null, 'operator.revoke', 'tester01', '{"webadmin":1}', '{"webadmin":0}'],
    ]);
  });

  it('revoke-admin says when a GM character keeps the account an operator', async () => {
    const r = await run('revoke-admin', TINY.admin.username); // admin001 has the GameMaster character (gm 6)
    expect(r.code).toBe(0);
    expect(r.text).toContain('stays an operator through a character at ADMIN_GM_LEVEL');
    await run('grant-admin', TINY.admin.username);
  });

  it('an unknown account or bad arguments change nothing and exit non-zero', async () => {
    const count = async () => Number((await t.db.selectFrom('web_admin_audit').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const unknown = await run('grant-admin', 'nobody99');
    expect(unknown).toEqual({ code: 1, text: 'error: account nobody99 does not exist' });
    expect((await run('grant-admin')).code).toBe(2);
    expect((await run('make-admin', 'tester01')).text).toContain('unknown command "make-admin"');
    expect((await run('grant-admin', 'a', 'b')).code).toBe(2);
    expect(await count()).toBe(before);
  });
});
