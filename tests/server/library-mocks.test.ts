/**
 * The library's umi mock (mock/library.ts) answers the contract's envelopes, refuses a
 * search without keyword or category like the server, and the server answers the same
 * shapes on the imported sample.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { LibraryDetail, LibrarySearch, LibrarySources } from '../../config/contract/library';
import libraryMock from '../../mock/library';
import { importGameData } from '../../server/gamedata/importer';
import { SAMPLE_DIR } from '../../server/gamedata/sample';
import { callMock, expectShape, type MockHandler } from './mock-client';
import { createTestApp, type TestApp } from './helpers';

const mocks = libraryMock as unknown as Record<string, MockHandler>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await importGameData(t.db, { wzDir: SAMPLE_DIR.wz, stringsZhDir: SAMPLE_DIR.stringsZh });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('library mock and server answer the same contract', () => {
  it('search', async () => {
    const query = { keyword: 'snail', categories: 'Mob,Etc' };
    const mock = await callMock(mocks, 'GET /api/v1/library/search', { query });
    expectShape(Envelope(LibrarySearch), mock.body, 'mock search');
    expect((mock.body as { data: LibrarySearch }).data.items.length).toBeGreaterThan(0);
    const server = await t.app.inject({ method: 'GET', url: '/api/v1/library/search?keyword=snail&categories=Mob,Etc' });
    expectShape(Envelope(LibrarySearch), server.json(), 'server search');

    const refusals: Array<Record<string, string>> = [{ keyword: 'snail' }, { categories: 'Mob' }];
    for (const bad of refusals) {
      const refused = await callMock(mocks, 'GET /api/v1/library/search', { query: bad, headers: { 'accept-language': 'en-US' } });
      expect(refused.status).toBe(400);
      expectShape(ErrorEnvelope, refused.body, 'mock refusal');
      const real = await t.app.inject({ method: 'GET', url: `/api/v1/library/search?${new URLSearchParams(bad)}`, headers: { 'accept-language': 'en-US' } });
      expect(real.statusCode).toBe(400);
      expect((refused.body as { message: string }).message).toBe(real.json().message);
    }
  });

  it('detail and sources of each kind', async () => {
    for (const [kind, id] of [['item', '1302000'], ['mob', '100100'], ['map', '104040000']] as const) {
      const mock = await callMock(mocks, 'GET /api/v1/library/:kind/:id', { params: { kind, id } });
      expectShape(Envelope(LibraryDetail), mock.body, `mock ${kind}`);
      const server = await t.app.inject({ method: 'GET', url: `/api/v1/library/${kind}/${id}` });
      expectShape(Envelope(LibraryDetail), server.json(), `server ${kind}`);
      const mockSources = await callMock(mocks, 'GET /api/v1/library/:kind/:id/sources', { params: { kind, id } });
      expectShape(Envelope(LibrarySources), mockSources.body, `mock ${kind} sources`);
      const serverSources = await t.app.inject({ method: 'GET', url: `/api/v1/library/${kind}/${id}/sources` });
      expectShape(Envelope(LibrarySources), serverSources.json(), `server ${kind} sources`);
      expect(Object.keys((mockSources.body as { data: object }).data).sort()).toEqual(Object.keys(serverSources.json().data).sort());
    }
    const missing = await callMock(mocks, 'GET /api/v1/library/:kind/:id', { params: { kind: 'item', id: '1' } });
    expect(missing.status).toBe(404);
    expectShape(ErrorEnvelope, missing.body, 'mock 404');
  });
});
