/**
 * Player profile read endpoints: the account overview, the characters (EXP percentage of
 * the v83 table, avatar with what they wear), the equipment window and inventory tabs of
 * one's own character (every slot mapped, 404 for anyone else's), and the public card.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Envelope } from '../../config/contract/envelope';
import { CharacterList } from '../../config/contract/game';
import { CharacterItems, ProfileAccount, ProfileCharacters, type ProfileItem } from '../../config/contract/profile';
import { EQUIP_SLOTS } from '../../config/equipSlots';
import { expToNextLevel } from '../../config/expTable';
import { loginAs, TINY, expectShape } from './helpers';
import { characterCardSvg } from '../../server/services/profile';
import { profileWorld, type ProfileWorld } from './profile-fixture';

let w: ProfileWorld;
const en = { 'accept-language': 'en-US' };

beforeAll(async () => {
  w = await profileWorld({ config: { avatarUrlTemplate: 'https://render.example/{id}/{items}/{pose}' } });
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

const get = (url: string, headers: Record<string, string> = w.auth) => w.t.app.inject({ method: 'GET', url, headers: { ...en, ...headers } });

describe('GET /api/v1/profile/account', () => {
  it('answers the account with a masked e-mail, status tags and the five currencies', async () => {
    const res = await get('/api/v1/profile/account');
    expect(res.statusCode).toBe(200);
    expectShape(Envelope(ProfileAccount), res.json(), 'account');
    expect(res.json().data).toMatchObject({
      username: TINY.player.username,
      nickname: 'Tester',
      email: 't***1@example.com',
      gender: 'male',
      characterCount: 4,
      status: ['normal', 'offline'],
      currencies: { nxCredit: 1000, maplePoint: 200, nxPrepaid: 300, rewardPoints: 4, votePoints: 5 },
      birthdaySet: true,
      registeredAt: '2024-01-02T03:04:05Z',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('tags an administrator and a player in game', async () => {
    const admin = await loginAs(w.t.app, TINY.admin.username, TINY.admin.password);
    expect((await get('/api/v1/profile/account', { authorization: `Bearer ${admin.token}` })).json().data.status).toEqual(['normal', 'admin', 'offline']);
    const ingame = await loginAs(w.t.app, TINY.ingame.username, TINY.ingame.password);
    expect((await get('/api/v1/profile/account', { authorization: `Bearer ${ingame.token}` })).json().data.status).toEqual(['normal', 'online']);
  });

  it('refuses without a token', async () => {
    const res = await get('/api/v1/profile/account', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 40100, data: null });
  });
});

describe('GET /api/v1/profile/characters', () => {
  it("lists the account's characters with job names, EXP percentage and what they wear in the avatar", async () => {
    const res = await get('/api/v1/profile/characters');
    expect(res.statusCode).toBe(200);
    expectShape(Envelope(ProfileCharacters), res.json(), 'characters');
    const list = res.json().data as ProfileCharacters;
    // Highest level first, then EXP.
    expect(list.map((c) => c.name)).toEqual(['Hero01', 'Mage01', 'Bowman02', 'Archer01']);
    const hero = list[0];
    expect(hero).toMatchObject({ jobName: 'Hero', guild: 'Heroes', level: 200, map: 100000000, mapName: 'Henesys', card: '/api/v1/game/character/Hero01/card.svg' });
    // The demo profile puts 42.37 % of the level's v83 requirement into exp.
    expect(hero.expToNext).toBe(expToNextLevel(200));
    expect(hero.expPercent).toBeCloseTo(42.37, 1);
    expect(hero.exp).toBe(Math.floor(expToNextLevel(200) * 0.4237));
    // The avatar shows the cash covers, not the items under them: the Blue Beanie, not the helmet.
    const worn = decodeURIComponent(hero.avatar.split('/')[4]).split(',').map(Number);
    expect(worn).toContain(1000000);
    expect(worn).not.toContain(1002047);
    expect(worn).toContain(1092013);
    expect(list.find((c) => c.name === 'Bowman02')).toMatchObject({ map: 104040000, mapName: 'Henesys Hunting Ground I' });
  });

  it('names jobs in the caller language', async () => {
    const res = await get('/api/v1/profile/characters', { ...w.auth, 'accept-language': 'zh-TW' });
    expect(res.json().data[0].mapName).toBe('射手村');
    expect(res.json().data[0].jobName).not.toBe('Hero');
  });

  it('leaves /character/list as it was', async () => {
    const res = await get('/character/list');
    expect(res.statusCode).toBe(200);
    expectShape(Envelope(CharacterList), res.json(), 'character list');
    expect(res.json().data[0]).toHaveProperty('skincolor');
  });
});

describe('GET /api/v1/profile/characters/:id/items', () => {
  const items = async (name: string) => {
    const res = await get(`/api/v1/profile/characters/${w.chars[name]}/items`);
    expect(res.statusCode, res.body).toBe(200);
    expectShape(Envelope(CharacterItems), res.json(), `items of ${name}`);
    return res.json().data as CharacterItems;
  };

  it('maps every equipment slot and the cash covers over them', async () => {
    const all = await Promise.all(['Hero01', 'Mage01', 'Archer01', 'Bowman02'].map(items));
    const slots = new Set(all.flatMap((d) => d.equipped.filter((e) => !e.cash).map((e) => e.slot)));
    expect([...slots].sort()).toEqual([...EQUIP_SLOTS].sort());
    const hero = all[0];
    const covers = hero.equipped.filter((e) => e.cash).map((e) => e.position).sort((a, b) => b - a);
    expect(covers).toEqual([-101, -102, -103, -104, -105, -106, -107, -108, -109, -111]);
    expect(hero.equipped.find((e) => e.position === -105)).toMatchObject({ slot: 'top', cash: true });
    expect(all[1].equipped.find((e) => e.position === -5)).toMatchObject({ slot: 'overall', cash: false });
    expect(all[1].equipped.find((e) => e.position === -105)).toMatchObject({ slot: 'overall', cash: true });
    expect(hero.equipped.find((e) => e.position === -16)).toMatchObject({ slot: 'ring4' });
    expect(hero.equipped.find((e) => e.position === -49)).toMatchObject({ slot: 'medal' });
  });

  it("gives each item the library's name and icon plus the row's own values", async () => {
    const hero = await items('Hero01');
    const weapon = hero.equipped.find((e) => e.slot === 'weapon' && !e.cash)!.item;
    expect(weapon).toMatchObject({ itemId: 1302020, name: 'Maple Sword', category: 'Weapon', upgradeSlots: 0, itemLevel: 5, hammers: 2 });
    expect(weapon.stats).toEqual({ str: 3, watk: 96, acc: 6 });
    expect(weapon.icon).toContain('1302020');
    expect(weapon.reqLevel).toBe(35);
    // The sample library has no medal: its id stands for the name.
    expect(hero.equipped.find((e) => e.slot === 'medal')!.item.name).toBe('#1142000');
  });

  it('fills every inventory tab by position with owner, pet, flag, expiry, gift and equipment values', async () => {
    const hero = await items('Hero01');
    for (const tab of ['equip', 'use', 'setup', 'etc', 'cash'] as const) {
      expect(hero.inventory[tab].length, tab).toBeGreaterThan(0);
      const positions = hero.inventory[tab].map((i) => i.position);
      expect(positions, tab).toEqual([...positions].sort((a, b) => a - b));
    }
    const equipTab = hero.inventory.equip;
    expect(equipTab.find((i) => i.owner === 'demo01')).toMatchObject({ itemId: 1302005, upgradeSlots: 7, itemLevel: 3, hammers: 1 });
    const gift = equipTab.find((i) => i.giftFrom === 'GMEvents') as ProfileItem;
    expect(gift.expiration).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(equipTab.find((i) => i.itemId === 1040021)!.flag).toBe(1);
    const pet = hero.inventory.cash.find((i) => i.category === 'Pet')!;
    expect(pet.petId).toBeGreaterThan(0);
    expect(pet.itemLevel).toBeNull();
    const potion = hero.inventory.use.find((i) => i.itemId === 2000005)!;
    expect(potion).toMatchObject({ quantity: 100, name: 'Power Elixir', expiration: null, stats: null, hammers: null });
    expect(potion.description).toBeTruthy();
    expect(hero.slots).toEqual({ equip: 24, use: 24, setup: 24, etc: 24, cash: 96 });
  });

  it("answers 404 for another account's character and an unknown id, 400 for a bad id", async () => {
    for (const id of [w.chars.Thief01, 999999]) {
      const res = await get(`/api/v1/profile/characters/${id}/items`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 40400, message: 'Character not found.', data: null });
    }
    expect((await get('/api/v1/profile/characters/abc/items')).statusCode).toBe(400);
    expect((await get('/api/v1/profile/characters/0/items')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/game/character/:name/card.svg', () => {
  it('draws a card with the name, job, level and guild', async () => {
    const res = await get('/api/v1/game/character/Hero01/card.svg', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain('Hero01');
    expect(res.body).toContain('Lv. 200');
    expect(res.body).toContain('Heroes');
    // The renderer does not answer here: the card draws the site's own sprite inside itself, links nothing.
    expect(res.body).not.toContain('render.example');
    expect(res.body).toContain('<svg x="16" y="36"');
  });

  it("embeds the renderer's picture so the card shows as an image on its own", async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const svg = await characterCardSvg(w.t.db, 'Hero01', {
        lang: 'en-US',
        avatarTemplate: `http://127.0.0.1:${port}/{id}/{items}/{pose}`,
        pictures: { item: '', mob: '', npc: '', map: '' },
        siteName: 'Site',
      });
      expect(svg).toContain(`href="data:image/png;base64,${png.toString('base64')}"`);
      expect(asked[0]).toMatch(/^\/\d+\/[\d,%C]+\/stand1$/);
    } finally {
      server.close();
    }
  });

  it('refuses an unknown character, a GM and a banned account with the 404 envelope', async () => {
    for (const name of ['Nobody99', 'GameMaster', 'Banned01']) {
      const res = await get(`/api/v1/game/character/${name}/card.svg`, {});
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ code: 40400, data: null });
    }
  });
});
