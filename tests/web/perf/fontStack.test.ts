/**
 * One font stack for every text of the site: the theme's (antd components and the pages),
 * the app shell's first paint and the site's own text field. Text that the shell paints in
 * another stack than the app looks different for a moment, and on Linux every extra family
 * name and every font size of a second font costs a round trip to the browser process in the
 * page's layout. The stack names Noto's Traditional Chinese font under both its names
 * ('Noto Sans TC'; 'Noto Sans CJK TC', as Linux distributions install it) before the Latin
 * stand-ins, so a line of mixed Chinese and Latin text is drawn in one font there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_CSS } from '../../../config/plugins/appShell';
import { siteTheme } from '../../../src/lib/theme';

const families = (value: string) => value.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));
const declared = (css: string, selector: RegExp) => {
  const rule = css.replace(/\/\*[\s\S]*?\*\//g, '').match(selector);
  return rule ? /font-family:\s*([^;}]+)/.exec(rule[0])?.[1] : undefined;
};
const theme = families(siteTheme.token.fontFamily);

describe('the site font stack', () => {
  it('names the Chinese font under its Linux name before the Latin stand-ins', () => {
    expect(theme).toContain('Noto Sans CJK TC');
    expect(theme.indexOf('Noto Sans CJK TC')).toBeLessThan(theme.indexOf('Helvetica Neue'));
    expect(theme.indexOf('Noto Sans CJK TC')).toBeLessThan(theme.indexOf('Arial'));
    expect(theme.at(-1)).toBe('sans-serif');
  });

  it('is the app shell\'s stack', () => {
    const shell = declared(SHELL_CSS, /#app-shell\{[^}]*\}/);
    expect(shell && families(shell)).toEqual(theme);
  });

  it('is the text field\'s stack', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../../src/components/TextInput/TextInput.module.css'), 'utf8');
    const field = declared(css, /font-family:[^;]+;/);
    expect(field && families(field)).toEqual(theme);
  });
});
