/**
 * The shop's carousel posters as operators manage them (console and `npm run shop -- poster`):
 * list, add, change, remove, each audited with before -> after in its transaction; and the
 * images operators upload for them.
 *
 * An uploaded image is kept under the data directory (DATA_DIR/shop-posters), named by a
 * hash of its bytes, and served by GET /api/v1/shop/poster-images/{file}. Only PNG, JPEG
 * and WebP, told by the file's own first bytes (not by what the browser says), at most 1 MB:
 * no SVG, whose scripts would run on the site's own address.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db';
import type { WebShopPostersTable } from '../../db/tables/shop';
import { dbTimeToIso, toDbTime } from '../../db/time';
import { AppError, ErrorCode, errors } from '../../errors';
import {
  ADMIN_POSTER_IMAGE_MAX_BYTES,
  type AdminShopPoster,
  type AdminShopPosterPatch,
} from '../../../config/contract/admin-shop';
import { recordAudit, type AuditActor } from './audit';
import { dbTimeOf, type Changed } from './shop';

type PosterRow = Selectable<WebShopPostersTable>;
export type PosterChanges = Updateable<WebShopPostersTable>;

/** Where poster images are kept, and the address they are served at. */
export const POSTER_DIR = 'shop-posters';
export const POSTER_URL = '/api/v1/shop/poster-images/';
/** A stored image's file name. */
export const POSTER_FILE_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
export const POSTER_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export function toPoster(r: PosterRow, now = Date.now()): AdminShopPoster {
  const t = toDbTime(now);
  return {
    id: Number(r.id),
    titleZh: r.title_zh,
    titleEn: r.title_en,
    image: r.image,
    link: r.link ?? null,
    order: Number(r.sort_order),
    startsAt: r.starts_at ? dbTimeToIso(r.starts_at) : null,
    endsAt: r.ends_at ? dbTimeToIso(r.ends_at) : null,
    live: (!r.starts_at || r.starts_at <= t) && (!r.ends_at || r.ends_at > t),
  };
}

const snapshot = (r: PosterRow) => {
  const { live: _live, id: _id, ...rest } = toPoster(r);
  return rest;
};

/** Console fields -> column changes. */
export function posterChangesOf(body: AdminShopPosterPatch): PosterChanges {
  const c: PosterChanges = {};
  if (body.titleZh !== undefined) c.title_zh = body.titleZh.trim();
  if (body.titleEn !== undefined) c.title_en = body.titleEn.trim();
  if (body.image !== undefined) c.image = body.image;
  if (body.link !== undefined) c.link = body.link;
  if (body.order !== undefined) c.sort_order = body.order;
  if (body.startsAt !== undefined) c.starts_at = dbTimeOf(body.startsAt);
  if (body.endsAt !== undefined) c.ends_at = dbTimeOf(body.endsAt);
  return c;
}

function checkAddress(value: string | null | undefined, key: string) {
  if (value !== undefined && value !== null && !/^(\/(?!\/)|https?:\/\/)/.test(value)) throw errors.invalid(key);
}

function checkWindow(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && start >= end) throw errors.invalid('server.adminShop.windowOrder', { start, end });
}

async function findPoster(db: Db | Transaction<Database>, id: number): Promise<PosterRow> {
  const row = await db.selectFrom('web_shop_posters').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, 'server.adminShop.posterNotFound', { id });
  return row;
}

export async function listPostersAdmin(db: Db): Promise<AdminShopPoster[]> {
  const rows = await db.selectFrom('web_shop_posters').selectAll().orderBy('sort_order').orderBy('id').execute();
  const now = Date.now();
  return rows.map((r) => toPoster(r, now));
}

/** Adds a poster (titles in both languages and an image required); audited as shop.poster.add. */
export async function addPoster(db: Db, actor: AuditActor, c: PosterChanges): Promise<Changed<PosterRow>> {
  if (!c.title_zh || !c.title_en || !c.image) throw errors.invalid('server.adminShop.posterFields');
  checkAddress(c.image, 'server.adminShop.badImage');
  checkAddress(c.link, 'server.adminShop.badLink');
  checkWindow(c.starts_at, c.ends_at);
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .insertInto('web_shop_posters')
      .values({
        title_zh: c.title_zh as string,
        title_en: c.title_en as string,
        image: c.image as string,
        link: c.link ?? null,
        sort_order: c.sort_order ?? 0,
        starts_at: c.starts_at ?? null,
        ends_at: c.ends_at ?? null,
        created_at: toDbTime(),
      })
      .executeTakeFirstOrThrow();
    const after = await trx.selectFrom('web_shop_posters').selectAll().where('id', '=', Number(r.insertId)).executeTakeFirstOrThrow();
    const auditId = await recordAudit(trx, actor, { action: 'shop.poster.add', targetType: 'shop_poster', targetId: after.id, targetLabel: after.title_en, after: snapshot(after) });
    return { before: null, after, auditId };
  });
}

export async function editPoster(db: Db, actor: AuditActor, id: number, c: PosterChanges): Promise<Changed<PosterRow>> {
  if (Object.keys(c).length === 0) throw errors.invalid('server.adminShop.nothingToChange');
  checkAddress(c.image, 'server.adminShop.badImage');
  checkAddress(c.link, 'server.adminShop.badLink');
  return db.transaction().execute(async (trx) => {
    const before = await findPoster(trx, id);
    checkWindow(c.starts_at === undefined ? before.starts_at : c.starts_at, c.ends_at === undefined ? before.ends_at : c.ends_at);
    await trx.updateTable('web_shop_posters').set(c).where('id', '=', id).execute();
    const after = await findPoster(trx, id);
    const auditId = await recordAudit(trx, actor, {
      action: 'shop.poster.edit',
      targetType: 'shop_poster',
      targetId: id,
      targetLabel: after.title_en,
      before: snapshot(before),
      after: snapshot(after),
    });
    return { before, after, auditId };
  });
}

export async function removePoster(db: Db, actor: AuditActor, id: number): Promise<Changed<PosterRow>> {
  return db.transaction().execute(async (trx) => {
    const before = await findPoster(trx, id);
    await trx.deleteFrom('web_shop_posters').where('id', '=', id).execute();
    const auditId = await recordAudit(trx, actor, { action: 'shop.poster.remove', targetType: 'shop_poster', targetId: id, targetLabel: before.title_en, before: snapshot(before) });
    return { before, after: null, auditId };
  });
}

/** The image type told by the file's first bytes: png, jpg, webp, or null for anything else. */
export function imageTypeOf(bytes: Buffer): 'png' | 'jpg' | 'webp' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Keeps an uploaded poster image (base64) under the data directory; answers its address. */
export async function savePosterImage(dataDir: string, declared: string, base64: string): Promise<{ url: string }> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw errors.invalid('server.adminShop.imageType');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > ADMIN_POSTER_IMAGE_MAX_BYTES) throw new AppError(422, ErrorCode.UNPROCESSABLE, 'server.adminShop.imageTooLarge');
  const type = imageTypeOf(bytes);
  if (!type || POSTER_TYPES[type] !== declared) throw new AppError(422, ErrorCode.UNPROCESSABLE, 'server.adminShop.imageType');
  const name = `${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type}`;
  const dir = path.join(dataDir, POSTER_DIR);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.part`;
  await fs.writeFile(temp, bytes);
  await fs.rename(temp, file);
  return { url: `${POSTER_URL}${name}` };
}

/** A stored poster image's bytes and type, or null (no such file, or a name that is not one of ours). */
export async function readPosterImage(dataDir: string, file: string): Promise<{ bytes: Buffer; type: string } | null> {
  const m = POSTER_FILE_PATTERN.exec(file);
  if (!m) return null;
  try {
    return { bytes: await fs.readFile(path.join(dataDir, POSTER_DIR, file)), type: POSTER_TYPES[m[1]] };
  } catch {
    return null;
  }
}
