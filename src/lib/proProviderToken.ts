/**
 * What pro-provider's `useStyle/token` module is to the pro components, without its copy
 * of antd's whole default theme (`.umirc.ts` points pro-provider's imports of that module
 * here; 3 KB gzip on every page with the site layout, and an extra run of antd's colour
 * algorithm at start-up).
 *
 * pro-provider merges its default token under the token of the antd theme in effect, which
 * holds every key of that copy but these, kept here with the same values in the same order.
 * So the merged token is the same as with the copy, key for key: its hash, which starts the
 * pro styles' cache paths, is the one scripts/extract-antd-css.mjs (rendering with the
 * original module) records in the static stylesheet.
 * The module's fallback theme (`token`, `useToken`) is only for an antd without `theme`,
 * which antd 5 always has: it is a theme-less stand-in.
 */
import { createTheme } from '@ant-design/cssinjs';

/** The keys of pro-provider's default token that the token of antd 5's `theme.useToken()` lacks. */
export const defaultToken = {
  fontSizes: [12, 14, 16, 20, 24, 30, 38, 46, 56, 68],
  lineHeights: [
    1.6666666666666667, 1.5714285714285714, 1.5, 1.4, 1.3333333333333333, 1.2666666666666666, 1.2105263157894737, 1.173913043478261,
    1.1428571428571428, 1.1176470588235294,
  ],
  screenXXLMax: 1599,
  // The copy's own; antd's token in effect has its own `_tokenKey`, which wins.
  _tokenKey: '19w80ff',
  _hashId: 'css-dev-only-do-not-override-i2zu9q',
};

export const emptyTheme = createTheme((token: object) => token);

export const token = { theme: emptyTheme, token: defaultToken, hashId: '' };

export const useToken = () => token;
