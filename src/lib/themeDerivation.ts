/**
 * antd's default theme algorithm, run once per seed token: `.umirc.ts` points the import of
 * antd's default theme (`antd/es/theme/themes/default/theme.js`) here.
 *
 * antd derives a theme's whole map token (13 colour palettes, the neutral colours, sizes,
 * fonts) from the seed token in every ConfigProvider that changes a component's tokens, and
 * pro-components derive once more for their own, even when the seed is the same. The site
 * layout nests three to six of them (ProLayout, its header, menu and phone drawer), and
 * each derivation ran inside one component's render at start-up: 15-60 ms of a long task each
 * on a phone. Here the map token of a seed is kept and handed out again (a copy: antd's
 * callers may add to it).
 *
 * A seed is known by cssinjs' own fingerprint of a token (`flattenToken`, the one its token
 * cache goes by, already worked out for the same object when the derivation is asked for).
 * The map token is the one antd's algorithm gives, key for key, so the theme hash that starts
 * every style's cache path, and the static stylesheet that relies on it
 * (scripts/extract-antd-css.mjs), stay as they are.
 */
import { flattenToken } from '@ant-design/cssinjs/es/util';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';

type Derivation = (seed: SeedToken, map?: MapToken) => MapToken;

export function memoizeDerivation(derive: Derivation): Derivation {
  const bySeed = new Map<string, MapToken>();
  return (seed, map) => {
    // A derivation chained after another one (`algorithm: [a, b]`) depends on its input too.
    if (map) return derive(seed, map);
    const key = flattenToken(seed);
    let result = bySeed.get(key);
    if (!result) bySeed.set(key, (result = derive(seed)));
    return { ...result };
  };
}

export default memoizeDerivation(defaultAlgorithm);
