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
 * bigint, `formatToParts`, `resolvedOptions`) goes to the real Intl object, built on its first
 * such use. Other constructors, languages or options get the real object as before.
 * tests/web/lib/intlFormatCache.test.ts compares the two with the browser's own Intl.
 *
 * Memoized like intl-format-cache: one object per constructor arguments, kept in the given
 * cache (a JSON id of the arguments, object keys sorted).
 */

const SITE_LOCALES = new Set(['zh-TW', 'en-US']);

type Formatter = object;
type Constructor = new (...args: never[]) => Formatter;

/** The cache id of constructor arguments: JSON, each object's keys sorted. */
function cacheId(args: unknown[]): string {
  return JSON.stringify(
    args.map((arg) =>
      arg && typeof arg === 'object'
        ? Object.keys(arg)
            .sort()
            .map((key) => ({ [key]: (arg as Record<string, unknown>)[key] }))
        : arg,
    ),
  );
}

/** The site language the arguments name, when they name only that and set no option besides `extra`. */
function siteLocale(args: unknown[], extra: Record<string, unknown> = {}): string | null {
  const [locales, options] = args;
  const locale = Array.isArray(locales) && locales.length === 1 ? locales[0] : locales;
  if (typeof locale !== 'string' || !SITE_LOCALES.has(locale) || args.length > 2) return null;
  if (options === undefined) return locale;
  if (!options || typeof options !== 'object') return null;
  const plain = Object.entries(options).every(([key, value]) => value === undefined || extra[key] === value);
  return plain ? locale : null;
}

/** A whole number the light objects handle themselves. */
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0);

/** "1234567" -> "1,234,567": the grouping both site languages use. */
function grouped(value: number): string {
  const digits = String(Math.abs(value));
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) out = digits.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : '');
  return value < 0 ? `-${out}` : out;
}

/** Intl.NumberFormat for a site language, default options: ICU only for what is not a whole number. */
class LightNumberFormat {
  private real?: Intl.NumberFormat;

  constructor(private readonly locale: string) {}

  private full(): Intl.NumberFormat {
    this.real ??= new Intl.NumberFormat(this.locale);
    return this.real;
  }

  /** A bound function, as Intl's own `format` getter gives. */
  readonly format = (value: number | bigint): string => (isWhole(value) ? grouped(value) : this.full().format(value));

  formatToParts(value: number | bigint) {
    return this.full().formatToParts(value);
  }

  resolvedOptions() {
    return this.full().resolvedOptions();
  }
}

/** Intl.PluralRules (cardinal) for a site language: ICU only for what is not a whole number. */
class LightPluralRules {
  private real?: Intl.PluralRules;

  constructor(private readonly locale: string) {}

  private full(): Intl.PluralRules {
    this.real ??= new Intl.PluralRules(this.locale);
    return this.real;
  }

  select(value: number): Intl.LDMLPluralRule {
    if (!isWhole(value)) return this.full().select(value);
    return this.locale.startsWith('en') && Math.abs(value) === 1 ? 'one' : 'other';
  }

  resolvedOptions() {
    return this.full().resolvedOptions();
  }
}

/** The light object for these constructor arguments, or null for the real one. */
export function lightFormatter(Format: unknown, args: unknown[]): Formatter | null {
  if (Format === Intl.NumberFormat) {
    const locale = siteLocale(args);
    return locale ? new LightNumberFormat(locale) : null;
  }
  if (Format === Intl.PluralRules) {
    const locale = siteLocale(args, { type: 'cardinal' });
    return locale ? new LightPluralRules(locale) : null;
  }
  return null;
}

/** intl-format-cache's default export: a memoized constructor, light where it can be. */
export default function memoizeFormatConstructor(Format: Constructor, cache: Record<string, Formatter> = {}) {
  return (...args: unknown[]): Formatter => {
    const id = cacheId(args);
    let format = cache[id];
    if (!format) {
      format = lightFormatter(Format, args) ?? new Format(...(args as never[]));
      cache[id] = format;
    }
    return format;
  };
}
