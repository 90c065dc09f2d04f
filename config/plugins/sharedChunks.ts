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
 *
 * It also gives the frames' shared modules chunks of their own: webpack cannot know that
 * every player page has the site layout, so a module both the layout and a page (or a part
 * a page loads later) use was copied into each of them whenever that set of modules was
 * under webpack's 20 KB minimum; the home page loaded antd's Avatar and Popover twice.
 *  - `frame-shared`: modules both the site layout and the account screens' layout have
 *    (the header, the footer, the status panel); every page but the console's loads it.
 *  - `layout-shared`: the site layout's other modules shared with player pages; the
 *    account screens never load it. A module an account screen uses too (but not their
 *    layout) goes there from the site layout and the player pages, and the account screen
 *    keeps its own copy.
 * Whatever lands in one of them the frame itself needs, so a player page never loads more
 * than before (the operator console, outside the page-weight budget, loads them when it
 * shares a module with them).
 *
 * And one initial chunk: `app-start`, the nearly empty module src/lib/appStart.ts, which
 * the app shell's loader runs after umi.js so that the app starts in a task of its own.
 */
import type { IApi } from '@umijs/max';

type Chunk = { name?: string | null };
type ChunkGraph = { getModuleChunks(module: unknown): Chunk[] };
type SharedGroup = { name?: unknown };

/** The two frames' route chunks (umi names a route chunk after its component's path). */
export const SITE_LAYOUT_CHUNK = 'components__SiteLayout__index';
export const ACCOUNT_LAYOUT_CHUNK = 'components__AccountLayout__index';
/** The entry's chunk that runs the app, in a task after umi.js's (src/lib/appStart.ts). */
export const APP_START_CHUNK = 'app-start';
/**
 * Chunks of the account screens' frame (no site layout): their layout, their route chunks
 * and the parts they load later, named `auth__<part>` (the register form's terms reader).
 */
const ACCOUNT_FRAME = /^(components__AccountLayout__|p__auth__|auth__)/;
/** The account screens' own chunks (their layout's is ACCOUNT_LAYOUT_CHUNK). */
const ACCOUNT_PAGE = /^(p__auth__|auth__)/;
const isAccountPage = (chunk: Chunk) => ACCOUNT_PAGE.test(chunk.name ?? '');

/**
 * The frame chunk a module goes to, given the chunks that contain it: `frame-shared` when
 * both layouts have it, `layout-shared` when the site layout shares it with other chunks
 * but the account screens', none otherwise.
 */
export function frameChunkOf(chunks: Chunk[]): 'frame-shared' | 'layout-shared' | null {
  const names = chunks.map((chunk) => chunk.name ?? '');
  if (chunks.length < 2 || !names.includes(SITE_LAYOUT_CHUNK)) return null;
  if (names.includes(ACCOUNT_LAYOUT_CHUNK)) return 'frame-shared';
  return names.some((name) => ACCOUNT_FRAME.test(name)) ? null : 'layout-shared';
}

/**
 * Whether a module goes to `layout-shared` from the site layout and the player pages only,
 * the account screens that also use it keeping their own copy: the site layout shares it
 * with player pages and with an account screen, but not with the account screens' layout
 * (antd's Skeleton: the home page and the register form). Without this it stayed copied
 * into the layout and every page using it.
 */
export function layoutSharedBesideAccountPages(chunks: Chunk[]): boolean {
  return frameChunkOf(chunks) === null && frameChunkOf(chunks.filter((chunk) => !isAccountPage(chunk))) === 'layout-shared';
}

export default (api: IApi) => {
  api.describe({ key: 'sharedChunks' });
  api.modifyWebpackConfig((config) => {
    if (api.env !== 'production') return config;
    const splitChunks = config.optimization?.splitChunks;
    const groups = splitChunks ? splitChunks.cacheGroups : undefined;
    const shared = groups?.shared as SharedGroup | false | undefined;
    if (!groups || !shared) throw new Error('config/plugins/sharedChunks.ts: umi no longer sets the `shared` chunk group of granularChunks; review this plugin');
    shared.name = false;
    groups.frames = {
      name: (module: unknown, chunks: Chunk[]) => frameChunkOf(chunks),
      chunks: 'async',
      // Above umi's `shared` (10), below its framework (40) and large-library (30) groups.
      priority: 20,
      enforce: true,
      reuseExistingChunk: true,
      test: (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraph }) => frameChunkOf(chunkGraph.getModuleChunks(module)) !== null,
    };
    groups.layoutBesideAccountPages = {
      name: 'layout-shared',
      // Taken out of the site layout and the player pages, not out of the account screens.
      chunks: (chunk: Chunk & { canBeInitial(): boolean }) => !chunk.canBeInitial() && !isAccountPage(chunk),
      priority: 19,
      enforce: true,
      reuseExistingChunk: true,
      test: (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraph }) => layoutSharedBesideAccountPages(chunkGraph.getModuleChunks(module)),
    };
    // The entry's last chunk, nearly empty (src/lib/appStart.ts): the app starts in its task.
    groups.appStart = {
      name: APP_START_CHUNK,
      chunks: 'initial',
      priority: 50,
      enforce: true,
      test: (module: { resource?: string }) => /[\\/]src[\\/]lib[\\/]appStart\.ts$/.test(module.resource ?? ''),
    };
    return config;
  });
};
