/**
 * The operator audit log as the console reads it: server-side paging, order by time,
 * filters by operator, action (exact or a prefix) and target; the CSV export with the same
 * filters, a header row, and cells a spreadsheet would run as formulas neutralised. No
 * route updates or deletes an audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit, CLI_ACTOR } from '../../server/services/admin/audit';
import { createTestApp, loginAs, seedTiny, TINY, type TestApp } from './helpers';

describe('operator console: audit log', () => {
  let t: TestApp;
  let operator: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    await seedTiny(t.db);
    operator = { authorization: `Bearer ${(await loginAs(t.app, TINY.admin.username, TINY.admin.password)).token}` };
    const base = Date.UTC(2025, 0, 1);
    const actor = { accountId: 5, name: 'admin001', ip: '198.51.100.7' };
    for (let i = 0; i < 25; i++) {
      await recordAudit(t.db, i % 5 === 0 ? CLI_ACTOR : actor, {
        action: i % 2 ? 'account.ban' : 'account.adjust',
        targetType: 'account',
        targetId: 100 + (i % 3),
        targetLabel: `player${100 + (i % 3)}`,
        before: { n: i },
        after: { n: i + 1 },
        reason: i === 24 ? '=HYPERLINK("http://evil","click")' : `reason ${i}`,
        now: base + i * 60_000,
      });
    }
  }, 60_000);
  afterAll(async () => t?.close());

  const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit?${query}`, headers: operator })).json().data;

  it('pages newest first (or oldest first) with the total', async () => {
    const first = await list('size=10');
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ reason: '=HYPERLINK("http://evil","click")', at: '2025-01-01T00:24:00Z', before: '{"n":24}', after: '{"n":25}' });
    const third = await list('size=10&page=3');
    expect(third.items).toHaveLength(5);
    const oldest = await list('size=1&order=asc');
    expect(oldest.items[0]).toMatchObject({ operatorName: 'cli', operatorId: null, reason: 'reason 0' });
  });

  it('filters by operator, action (exact or prefix) and target (id or label)', async () => {
    expect((await list('operator=cli')).total).toBe(5);
    expect((await list('action=account.ban')).total).toBe(12);
    expect((await list('action=account.')).total).toBe(25);
    expect((await list('action=account')).total).toBe(0);
    expect((await list('target=101')).total).toBe(8);
    expect((await list('target=player101&action=account.ban&operator=admin001')).items.every((r: { targetId: string; action: string }) => r.targetId === '101' && r.action === 'account.ban')).toBe(true);
  });

  it('exports the same selection as CSV with a header row, formulas neutralised', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit.csv?operator=admin001', headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,at,operator,operator_id,ip,action,target_type,target_id,target,before,after,reason');
    expect(lines).toHaveLength(1 + 20);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""click"")"`);
    expect(lines[1]).toContain('"{""n"":24}"');
    expect(res.body).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it('no route changes or deletes an audit row', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const auditOps = Object.entries(doc.paths)
      .filter(([path]) => path.includes('/audit'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
    expect(auditOps.sort()).toEqual(['get /api/v1/admin/audit', 'get /api/v1/admin/audit.csv']);
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/admin/audit/1', headers: operator });
      expect(res.statusCode).toBe(404);
    }
  });
});
