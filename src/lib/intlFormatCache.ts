/**
 * The formatter cache react-intl and intl-messageformat build their Intl objects through, in
 * place of the intl-format-cache package (`.umirc.ts` points `intl-format-cache` here).
 *
 * The first Intl object a page builds sets up the browser's ICU data: 35-75 ms of one task on
 * this project's test machine, 140-300 ms with a phone's CPU (four times slower), whichever
 * Intl constructor comes first. Every page drew a whole number at start (the header's count of
 * players online, levels, balances) and so paid it inside React's render. Whole numbers in the
 * site's two languages need no ICU: zh-TW and en-US both write them with ASCII digits, a
 * hyphen-minus and a comma between groups of three ("-1,234,567"); English says "one" for 1 and
 * -1 and "other" for every other whole number, Chinese "other" for all.
 *
 * So for `Intl.NumberFormat(locale)` and `Intl.PluralRules(locale)` (cardinal) in those two
 * languages, without other options, the cache hands out a light object: whole numbers (safe
 * integers, not -0) are formatted or classified by hand, and anything else (a fraction, -0, a
 * bigint) goes to the real Intl object, built on its first such use. The light objects have only
 * what the site has react-intl call: `format` and `select` (not `resolvedOptions`, nor
 * `formatToParts`, which react-intl's formatNumberToParts would need: ESLint refuses it in src).
 * Other constructors, languages or options get the real object as before.
 * tests/web/lib/intlFormatCache.test.ts compares the two with the browser's own Intl.
 *
 * Memoized like intl-format-cache: one object per constructor arguments, kept in the given
 * cache under their JSON.
 */

/**
 * The JSON of the constructor arguments a light object stands for: a site language (zh-TW or
 * en-US) and no option, or only the cardinal plural type.
 */
const LIGHT_ARGS = /^\["(zh-TW|en-US)"(,\{\}|,\{"type":"cardinal"\})?\]$/;

type Formatter = object;
type Constructor = new (...args: never[]) => Formatter;

/** A whole number the light objects handle themselves (a safe integer, not -0). */
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value) && 1 / (value as number) !== -Infinity;

/** -1234567 -> "-1,234,567": the grouping both site languages use. */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The light object for these constructor arguments (their JSON), or null for the real one:
 * Intl.NumberFormat (default options) and Intl.PluralRules (cardinal) in a site language, ICU
 * only for what is not a whole number.
 */
export function lightFormatter(Format: unknown, id: string): Formatter | null {
  const locale = LIGHT_ARGS.exec(id)?.[1];
  if (!locale) return null;
  if (Format === Intl.NumberFormat) {
    let real: Intl.NumberFormat | undefined;
    const full = () => (real ??= new Intl.NumberFormat(locale));
    return {
      // A bound function, as Intl's own `format` getter gives.
      format: (value: number | bigint) => (isWhole(value) ? grouped(value) : full().format(value)),
    };
  }
  if (Format === Intl.PluralRules) {
    let real: Intl.PluralRules | undefined;
    const full = () => (real ??= new Intl.PluralRules(locale));
    return {
      select: (value: number) => (!isWhole(value) ? full().select(value) : locale === 'en-US' && Math.abs(value) === 1 ? 'one' : 'other'),
    };
  }
  return null;
}

/** intl-format-cache's default export: a memoized constructor, light where it can be. */
export default function memoizeFormatConstructor(Format: Constructor, cache: Record<string, Formatter> = {}) {
  return (...args: unknown[]): Formatter => {
    const id = JSON.stringify(args);
    cache[id] ??= lightFormatter(Format, id) ?? new Format(...(args as never[]));
    return cache[id];
  };
}
