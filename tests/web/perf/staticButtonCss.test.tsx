/**
 * The static antd stylesheet leaves out the rules of Button's preset colours
 * (scripts/extract-antd-css.mjs), which the site never gives a Button: the rest of
 * Button's look (types, danger, sizes, states) stays in the file.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button } from 'antd';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withoutButtonPresets } from '../../../scripts/extract-antd-css.mjs';

const strip = withoutButtonPresets as (css: string) => string;

function buttonCss() {
  const cache = createCache();
  render(
    <StyleProvider cache={cache}>
      <Button type="primary">a</Button>
      <Button danger>b</Button>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}

describe('static stylesheet: Button without its preset colours', () => {
  it("drops every preset colour's rules and keeps the primary, default and danger looks with the cache-path map", () => {
    const css = buttonCss();
    expect(css).toMatch(/\.ant-btn-color-purple\b/);
    const out = strip(css);
    for (const preset of ['purple', 'gold', 'geekblue', 'red', 'blue', 'lime']) expect(out, preset).not.toMatch(new RegExp(`\\.ant-btn-color-${preset}(?![\\w-])`));
    expect(out).toMatch(/\.ant-btn-color-primary\.ant-btn-variant-link/);
    expect(out).toMatch(/\.ant-btn-color-dangerous\.ant-btn-variant-solid/);
    expect(out).toMatch(/\.ant-btn-color-default\.ant-btn-variant-solid/);
    expect(out).toMatch(/\.ant-btn-lg/);
    expect(out).toContain('.data-ant-cssinjs-cache-path{');
    expect(out.length).toBeLessThan(css.length * 0.5);
  });

  it('keeps the other selectors of a list and the rules inside at-rules', () => {
    const css =
      '.a,.ant-btn-color-purple .x,.b:not(.c,.d){color:red}' +
      '@media (max-width: 575px){.ant-btn-color-gold{color:gold}.e{color:blue}}' +
      '@media print{.ant-btn-color-lime{color:lime}}' +
      '@keyframes k{0%{opacity:0}100%{opacity:1}}' +
      '.ant-btn-color-blue-ish{color:teal}';
    expect(strip(css)).toBe(
      '.a,.b:not(.c,.d){color:red}@media (max-width: 575px){.e{color:blue}}@keyframes k{0%{opacity:0}100%{opacity:1}}.ant-btn-color-blue-ish{color:teal}',
    );
  });
});
