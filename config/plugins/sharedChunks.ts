/**
 * No module twice on a page (docs/performance.md, "Code splitting").
 *
 * umi's `granularChunks` code splitting puts a module that several lazy chunks use into
 * a shared chunk only when that shared chunk would reach webpack's default minimum size
 * (20 KB before compression); below it, every chunk keeps its own copy. A page then
 * loaded antd's skeleton, avatar, popover, space... twice: 16 KB gzip of second copies
 * on the home page, 38 KB on the ranking. This plugin edits the final webpack
 * configuration (after umi's own settings) and lets shared chunks be of any size, one
 * per set of chunks that uses them: a few more, smaller requests, no second copy, and no
 * module a page does not use.
 */
import type { IApi } from '@umijs/max';

/** The smallest shared chunk, in bytes before compression. */
export const SHARED_CHUNK_MIN_BYTES = 0;

type SharedGroup = { minSize?: number; name?: unknown };

export default (api: IApi) => {
  api.describe({ key: 'sharedChunks' });
  api.modifyWebpackConfig((config) => {
    if (api.env !== 'production') return config;
    const splitChunks = config.optimization?.splitChunks;
    const shared = (splitChunks ? splitChunks.cacheGroups?.shared : undefined) as SharedGroup | false | undefined;
    if (!shared) throw new Error('config/plugins/sharedChunks.ts: umi no longer sets the `shared` chunk group of granularChunks; review this plugin');
    shared.minSize = SHARED_CHUNK_MIN_BYTES;
    // umi names a shared chunk by the names of the chunks that use it; lazy chunks without
    // a name all count as "undefined", so different sets of pages got one name and one
    // chunk (webpack refuses that once small chunks are allowed). Unnamed, each set of
    // chunks gets its own shared chunk with a deterministic numeric id.
    shared.name = false;
    return config;
  });
};
