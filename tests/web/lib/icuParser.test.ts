/**
 * The browser's ICU message parser (src/lib/icuParser.ts, swapped in for
 * intl-messageformat-parser's generated one) must read every message the site shows
 * exactly as the original does, or a player would see a raw `{count, plural, ...}` or a
 * wrong plural.
 */
import { describe, expect, it } from 'vitest';
import { parse as originalParse } from 'intl-messageformat-parser';
import { pegParse, SyntaxError as IcuSyntaxError } from '@/lib/icuParser';
import { convertNumberSkeletonToNumberFormatOptions, parseDateTimeSkeleton } from '@/lib/icuSkeleton';
import { catalogs } from '../../../locales';

const original = (text: string) => originalParse(text, { normalizeHashtagInPlural: false });

describe('ICU message parser', () => {
  for (const [lang, catalog] of Object.entries(catalogs)) {
    it(`reads every ${lang} message as the original parser does`, () => {
      const keys = Object.keys(catalog);
      expect(keys.length).toBeGreaterThan(500);
      for (const key of keys) expect({ key, ast: pegParse(catalog[key]) }).toEqual({ key, ast: original(catalog[key]) });
    });
  }

  const samples = [
    'Hello {name}!',
    '{ name }',
    "don't '{x}' it''s '#'",
    "'{unclosed",
    "a '' b",
    '{count, plural, one {# day} other {# days}}',
    '{count, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}',
    "{c, plural, other {'#' is # and '{'x'}'}}",
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '{g, select, male {He} female {She} other {They}} came',
    '{a, plural, other {{b, select, x {X #} other {O}}}}',
    '{n, number} {n, number, percent} {d, date, short} {t, time}',
    '共 {total} 筆，第 {page} 頁',
    "a } b '}' c",
    '{a, plural, one {x}}',
  ];
  for (const text of samples) {
    it(`reads ${JSON.stringify(text)} as the original parser does`, () => {
      expect(pegParse(text)).toEqual(original(text));
    });
  }

  it('rejects what the original rejects, with a SyntaxError', () => {
    for (const text of ['{', '{a', '{a, blah}', '{a, select, x {X}', '{a, plural one {x}}']) {
      expect(() => original(text)).toThrow();
      expect(() => pegParse(text)).toThrow(IcuSyntaxError);
    }
  });

  it('refuses number and date skeletons, which no catalog uses, instead of misreading them', () => {
    expect(() => pegParse('{a, number, ::currency/EUR}')).toThrow(IcuSyntaxError);
    expect(() => pegParse('{d, date, ::yyyyMMdd}')).toThrow(IcuSyntaxError);
    // So the formatter never reaches the skeleton helpers, which the build leaves out.
    expect(() => convertNumberSkeletonToNumberFormatOptions()).toThrow(/not supported/);
    expect(() => parseDateTimeSkeleton()).toThrow(/not supported/);
  });
});
