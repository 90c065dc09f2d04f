/**
 * Paging values the services trust: a whole number in [1, max], the fallback when the
 * value is missing or not a finite number. Routes validate page/size already; this keeps
 * a service safe when it is called directly or a schema lets something odd through
 * (an endless page loop or a 500 from Infinity is worse than a clamped page).
 */
export function pagingValue(value: number | undefined, fallback: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(1, Math.floor(value)));
}
