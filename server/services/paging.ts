/**
 * Paging of the services' listings.
 *
 * Paging values the services trust: a whole number in [1, max], the fallback when the
 * value is missing or not a finite number. Routes validate page/size already; this keeps
 * a service safe when it is called directly or a schema lets something odd through
 * (an endless page loop or a 500 from Infinity is worse than a clamped page).
 */
import { sql, type SelectQueryBuilder } from 'kysely';

export function pagingValue(value: number | undefined, fallback: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(1, Math.floor(value)));
}

/** The query of one page's rows (selected and ordered), before its limit and offset. */
interface RowsQuery<R> {
  limit(n: number): { offset(n: number): { execute(): Promise<R[]> } };
}

/**
 * One page of a listing as the contract answers it ({items, total, page, size}): `total`
 * counts every row of `base` (the filters), `rows(base)` selects and orders them, and the
 * page's rows are read in the same round as the count. Page and size are clamped as
 * `pagingValue` does (size `sizes.fallback` when missing, at most `sizes.max`).
 */
export async function listPage<DB, TB extends keyof DB, R, Item>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: (base: SelectQueryBuilder<DB, TB, object>) => RowsQuery<R>,
  item: (row: R) => Item,
  q: { page?: number; size?: number },
  sizes: { fallback: number; max: number },
): Promise<{ items: Item[]; total: number; page: number; size: number }> {
  const page = pagingValue(q.page, 1, 100000);
  const size = pagingValue(q.size, sizes.fallback, sizes.max);
  const [count, found] = await Promise.all([
    // (Kysely cannot name the selection of a generic table: the count's row is stated.)
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow() as Promise<{ n: number | string }>,
    rows(base).limit(size).offset((page - 1) * size).execute(),
  ]);
  return { items: found.map(item), total: Number(count.n), page, size };
}
