import path from 'node:path';
import { defineConfig } from '@umijs/max';
import routes from './config/routes';
import { siteTheme } from './src/lib/theme';
import { LAZY_PRO_PARTS } from './src/lib/lazyProParts';
import { LAZY_ANTD_STYLES } from './src/lib/lazyAntdStyleList';

/** Where umi's request plugin finds axios (it imports it by that absolute path). */
const UMI_AXIOS = path.dirname(
  require.resolve('axios/package.json', { paths: [path.dirname(require.resolve('@umijs/plugins/package.json'))] }),
);

/** pro-components' modules whose `antd` import is src/lib/proEditableAntd.tsx. */
const PRO_EDITABLE_MODULES = [
  '@ant-design/pro-table/es/utils/cellRenderToFromItem.js',
  '@ant-design/pro-utils/es/useEditableArray/index.js',
  '@ant-design/pro-utils/es/components/InlineErrorFormItem/index.js',
];

/**
 * A NormalModuleReplacementPlugin callback: the request, when made by one of `files` (paths
 * ending so), becomes `target(request)`.
 */
function fromModules(files: string[], target: (request: string) => string) {
  return (resource: { request: string; contextInfo?: { issuer?: string } }) => {
    const issuer = resource.contextInfo?.issuer ?? '';
    if (files.some((file) => issuer.endsWith(path.normalize(file)))) resource.request = target(resource.request);
  };
}

/**
 * A NormalModuleReplacementPlugin callback: the request, when made by a module in a folder
 * matching `folder`, becomes `target(request)`.
 */
function inFolder(folder: RegExp, target: (request: string) => string) {
  return (resource: { context?: string; request: string }) => {
    if (folder.test(resource.context ?? '')) resource.request = target(resource.request);
  };
}

/** The browsers the build targets: evergreen only (docs/performance.md). */
const TARGETS = { chrome: 103, edge: 103, firefox: 102, safari: 15 };
/** REACT_PROFILING=1: a build for `npm run perf:react` (below: outputPath, jsMinifier, chainWebpack). */
const REACT_PROFILING = process.env.REACT_PROFILING === '1';

export default defineConfig({
  routes,
  // umi's route preload helper, one request per task (config/plugins/preloadHelperTasks.ts).
  // Static app shell in index.html + non-blocking scripts (config/plugins/appShell.ts).
  // Shared chunks per set of pages, none folded together (config/plugins/sharedChunks.ts).
  plugins: ['./config/plugins/preloadHelperTasks.ts', './config/plugins/appShell.ts', './config/plugins/sharedChunks.ts'],
  npmClient: 'npm',
  title: 'MapleStory Classic',
  hash: true,
  // The PNG drawn from public/favicon.svg (scripts/favicon-png.mjs): an SVG icon costs a document of its own.
  favicons: ['/favicon.png'],
  metas: [
    { name: 'theme-color', content: '#0c1230' },
    { name: 'description', content: 'MapleStory Classic: a classic side-scrolling online RPG private server. 經典懷舊橫向捲軸冒險私人伺服器。' },
  ],
  // antd 5 with the game-toned theme (deep navy chrome, orange-gold primary).
  antd: {
    theme: siteTheme,
    // No space forced between two CJK characters in buttons ("註冊", not "註 冊").
    configProvider: { button: { autoInsertSpace: false } },
  },
  // zh-TW default; antd (and our dayjs) follow the choice. Our own lookup
  // (localStorage 'preferred-language', browser, <html lang>) lives in src/lib/language.ts
  // and is plugged in through the runtime `locale.getLocale` in src/app.tsx.
  locale: {
    default: 'zh-TW',
    antd: true,
    baseNavigator: false,
    useLocalStorage: false,
    title: false,
    baseSeparator: '-',
  },
  model: {},
  initialState: {},
  request: {},
  access: {},
  // Pages fetch through src/services; the dev server answers with mock/*.ts.
  mock: {},
  // MOCK=none: no mocks; /api and /character go to the real API server (`npm start`, port 8000, or API_URL).
  proxy:
    process.env.MOCK === 'none'
      ? {
          '/api': { target: process.env.API_URL || 'http://127.0.0.1:8000', changeOrigin: true },
          '/character': { target: process.env.API_URL || 'http://127.0.0.1:8000', changeOrigin: true },
        }
      : {},
  mfsu: false,
  // PROFILE_BUILD=1: a source-mapped build in tmp/dist-prof, to attribute CPU profiles.
  ...(process.env.PROFILE_BUILD === '1' ? { devtool: 'source-map' as const, outputPath: 'tmp/dist-prof' } : {}),
  // REACT_PROFILING=1: React's profiling build and unminified names in tmp/dist-react, for
  // `npm run perf:react` (which components a first visit renders, and for how long).
  ...(REACT_PROFILING ? { outputPath: 'tmp/dist-react' } : {}),
  esbuildMinifyIIFE: true,
  // Performance (docs/performance.md, `npm run perf`): evergreen browsers only, so no
  // core-js polyfills (only regenerator-runtime stays) and modern syntax untranspiled.
  targets: TARGETS,
  polyfill: { imports: [] },
  // umi's locale plugin imports moment (+ its zh-tw locale) when it finds it installed;
  // this points it (and any `moment` import) at dayjs, which the site uses anyway.
  // Preset 'none': no extra dayjs plugins in the entry.
  moment2dayjs: { preset: 'none', plugins: [] },
  // Split vendors into shared, cacheable chunks (react, antd, pro-components, ...)
  // so a page loads only the libraries it uses.
  codeSplitting: { jsStrategy: 'granularChunks' },
  // A CSS module's class names are a 5-character hash in a build (umi's `[local]___[hash]`
  // in development, to read them): a page's class-name maps are part of its JavaScript.
  cssLoaderModules: process.env.NODE_ENV === 'production' ? { localIdentName: '[hash:base64:5]' } : {},
  // terser packs a few percent tighter than esbuild's minifier (build takes longer).
  // Every script starts with V8's compile hint `//# allFunctionsCalledOnLoad` (Chrome 136+):
  // a chunk is only fetched when its code is about to run, so its functions are compiled
  // while it streams in, on a background thread, instead of one by one on the main thread
  // at their first call (most of the start-up's long task was that lazy compiling).
  jsMinifier: REACT_PROFILING ? 'none' : 'terser',
  jsMinifierOptions: {
    ecma: 2020,
    compress: { ecma: 2020, passes: 2 },
    format: { comments: false, preamble: '//# allFunctionsCalledOnLoad' },
  },
  // One copy of the Babel helpers: umi and its Babel preset each bring their own older
  // @babel/runtime (7.23) besides ours (7.29, a superset); all three ended up in the entry.
  alias: {
    '@babel/runtime': path.resolve('node_modules/@babel/runtime'),
    [path.resolve('node_modules/@umijs/babel-preset-umi/node_modules/@babel/runtime')]: path.resolve('node_modules/@babel/runtime'),
    // umi's antd plugin runtime imports lodash/merge by absolute path (12 KB gzip in the
    // entry) for a config merge; src/lib/deepMerge.ts does that job.
    [path.resolve('node_modules/lodash/merge')]: path.resolve('src/lib/deepMerge.ts'),
    // umi's locale plugin needs on / off / emit; the event-emitter package brings es5-ext,
    // d and type for them (3 KB gzip in the entry): src/lib/eventEmitter.ts does the job.
    [path.resolve('node_modules/event-emitter')]: path.resolve('src/lib/eventEmitter.ts'),
    // umi imports regenerator-runtime for a global `regeneratorRuntime`; with these targets
    // nothing is compiled to generators against that global (the libraries that need one
    // carry @babel/runtime's own helper), so the 2.4 KB gzip it adds to the entry go.
    [path.resolve('node_modules/regenerator-runtime/runtime.js')]: path.resolve('src/lib/noRegeneratorGlobal.ts'),
    // pro-components' second colour library (tinycolor, for two theme helpers), swr (for
    // requests the site's ProLayout and fields never make) and a ResizeObserver polyfill no
    // target browser needs: about 11 KB gzip on every page, done by small stand-ins.
    '@ctrl/tinycolor$': path.resolve('src/lib/proColor.ts'),
    // react-intl's formatter cache, with whole numbers in the site's languages drawn without
    // setting up ICU (src/lib/intlFormatCache.ts).
    'intl-format-cache$': path.resolve('src/lib/intlFormatCache.ts'),
    swr$: path.resolve('src/lib/swrLite.tsx'),
    'resize-observer-polyfill$': path.resolve('src/lib/nativeResizeObserver.ts'),
    // umi's request runtime is built on axios (about 5 KB gzip on every page); it uses
    // create, interceptors and request, which src/lib/fetchAxios.ts gives on fetch.
    // (umi imports it by the absolute path its own plugins package resolves.)
    [`${UMI_AXIOS}$`]: path.resolve('src/lib/fetchAxios.ts'),
  },
  // No code uses umi's <Helmet>: leave react-helmet-async out of the entry.
  helmet: false,
  // pro-components carry their built-in texts for 33 languages; the site speaks two.
  // Every other language file of @ant-design/pro-provider is swapped for the en_US one
  // (zh_CN stays: it is pro-provider's own fallback).
  chainWebpack(memo, { webpack, env }) {
    // REACT_PROFILING=1: react-dom's profiling build, which reports each render to a DevTools hook.
    if (REACT_PROFILING) {
      memo.plugin('react-profiling').use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]react-dom\.production\.min\.js$/,
        (resource: { request: string }) => {
          resource.request = resource.request.replace('react-dom.production.min.js', 'react-dom.profiling.min.js');
        },
      ]);
    }
    // umi hands `targets` to babel-loader as a top-level option, which its Babel preset's
    // preset-env never sees: our own code came out as ES5 (classes, async functions through
    // regenerator, spread helpers) with a CommonJS copy of Babel's helpers beside the
    // libraries' ES one. The preset gets the targets itself.
    for (const name of ['src', 'jsx-ts-tsx', 'extra-src']) {
      if (!memo.module.rules.has(name) || !memo.module.rule(name).uses.has('babel-loader')) continue;
      memo.module
        .rule(name)
        .use('babel-loader')
        .tap((options) => {
          const umiPreset = (options as { presets: [string, { presetEnv?: object }][] }).presets[0];
          umiPreset[1] = { ...umiPreset[1], presetEnv: { ...umiPreset[1].presetEnv, targets: TARGETS } };
          return options;
        });
    }
    memo.plugin('pro-provider-two-languages').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/locale\/[a-z]{2}_[A-Z]{2}$/,
      (resource: { context?: string; request: string }) => {
        if (!/[\\/]@ant-design[\\/]pro-provider[\\/]es$/.test(resource.context ?? '')) return;
        if (/\/(en_US|zh_TW|zh_CN)$/.test(resource.request)) return;
        resource.request = './locale/en_US';
      },
    ]);
    // ahooks' useRequest with only the plugins the site uses (src/lib/useRequestLite.ts).
    memo.plugin('ahooks-request-lite').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/src\/useRequest$/,
      inFolder(/[\\/]ahooks[\\/]es[\\/]useRequest$/, () => path.resolve('src/lib/useRequestLite.ts')),
    ]);
    // pro-provider's fallbacks for an app without an antd locale, antd's and dayjs's
    // Simplified Chinese (1.5 KB gzip on every page with the site layout): the site always
    // sets one, so they become the Traditional Chinese ones every page loads anyway.
    memo.plugin('pro-provider-site-locale').use(webpack.NormalModuleReplacementPlugin, [
      /^(antd\/es\/locale\/zh_CN|dayjs\/locale\/zh-cn)$/,
      fromModules(['@ant-design/pro-provider/es/index.js'], (request) => (request === 'antd/es/locale/zh_CN' ? 'antd/es/locale/zh_TW' : 'dayjs/locale/zh-tw')),
    ]);
    // pro-provider's copy of antd's default theme (src/lib/proProviderToken.ts).
    memo.plugin('pro-provider-token').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/(useStyle\/)?token$/,
      fromModules(['@ant-design/pro-provider/es/index.js', '@ant-design/pro-provider/es/useStyle/index.js'], () => path.resolve('src/lib/proProviderToken.ts')),
    ]);
    // ProLayout's two path matchers (path-to-regexp 8 for its title and breadcrumb,
    // route-utils' copy of path-to-regexp 6 for the selected menu entry) become one that
    // compiles each menu path once (src/lib/menuPathMatch.ts).
    memo.plugin('one-menu-path-matcher').use(webpack.NormalModuleReplacementPlugin, [
      /^(path-to-regexp|\.\.\/path-to-regexp)$/,
      (resource: { context?: string; request: string; contextInfo?: { issuer?: string } }) => {
        if (/[\\/]@ant-design[\\/]pro-layout[\\/]es([\\/]utils)?$/.test(resource.context ?? '') || /[\\/]@umijs[\\/]route-utils[\\/]es[\\/]\w+$/.test(resource.context ?? ''))
          resource.request = path.resolve('src/lib/menuPathMatch.ts');
      },
    ]);
    // One react-is: hoist-non-react-statics (under react-intl's injectIntl) brought its own
    // react-is 16 besides the react-is 18 of rc-util. It reads ForwardRef, Memo and isMemo,
    // which the 18 has alike.
    memo.plugin('one-react-is').use(webpack.NormalModuleReplacementPlugin, [
      /^react-is$/,
      inFolder(/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, () => path.resolve('node_modules/rc-util/node_modules/react-is')),
    ]);
    // react-intl's message parser, generated by a parser generator (7 KB gzip on every page):
    // src/lib/icuParser.ts reads the same ICU syntax into the same tree.
    memo.plugin('small-icu-parser').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/parser$/,
      inFolder(/[\\/]intl-messageformat-parser[\\/]lib$/, () => path.resolve('src/lib/icuParser.ts')),
    ]);
    // Its skeleton helpers, for the skeletons that parser refuses (src/lib/icuSkeleton.ts).
    memo.plugin('no-icu-skeletons').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/skeleton$/,
      inFolder(/[\\/]intl-messageformat-parser[\\/]lib$/, () => path.resolve('src/lib/icuSkeleton.ts')),
    ]);
    // ProTable's ProForm (only editable tables use it) and antd Table's column filter menu
    // (only filtered columns draw it) load when first drawn: src/lib/proTableForm.tsx,
    // src/lib/lazyTableFilter.tsx.
    memo.plugin('pro-table-lazy-form').use(webpack.NormalModuleReplacementPlugin, [
      /^@ant-design\/pro-form$/,
      inFolder(/[\\/]@ant-design[\\/]pro-table[\\/]es([\\/]utils)?$/, () => path.resolve('src/lib/proTableForm.tsx')),
    ]);
    // pro-components' editable-row code (ProTable's cell renderer, pro-utils' editable rows and
    // inline-error item) imported antd's whole Form for rows being edited: its `antd` is
    // src/lib/proEditableAntd.tsx, where Form.Item loads when an editable cell draws one.
    memo.plugin('pro-editable-lazy-form-item').use(webpack.NormalModuleReplacementPlugin, [
      /^antd$/,
      fromModules(PRO_EDITABLE_MODULES, () => path.resolve('src/lib/proEditableAntd.tsx')),
    ]);
    // ProCard's tabs (drawn only for a card given `tabs`) load when first drawn
    // (src/lib/proCardAntd.tsx): every ProTable's frame is a card without them.
    memo.plugin('pro-card-lazy-tabs').use(webpack.NormalModuleReplacementPlugin, [
      /^antd$/,
      fromModules(
        ['@ant-design/pro-card/es/components/Card/index.js', '@ant-design/pro-card/es/components/TabPane/index.js'],
        () => path.resolve('src/lib/proCardAntd.tsx'),
      ),
    ]);
    // ProLayout's phone menu drawer loads when the menu is first opened
    // (src/lib/lazyLayoutDrawer.tsx): computers never draw it.
    memo.plugin('layout-lazy-drawer').use(webpack.NormalModuleReplacementPlugin, [
      /^antd$/,
      fromModules(['@ant-design/pro-layout/es/components/SiderMenu/index.js'], () => path.resolve('src/lib/lazyLayoutDrawer.tsx')),
    ]);
    // antd Input's TextArea, OTP, Search and Password load when first drawn (src/lib/lazyInputPart.tsx).
    memo.plugin('input-lazy-parts').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/(TextArea|OTP|Search|Password)$/,
      inFolder(/[\\/]antd[\\/]es[\\/]input$/, (request) => `${path.resolve('src/lib/lazyInputPart.tsx')}?part=${request.slice(2)}`),
    ]);
    // antd's Steps imports Progress for steps with a `percent`, which the site's steps never
    // have (src/lib/lazyProgress.tsx).
    memo.plugin('steps-lazy-progress').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\.\/progress$/,
      inFolder(/[\\/]antd[\\/]es[\\/]steps$/, () => path.resolve('src/lib/lazyProgress.tsx')),
    ]);
    // antd's Popover, which the site frame imports but never draws, loads when first drawn:
    // ProLayout's app-list logo (src/lib/lazyPopover.tsx) and antd's Avatar.Group
    // (src/lib/lazyAvatarGroup.tsx) import it. So does Button's style for buttons in a
    // Space.Compact (src/lib/lazyButtonCompactStyle.tsx).
    memo.plugin('layout-lazy-popover').use(webpack.NormalModuleReplacementPlugin, [
      /^antd$/,
      fromModules(['@ant-design/pro-layout/es/components/AppsLogoComponents/index.js'], () => path.resolve('src/lib/lazyPopover.tsx')),
    ]);
    memo.plugin('avatar-lazy-group').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/AvatarGroup$/,
      inFolder(/[\\/]antd[\\/]es[\\/]avatar$/, () => path.resolve('src/lib/lazyAvatarGroup.tsx')),
    ]);
    memo.plugin('button-lazy-compact-style').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/style\/compact$/,
      inFolder(/[\\/]antd[\\/]es[\\/]button$/, () => path.resolve('src/lib/lazyButtonCompactStyle.tsx')),
    ]);
    // Pagination's style for the wireframe theme, which the site does not use, imports the
    // pager's whole style code (src/lib/lazyPaginationBordered.tsx).
    memo.plugin('pagination-lazy-bordered-style').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/style\/bordered$/,
      inFolder(/[\\/]antd[\\/]es[\\/]pagination$/, () => path.resolve('src/lib/lazyPaginationBordered.tsx')),
    ]);
    // antd Table's virtual-scrolling table loads when a `virtual` table is first drawn
    // (src/lib/lazyVirtualTable.tsx), and Typography's in-place editor when a text is first
    // edited (src/lib/lazyTypographyEditable.tsx): ProTable brought both to every table.
    memo.plugin('table-lazy-virtual').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/RcTable\/VirtualTable$/,
      inFolder(/[\\/]antd[\\/]es[\\/]table$/, () => path.resolve('src/lib/lazyVirtualTable.tsx')),
    ]);
    memo.plugin('typography-lazy-editable').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\.\/Editable$/,
      inFolder(/[\\/]antd[\\/]es[\\/]typography[\\/]Base$/, () => path.resolve('src/lib/lazyTypographyEditable.tsx')),
    ]);
    memo.plugin('table-lazy-filter').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/FilterDropdown$/,
      inFolder(/[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/, () => path.resolve('src/lib/lazyTableFilter.tsx')),
    ]);
    // antd Table's row-selection checkbox and radio load when a table first draws a
    // selection column (src/lib/lazySelectionControl.tsx): most of the site's tables have none.
    memo.plugin('table-lazy-selection-controls').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\.\/\.\.\/(checkbox|radio)$/,
      inFolder(/[\\/]antd[\\/]es[\\/]table[\\/]hooks$/, (request) => `${path.resolve('src/lib/lazySelectionControl.tsx')}?control=${request.slice('../../'.length)}`),
    ]);
    // antd Pagination's page-size select loads when a pager first shows one
    // (src/lib/lazyPaginationSelect.tsx): the site's tables show none on phones.
    memo.plugin('pagination-lazy-select').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\.\/select$/,
      inFolder(/[\\/]antd[\\/]es[\\/]pagination$/, () => path.resolve('src/lib/lazyPaginationSelect.tsx')),
    ]);
    // ProTable pulls in every pro-field value type's component; the six below are unused
    // here and heavy (color picker, tree, cascader, image viewer, slider): each becomes a
    // plain-text stand-in (src/lib/proFieldUnused.tsx). To use one, take it off the list.
    memo.plugin('pro-field-unused-value-types').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/components\/(ColorPicker|Cascader|TreeSelect|Image|Slider|Rate)$/,
      inFolder(/[\\/]@ant-design[\\/]pro-field[\\/]es$/, () => path.resolve('src/lib/proFieldUnused.tsx')),
    ]);
    // Parts of pro-components a page loads only when it renders one (src/lib/lazyProParts.tsx):
    // pro-field's value types with heavy antd inputs, ProTable's search form and toolbar.
    memo.plugin('pro-lazy-parts').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/components\/[A-Za-z]+$/,
      (resource: { context?: string; request: string }) => {
        const context = resource.context ?? '';
        const folder = /[\\/]@ant-design[\\/]pro-field[\\/]es$/.test(context)
          ? 'field'
          : /[\\/]@ant-design[\\/]pro-table[\\/]es$/.test(context)
            ? 'table'
            : null;
        const part = `${folder}/${resource.request.slice('./components/'.length)}`;
        if (folder && LAZY_PRO_PARTS.includes(part)) resource.request = `${path.resolve('src/lib/lazyProParts.tsx')}?part=${part}`;
      },
    ]);
    // The style code of the antd components the static stylesheet holds loads only when a
    // style is missing from it (src/lib/lazyAntdStyle.tsx): the component's `./style` is
    // src/lib/antdStyleStub.ts. Production builds only: the dev server has no stylesheet.
    if (env === 'production') {
      memo.plugin('antd-lazy-styles').use(webpack.NormalModuleReplacementPlugin, [
        /^\.\/style(\/index(\.js)?)?$/,
        (resource: { context?: string; request: string }) => {
          const folder = /[\\/]antd[\\/]es[\\/]([a-z-]+)$/.exec(resource.context ?? '')?.[1];
          if (!folder || !Object.hasOwn(LAZY_ANTD_STYLES, folder)) return;
          resource.request = `${path.resolve('src/lib/antdStyleStub.ts')}?style=${folder}`;
        },
      ]);
    }
    // pro-components' error boundary draws antd's Result (its illustrations: 10 KB gzip on
    // every page) with an English title; src/lib/proErrorBoundary.tsx shows the site's own
    // translated error screen instead.
    memo.plugin('pro-utils-error-boundary').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/components\/ErrorBoundary$/,
      inFolder(/[\\/]@ant-design[\\/]pro-utils[\\/]es$/, () => path.resolve('src/lib/proErrorBoundary.tsx')),
    ]);
    // intl-messageformat built an Intl.NumberFormat at load for a default locale react-intl
    // never uses (config/loaders/intlDefaultLocale.cjs).
    memo.module
      .rule('intl-default-locale')
      .test(/[\\/]intl-messageformat[\\/]lib[\\/]core\.js$/)
      .use('intl-default-locale')
      .loader(path.resolve('config/loaders/intlDefaultLocale.cjs'));
    // react-intl's createIntl asked the browser whether it has the locale's data, which set up
    // ICU inside the first render (config/loaders/intlLocaleCheck.cjs).
    memo.module
      .rule('intl-locale-check')
      .test(/[\\/]react-intl[\\/]lib[\\/]components[\\/]provider\.js$/)
      .use('intl-locale-check')
      .loader(path.resolve('config/loaders/intlLocaleCheck.cjs'));
    // The rc-* packages under antd (and umi's old @ahooksjs/use-request, behind the unused
    // `useRequest` export) ship plain ES modules without a `sideEffects` flag, so webpack
    // keeps every module they import (all of rc-field-form for one FormProvider, ...).
    // Declared side-effect free here: what nothing uses drops out.
    memo.module
      .rule('rc-side-effect-free')
      .test(
        /[\\/]node_modules[\\/](rc-[\w-]+|@rc-component[\\/][\w-]+|@ahooksjs[\\/]use-request)[\\/]es[\\/]/,
      )
      .set('sideEffects', false);
    // umi provides Node's Buffer to every module that names it; in our bundle only axios
    // 0.27 did (now swapped for src/lib/fetchAxios.ts), in a branch browsers never take.
    // Not provided: -6 KB gzip should anything name it again.
    memo.plugin('node-polyfill-provider').tap((args) => {
      const { Buffer: _unused, ...rest } = args[0] as Record<string, unknown>;
      return [rest];
    });
    return memo;
  },
  // `ANALYZE=1 npx max build` writes tmp/bundle-report.json (module sizes) instead of
  // starting the analyzer's server.
  analyze: {
    analyzerMode: 'json',
    reportFilename: '../tmp/bundle-report.json',
    openAnalyzer: false,
  },
});
