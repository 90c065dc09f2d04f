/**
 * Shared chunks per set of pages (docs/performance.md, "Code splitting").
 *
 * umi's `granularChunks` code splitting names a shared chunk after the names of the lazy
 * chunks that use it. Most lazy chunks have no name, and all of those counted as
 * "undefined": modules shared by different sets of chunks got one name, so webpack folded
 * them into one chunk, which then had to be loaded whole by every page needing any of it,
 * and small leftovers were copied into several chunks. This plugin edits the final webpack
 * configuration (after umi's own settings) and leaves shared chunks unnamed: webpack gives
 * each set of chunks its own shared chunk, with a deterministic numeric id. On the home
 * page, modules loaded twice went from about 16 to 8 KB gzip.
 */
import type { IApi } from '@umijs/max';

type SharedGroup = { name?: unknown };

export default (api: IApi) => {
  api.describe({ key: 'sharedChunks' });
  api.modifyWebpackConfig((config) => {
    if (api.env !== 'production') return config;
    const splitChunks = config.optimization?.splitChunks;
    const shared = (splitChunks ? splitChunks.cacheGroups?.shared : undefined) as SharedGroup | false | undefined;
    if (!shared) throw new Error('config/plugins/sharedChunks.ts: umi no longer sets the `shared` chunk group of granularChunks; review this plugin');
    shared.name = false;
    return config;
  });
};
