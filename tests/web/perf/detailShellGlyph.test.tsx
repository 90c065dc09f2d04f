/**
 * The library card in the app shell (config/detailShell.ts) draws an entry without a
 * picture with the same glyph and tone as the page (LibraryImage's CategoryGlyph), so the
 * frame does not change when the app replaces the shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORY_GLYPH, GLYPH_TONE } from '../../../config/detailShell';
import { CategoryGlyph } from '../../../src/pages/library/components/LibraryImage';
import type { LibraryCategory } from '../../../src/services/library';

const css = fs.readFileSync(path.join(__dirname, '../../../src/pages/library/library.module.css'), 'utf8');

/** The two colours of a tone class of the page's stylesheet. */
function toneColours(tone: string): string[] {
  const rule = css.match(new RegExp(`\\.${tone}\\s*\\{[^}]*linear-gradient\\(145deg,\\s*(#[0-9a-f]+),\\s*(#[0-9a-f]+)\\)`, 'i'));
  return rule ? [rule[1], rule[2]] : [];
}

describe('library card in the app shell', () => {
  it('gives every category the glyph and tone the page draws', () => {
    for (const [category, glyph] of Object.entries(CATEGORY_GLYPH)) {
      const { container, unmount } = render(<CategoryGlyph category={category as LibraryCategory} size="small" />);
      const el = container.querySelector('[data-testid="library-glyph"]')!;
      expect(el.getAttribute('data-glyph'), category).toBe(glyph);
      const tone = [...el.classList].map((c) => c.match(/tone[A-Z][a-z]+/)?.[0]).find(Boolean) ?? '';
      expect(GLYPH_TONE[glyph], category).toEqual(toneColours(tone));
      unmount();
    }
  });
});
