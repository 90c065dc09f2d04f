/**
 * The site's own code is compiled for the browsers the build targets (`.umirc.ts`
 * `targets`), not to ES5: ES5 output is larger and slower on every page (classes through
 * helpers, async functions through regenerator). umi gives babel-loader the targets where
 * its Babel preset does not read them; `.umirc.ts` hands them to the preset.
 */
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import config from '../../../.umirc';

// `.umirc.ts` as umi reads it (the web tests' @umijs/max is a stand-in without defineConfig)
vi.mock('@umijs/max', () => ({ defineConfig: (c: unknown) => c }));

const require = createRequire(import.meta.url);
const Chain = require('@umijs/bundler-webpack/compiled/webpack-5-chain');
const babel = require('@umijs/bundler-utils/compiled/babel/core.js');

const SOURCE = `export class ApiError extends Error { code = 1; }
export async function load(list) { for (const x of list) await x; return { ...list }; }`;

/** The rule umi sets up for .tsx files, with the user config's changes applied. */
function babelOptions() {
  const chain = new Chain();
  chain.module
    .rule('jsx-ts-tsx')
    .test(/\.(jsx|ts|tsx)$/)
    .use('babel-loader')
    .loader('babel-loader')
    .options({
      sourceType: 'unambiguous',
      babelrc: false,
      configFile: false,
      browserslistConfigFile: false,
      targets: config.targets,
      presets: [[require.resolve('@umijs/babel-preset-umi'), { presetEnv: {}, presetReact: {}, presetTypeScript: {}, pluginTransformRuntime: {}, pluginLockCoreJS: {}, pluginDynamicImportNode: false }]],
    });
  const webpack = require('@umijs/bundler-webpack/compiled/webpack');
  // what else umi defines before the user's chainWebpack runs, that it edits
  chain.plugin('node-polyfill-provider').use(webpack.ProvidePlugin, [{ Buffer: ['buffer', 'Buffer'] }]);
  (config.chainWebpack as (memo: unknown, args: unknown) => void)(chain, { webpack, env: 'production' });
  return chain.module.rule('jsx-ts-tsx').use('babel-loader').get('options');
}

describe('build targets', () => {
  it('compiles the site code to modern syntax: native classes, async functions and spread', () => {
    const { code } = babel.transformSync(SOURCE, { ...babelOptions(), filename: '/app/src/x.ts' });
    expect(code).toContain('class ApiError extends Error');
    expect(code).toContain('async function load');
    expect(code).not.toMatch(/regeneratorRuntime|classCallCheck|objectSpread/);
  });
});
