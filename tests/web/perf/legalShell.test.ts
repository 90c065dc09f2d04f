/**
 * The legal pages' card in the app shell (config/legalShell.ts) is drawn with
 * LegalDocument's own rules, so its text wraps and sits where the app's does and nothing
 * moves when the app replaces it: every declaration of the component's stylesheet that
 * shapes the first screen is in the shell's rule for the same part, at the same width.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGAL_DOCS, LEGAL_SHELL_CSS, legalShellStyle } from '../../../config/legalShell';
import { LANGS } from '../../../locales';

type Rules = Map<string, Map<string, string>>;

/** `media|selector` -> property -> value, from flat CSS with one level of @media. */
function parse(css: string): Rules {
  const rules: Rules = new Map();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const block = /(@media[^{]+)\{((?:[^{}]*\{[^}]*\})*)\s*\}|([^{}@]+)\{([^}]*)\}/g;
  const add = (media: string, selectors: string, body: string) => {
    for (const selector of selectors.split(',').map((s) => s.trim().replace(/\s+/g, ' '))) {
      const key = `${media}|${selector}`;
      const decls = rules.get(key) ?? new Map<string, string>();
      for (const decl of body.split(';')) {
        const at = decl.indexOf(':');
        if (at > 0) decls.set(decl.slice(0, at).trim(), normalise(decl.slice(at + 1)));
      }
      rules.set(key, decls);
    }
  };
  for (const m of text.matchAll(block)) {
    if (m[1]) {
      const media = m[1].replace(/\s+/g, '').replace('@media', '');
      for (const inner of m[2].matchAll(/([^{}]+)\{([^}]*)\}/g)) add(media, inner[1], inner[2]);
    } else add('', m[3], m[4]);
  }
  return rules;
}

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').replace(/,\s*/g, ',').replace(/(^|[ ,(])0\./g, '$1.');

/** The component's selectors and the shell's part drawn for each (the rest has no part in a still first screen). */
const PARTS: Record<string, string> = {
  '.container': '#app-shell .shell-legal',
  '.toc': '#app-shell .shell-toc',
  '.tocTitle': '#app-shell .shell-toc b',
  '.toc ol': '#app-shell .shell-toc ol',
  '.toc a': '#app-shell .shell-toc li',
  '.document': '#app-shell .shell-doc',
  '.section + .section': '#app-shell .shell-doc section+section',
  '.sectionTitle': '#app-shell .shell-doc h2',
  '.paragraph': '#app-shell .shell-doc p',
};

/**
 * Checked apart: the card's display (hidden, and the component's grid for the route and
 * language marked on <html>). Left out: the sticky contents (a still picture).
 */
const LEFT_OUT: Record<string, string[]> = { '.container': ['display'], '.toc': ['position', 'top'] };

describe('legal card in the app shell', () => {
  it('has every declaration of LegalDocument\'s stylesheet for the parts it draws, at every width', () => {
    const component = parse(fs.readFileSync(path.join(process.cwd(), 'src/components/LegalDocument/index.module.css'), 'utf8'));
    const shell = parse(LEGAL_SHELL_CSS);
    let compared = 0;
    for (const [key, decls] of component) {
      const [media, selector] = key.split('|');
      const part = PARTS[selector];
      if (!part) continue;
      const drawn = shell.get(`${media}|${part}`);
      for (const [property, value] of decls) {
        if (LEFT_OUT[selector]?.includes(property)) continue;
        expect(drawn?.get(property), `${media} ${selector} { ${property} }`).toBe(value);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(40);
    expect(component.get('|.container')?.get('display')).toBe('grid');
    const style = parse(legalShellStyle().replace(/<\/?style[^>]*>/g, ''));
    for (const doc of LEGAL_DOCS) {
      for (const lang of LANGS) {
        const shown = `|html[data-shell="/${doc}"][lang="${lang}"] #app-shell .shell-legal[data-for="/${doc}"][lang="${lang}"]`;
        expect(style.get(shown)?.get('display'), shown).toBe('grid');
      }
    }
  });

  it('sets what the page inherits there: the theme\'s font, 14 px, antd\'s line height of 1.15', () => {
    const container = parse(LEGAL_SHELL_CSS).get('|#app-shell .shell-legal');
    expect(container?.get('font-family')).toMatch(/^-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang TC'/);
    expect(container?.get('font-size')).toBe('14px');
    expect(container?.get('line-height')).toBe('1.15');
  });
});
