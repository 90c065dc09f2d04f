/**
 * The formatter cache react-intl builds its Intl objects through (src/lib/intlFormatCache.ts):
 * whole numbers in the site's two languages come out exactly as the browser's Intl writes
 * them, without building an Intl object; everything else is Intl's own answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import memoizeFormatConstructor from '@/lib/intlFormatCache';

const LOCALES = ['zh-TW', 'en-US'];
const WHOLE = [0, 1, -1, 2, 7, 12, 999, 1000, -1000, 1234, 99999, 100000, 1234567, -7654321, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
const OTHER = [1.5, -0.25, 1234.5678, 0.0005, -0, Number.MAX_SAFE_INTEGER + 2, 1e21, NaN, Infinity, -Infinity];

afterEach(() => vi.restoreAllMocks());

describe('number formats', () => {
  it.each(LOCALES)('writes whole numbers in %s as Intl.NumberFormat does, and builds no Intl object for them', (locale) => {
    const real = new Intl.NumberFormat(locale);
    const built = vi.spyOn(Intl, 'NumberFormat');
    const format = memoizeFormatConstructor(Intl.NumberFormat)(locale, {}) as Intl.NumberFormat;
    for (const n of WHOLE) expect(format.format(n)).toBe(real.format(n));
    // A detached `format`, as Intl's own is bound.
    const { format: detached } = format;
    expect(detached(-1234567)).toBe(real.format(-1234567));
    expect(built).not.toHaveBeenCalled();
  });

  it.each(LOCALES)('hands fractions, -0 and non-finite numbers in %s to Intl.NumberFormat', (locale) => {
    const real = new Intl.NumberFormat(locale);
    const format = memoizeFormatConstructor(Intl.NumberFormat)(locale) as Intl.NumberFormat;
    for (const n of OTHER) expect(format.format(n)).toBe(real.format(n));
  });

  it('gives the real Intl.NumberFormat for other languages and for options', () => {
    const memo = memoizeFormatConstructor(Intl.NumberFormat);
    expect(memo('de-DE')).toBeInstanceOf(Intl.NumberFormat);
    expect((memo('de-DE') as Intl.NumberFormat).format(1234567)).toBe('1.234.567');
    expect(memo('en-US', { style: 'percent' })).toBeInstanceOf(Intl.NumberFormat);
    expect((memo('en-US', { style: 'percent' }) as Intl.NumberFormat).format(0.5)).toBe('50%');
    expect(memo(['en-US', 'zh-TW'])).toBeInstanceOf(Intl.NumberFormat);
  });

  it('keeps one object per arguments in the given cache', () => {
    const cache = {};
    const memo = memoizeFormatConstructor(Intl.NumberFormat, cache);
    expect(memo('en-US')).toBe(memo('en-US'));
    expect(memo('en-US', { style: 'percent' })).toBe(memo('en-US', { style: 'percent' }));
    expect(memo('zh-TW')).not.toBe(memo('en-US'));
    expect(Object.keys(cache)).toHaveLength(3);
  });
});

describe('plural rules', () => {
  it.each(LOCALES)('picks the plural category of whole numbers in %s as Intl.PluralRules does, without building one', (locale) => {
    const real = new Intl.PluralRules(locale);
    const built = vi.spyOn(Intl, 'PluralRules');
    const rules = memoizeFormatConstructor(Intl.PluralRules)(locale, { type: 'cardinal' }) as Intl.PluralRules;
    for (const n of WHOLE) expect(rules.select(n)).toBe(real.select(n));
    expect(built).not.toHaveBeenCalled();
  });

  it.each(LOCALES)('hands fractions in %s to Intl.PluralRules', (locale) => {
    const real = new Intl.PluralRules(locale);
    const rules = memoizeFormatConstructor(Intl.PluralRules)(locale) as Intl.PluralRules;
    for (const n of OTHER) expect(rules.select(n)).toBe(real.select(n));
  });

  it('gives the real Intl.PluralRules for ordinals and other languages', () => {
    const memo = memoizeFormatConstructor(Intl.PluralRules);
    const ordinal = memo('en-US', { type: 'ordinal' }) as Intl.PluralRules;
    expect(ordinal).toBeInstanceOf(Intl.PluralRules);
    expect([1, 2, 3, 4].map((n) => ordinal.select(n))).toEqual(['one', 'two', 'few', 'other']);
    expect(memo('fr-FR')).toBeInstanceOf(Intl.PluralRules);
  });
});

describe('other constructors', () => {
  it('builds them as given, once per arguments', () => {
    const memo = memoizeFormatConstructor(Intl.DateTimeFormat);
    const format = memo('en-US', { timeZone: 'UTC', year: 'numeric' });
    expect(format).toBeInstanceOf(Intl.DateTimeFormat);
    expect(memo('en-US', { timeZone: 'UTC', year: 'numeric' })).toBe(format);
    expect((format as Intl.DateTimeFormat).format(0)).toBe('1970');
  });
});
