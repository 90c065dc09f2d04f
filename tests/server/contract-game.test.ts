/**
 * Contract: the umi mocks of the game status, rankings and vote (mock/status.ts,
 * mock/ranking.ts, mock/vote.ts) and the real server answer envelopes that pass the
 * same TypeBox schemas of config/contract/game.ts and vote.ts, and ErrorEnvelope
 * for a refused request.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import mockStatus from '../../mock/status';
import mockRanking from '../../mock/ranking';
import mockVote from '../../mock/vote';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { GameStatus, CharacterRankPage, GuildRankPage } from '../../config/contract/game';
import { VoteAnswer } from '../../config/contract/vote';
import { createTestApp, seedTiny, TINY, randomIp, type TestApp, callMock as callMockOf, expectShape, type MockHandler, type MockRequest } from './helpers';

const mocks = {
  ...(mockStatus as Record<string, MockHandler>),
  ...(mockRanking as Record<string, MockHandler>),
  ...(mockVote as Record<string, MockHandler>),
};
const callMock = (key: string, req: MockRequest = {}) => callMockOf(mocks, key, req);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTiny(t.db);
});
afterAll(async () => t?.close());

const server = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { 'accept-language': 'en-US' }, remoteAddress: randomIp() });

describe('game and vote contract: mock and server answer the same shapes', () => {
  it('game status', async () => {
    const m = await callMock('GET /api/v1/game/status', { headers: { 'accept-language': 'en-US' } });
    expect(m.status).toBe(200);
    expectShape(Envelope(GameStatus), m.body, 'mock status');
    const s = await server('GET', '/api/v1/game/status');
    expect(s.statusCode).toBe(200);
    expectShape(Envelope(GameStatus), s.json(), 'server status');
  });

  it('character rank, every sort, with and without a job filter', async () => {
    const queries: Array<Record<string, string>> = [{ sort: 'level' }, { sort: 'fame', job: 'warrior' }, { sort: 'quest', page: '2', size: '5' }, { sort: 'monsterbook', job: 'magician' }];
    for (const query of queries) {
      const qs = new URLSearchParams(query).toString();
      const m = await callMock('GET /api/v1/game/character/rank', { query });
      expect(m.status, qs).toBe(200);
      expectShape(Envelope(CharacterRankPage), m.body, `mock rank ${qs}`);
      const s = await server('GET', `/api/v1/game/character/rank?${qs}`);
      expect(s.statusCode, qs).toBe(200);
      expectShape(Envelope(CharacterRankPage), s.json(), `server rank ${qs}`);
    }
  });

  it('guild rank', async () => {
    const m = await callMock('GET /api/v1/game/guild/rank', { query: { page: '1', size: '10' } });
    expectShape(Envelope(GuildRankPage), m.body, 'mock guild rank');
    const s = await server('GET', '/api/v1/game/guild/rank?page=1&size=10');
    expect(s.statusCode).toBe(200);
    expectShape(Envelope(GuildRankPage), s.json(), 'server guild rank');
  });

  it('vote: an answer for a real account, an error envelope for a bad name', async () => {
    const m = await callMock('POST /api/v1/vote/', { body: { username: TINY.player.username }, headers: { 'accept-language': 'en-US' } });
    expectShape(Envelope(VoteAnswer), m.body, 'mock vote');
    const s = await server('POST', '/api/v1/vote/', { username: TINY.player.username });
    expect(s.statusCode).toBe(200);
    expectShape(Envelope(VoteAnswer), s.json(), 'server vote');

    const mBad = await callMock('POST /api/v1/vote/', { body: { username: 'no' }, headers: { 'accept-language': 'en-US' } });
    expect(mBad.status).toBeGreaterThanOrEqual(400);
    expectShape(ErrorEnvelope, mBad.body, 'mock vote error');
    const sBad = await server('POST', '/api/v1/vote/', { username: 'no' });
    expect(sBad.statusCode).toBeGreaterThanOrEqual(400);
    expectShape(ErrorEnvelope, sBad.json(), 'server vote error');
  });
});
