/**
 * A small deep merge for plain objects, standing in for `lodash/merge` where umi's antd
 * plugin imports it (.umirc.ts alias): that one import put 12 KB gzip of lodash into
 * every page's entry. Like lodash's: merges sources left to right into `target` (and
 * returns it), recursing into plain objects; anything else (arrays too) is replaced,
 * `undefined` never overwrites.
 */
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

export default function deepMerge<T extends object>(target: T, ...sources: unknown[]): T {
  const out = target as Plain;
  for (const source of sources) {
    if (!isPlain(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined) continue;
      if (isPlain(value)) out[key] = deepMerge(isPlain(out[key]) ? (out[key] as Plain) : {}, value);
      else out[key] = value;
    }
  }
  return target;
}
