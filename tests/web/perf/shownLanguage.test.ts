/**
 * `npm run perf` measures the pages in Traditional Chinese: a Lighthouse run whose page came
 * up in another language (headless Chromium asks for en-US by default) is told by the site's
 * catalog part the page loaded.
 */
import { describe, expect, it } from 'vitest';
import { shownLanguage } from '../../../scripts/perfPages.mjs';

describe('perf: the language a page was shown in', () => {
  it("is the language of the site's catalog part among the page's requests", () => {
    const base = 'http://127.0.0.1:8041';
    expect(shownLanguage([`${base}/umi.c33eb68f.js`, `${base}/catalog-site-en-US.9bc532f0.async.js`, `${base}/catalog-en-US-notice-json.f690c6a5.async.js`])).toBe('en-US');
    expect(shownLanguage([`${base}/catalog-zh-TW-notice-json.d5e3082e.async.js`, `${base}/catalog-site-zh-TW.56c5d964.async.js`])).toBe('zh-TW');
  });

  it('is unknown for a page without the site’s catalog (the empty page)', () => {
    expect(shownLanguage(['http://127.0.0.1:9000/'])).toBeUndefined();
  });
});
