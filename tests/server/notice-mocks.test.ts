/**
 * Contract of the umi mocks this area owns: mock/ranking.ts and mock/notice.ts answer
 * the envelopes of config/contract (game, notice), honour job/sort/page/size and
 * category/page/size like the server, and the notice mock and the real server
 * answer the same shapes.
 */
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { CharacterRankPage, GuildRankPage } from '../../config/contract/game';
import { NoticeDetail, NoticeList } from '../../config/contract/notice';
import { JOB_LINE_RANGES, JOB_LINES } from '../../config/jobs';
import rankingMock from '../../mock/ranking';
import noticeMock from '../../mock/notice';
import { createTestApp, type TestApp } from './helpers';
import { seedNotices } from '../../server/seed/notices';

type Handler = (req: any, res: any) => unknown;

function call(handler: Handler, req: { query?: Record<string, string>; params?: Record<string, string>; headers?: Record<string, string> }) {
  return new Promise<{ status: number; body: any }>((resolve) => {
    let status = 200;
    const res = {
      status(code: number) {
        status = code;
        return res;
      },
      json(body: unknown) {
        resolve({ status, body });
        return res;
      },
    };
    void handler({ headers: {}, query: {}, params: {}, ip: '127.0.0.1', ...req }, res);
  });
}

describe('mock/ranking.ts', () => {
  const rank = (query: Record<string, string>) => call(rankingMock['GET /api/v1/game/character/rank'], { query });

  it('answers Envelope(CharacterRankPage) for every sort and job line, filtered and paged', async () => {
    for (const sort of ['level', 'fame', 'quest', 'monsterbook']) {
      for (const job of [undefined, ...JOB_LINES]) {
        const res = await rank({ sort, page: '1', size: '10', ...(job ? { job } : {}) });
        expect(res.status).toBe(200);
        expect(Value.Check(Envelope(CharacterRankPage), res.body), `${sort} ${job}`).toBe(true);
        const items = res.body.data.items as Array<{ job: number; rank: number; value: number; type: string }>;
        expect(items.map((c) => c.rank)).toEqual(items.map((_, i) => i + 1));
        expect(items.every((c) => c.type === sort)).toBe(true);
        for (let i = 1; i < items.length; i++) expect(items[i - 1].value).toBeGreaterThanOrEqual(items[i].value);
        if (job) {
          const ranges = JOB_LINE_RANGES[job];
          expect(items.every((c) => ranges.some(([lo, hi]) => c.job >= lo && c.job <= hi))).toBe(true);
        }
      }
    }
    const p2 = await rank({ sort: 'level', page: '2', size: '7' });
    expect(p2.body.data.items.map((c: { rank: number }) => c.rank)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect((await rank({ sort: 'nope' })).status).toBe(400);
    const failing = await rank({ sort: 'level', size: '13' });
    expect(failing.status).toBe(500);
    expect(Value.Check(ErrorEnvelope, failing.body)).toBe(true);
  });

  it('answers Envelope(GuildRankPage) ordered by points', async () => {
    const res = await call(rankingMock['GET /api/v1/game/guild/rank'], { query: { page: '1', size: '5' } });
    expect(Value.Check(Envelope(GuildRankPage), res.body)).toBe(true);
    const gps = res.body.data.items.map((g: { gp: number }) => g.gp);
    expect([...gps].sort((a, b) => b - a)).toEqual(gps);
    expect(res.body.data).toMatchObject({ page: 1, size: 5 });
  });
});

describe('mock/notice.ts and the server answer the same shapes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedNotices(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (o: Record<string, unknown>) => Object.keys(o).sort();

  it('list and detail', async () => {
    for (const lang of ['zh-TW', 'en-US']) {
      const headers = { 'accept-language': lang };
      const mockList = await call(noticeMock['GET /api/v1/notice'], { query: { category: 'event', page: '1', size: '2' }, headers });
      const server = (await t.app.inject({ method: 'GET', url: '/api/v1/notice?category=event&page=1&size=2', headers })).json();
      expect(Value.Check(Envelope(NoticeList), mockList.body)).toBe(true);
      expect(keys(mockList.body.data)).toEqual(keys(server.data));
      expect(keys(mockList.body.data.items[0])).toEqual(keys(server.data.items[0]));
      expect(mockList.body.data.total).toBe(server.data.total);
      expect(mockList.body.data.items.map((n: { title: string }) => n.title)).toEqual(server.data.items.map((n: { title: string }) => n.title));

      const id = String(mockList.body.data.items[0].id);
      const mockDetail = await call(noticeMock['GET /api/v1/notice/:id'], { params: { id }, headers });
      expect(Value.Check(Envelope(NoticeDetail), mockDetail.body)).toBe(true);
      const serverDetail = (await t.app.inject({ method: 'GET', url: `/api/v1/notice/${server.data.items[0].id}`, headers })).json();
      expect(keys(mockDetail.body.data)).toEqual(keys(serverDetail.data));

      const missing = await call(noticeMock['GET /api/v1/notice/:id'], { params: { id: '9999' }, headers });
      const serverMissing = (await t.app.inject({ method: 'GET', url: '/api/v1/notice/9999', headers })).json();
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(serverMissing);
    }
  });
});
