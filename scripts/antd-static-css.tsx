/**
 * The component tree whose antd CSS goes into the static stylesheet (dist/antd.<hash>.css),
 * rendered in Node by scripts/extract-antd-css.mjs (docs/performance.md).
 *
 * It renders, with react-dom/server, what the busiest first screens show: the site layout
 * (src/components/SiteLayout, the real component, at desktop and phone width) around the
 * home and notice pages, plus the components those pages show once their data
 * has arrived (rendering on the server stops at the loading state); then, into a file of
 * their own linked on their route only (ROUTE_SHEETS): the ranking (its tables), the login, register and
 * password-reset pages in their own layout (src/components/AccountLayout; what they add:
 * form, grid, input, checkbox, alert, steps, and the header's language menu outside
 * ProLayout's header theme) and the download page (steps, the FAQ's collapse). (The vote
 * page and the library add nothing: their fields are the site's TextInput.) Everything renders
 * under the same antd configuration as the app (.umirc.ts: the theme of src/lib/theme.ts,
 * no forced space in buttons) and cssinjs' default StyleProvider settings, as the app has
 * (it adds no StyleProvider: a cache path also depends on hashPriority, layer and
 * transformers, so a setting given to the app must be given here too, or the browser
 * writes every style again), so the cache paths recorded here are the ones the browser
 * computes: each path starts
 * with the hash of the theme token in effect, and the site's ProLayout nests its own
 * themes (header, menu, phone drawer) the way it does in the browser.
 *
 * Loaded through Vite's SSR module loader with the aliases Storybook uses ('@umijs/max'
 * is the stand-in module of tests/support/umi-max.tsx, '@' is src). The stand-in's
 * UmiStubProvider applies the antd configuration of .umirc.ts (theme, button settings):
 * a change to `antd` there that touches the theme (cssVar, hashed, algorithm...) must be
 * made in the stand-in too, or the e2e start-up test sees every style written at runtime.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ProLayout } from '@ant-design/pro-components';
import { Alert, Avatar, Badge, Button, Empty, Skeleton, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { setModels, setStubLocale, UmiStubProvider } from '../tests/support/umi-max';
import { defaultModels } from '../.storybook/models';
import SiteLayout from '@/components/SiteLayout';
import AccountLayout from '@/components/AccountLayout';
import HomePage from '@/pages/home';
import RankingPage from '@/pages/ranking';
import NoticeListPage from '@/pages/notice';
import NoticeDetailPage from '@/pages/notice/detail';
import { CharacterRankTable, GuildRankTable } from '@/pages/ranking/components/RankTable';
import LoginPage from '@/pages/auth/login';
import RegisterPage from '@/pages/auth/register';
import ForgotPasswordPage, { ForgotPasswordForm } from '@/pages/auth/forgot-password';
import DownloadPage from '@/pages/download';
import ClientFaq from '@/pages/download/components/ClientFaq';
import { sampleCharacters, sampleGuilds } from '@/pages/ranking/components/fixtures';
import { registerCatalog } from '@/lib/catalog';
import { layoutToken } from '@/lib/theme';
import { catalogs, LANGS } from '../locales';

for (const lang of LANGS) registerCatalog(lang, catalogs[lang]);

const noop = () => undefined;
const paging = { page: 1, size: 10, total: 120, loading: false, onPageChange: noop };

/** What the pages show once their data is there (buttons, tags, badges, empty states). */
function LoadedContent() {
  return (
    <>
      <Space>
        <Button type="primary">a</Button>
        <Button type="link">b</Button>
        <Badge status="success" text="c" />
        <Badge count={3} />
        <Tag color="gold">d</Tag>
        <Tag>e</Tag>
        <Avatar>f</Avatar>
        <Typography.Text>g</Typography.Text>
        {/* The login form's hints, the characters' item slots, the server status: the popup's style. */}
        <Tooltip title="h">
          <span>h</span>
        </Tooltip>
        <Spin />
      </Space>
      <Skeleton active />
      <Empty />
      {/* Messages on many pages (the profile's cards, the shop's dialogs, the account screens). */}
      <Alert type="success" showIcon message="a" />
      <Alert type="error" showIcon message="b" />
      <Alert type="warning" showIcon message="c" action={<Button size="small">d</Button>} />
    </>
  );
}

/**
 * In the browser ProLayout shows a one-line skeleton in the header menu until its menu
 * data has settled (an effect, which never runs on the server): the same layout settings
 * as SiteLayout, with that loading state.
 */
function MenuLoading() {
  return <ProLayout layout="top" fixedHeader contentWidth="Fluid" token={layoutToken} menu={{ locale: false, loading: true }} />;
}

/** The ranking's tables with their rows and pagination (ProTable, Table, Pagination and its size changer). */
function RankingContent() {
  return (
    <>
      <CharacterRankTable {...paging} tab="level" items={sampleCharacters} />
      <CharacterRankTable {...paging} tab="level" items={sampleCharacters} compact />
      <GuildRankTable {...paging} items={sampleGuilds} />
      <LoadedContent />
    </>
  );
}

/**
 * What the account screens show besides their first render: the reset form's second step.
 * (The register form's date picker is left to the runtime: it is loaded only when its field
 * is needed.)
 */
function AuthContent() {
  return <ForgotPasswordForm initialStep={1} initialUsername="e" />;
}

/**
 * The routes with a stylesheet of their own, linked after the first on those routes only
 * (`route`: that address, or every address under it when it ends in `/*`): what their pages
 * add to the first file. `content`: what they show besides their first render.
 */
export const ROUTE_SHEETS = [
  // The tables (ProTable, Table, Pagination, Select: about 100 KB) are drawn on /ranking only.
  { name: 'ranking', route: '/ranking', paths: ['/ranking'], content: <RankingContent /> },
  { name: 'auth', route: '/auth/*', paths: ['/auth/login', '/auth/register', '/auth/forgot-password'], content: <AuthContent /> },
  // The FAQ (Collapse) arrives when the visitor scrolls near it: its style too.
  { name: 'download', route: '/download', paths: ['/download'], content: <ClientFaq /> },
];

const PAGES: Record<string, ReactNode> = {
  '/': <HomePage />,
  '/ranking': <RankingPage />,
  '/notice': <NoticeListPage />,
  '/notice/1': <NoticeDetailPage />,
  '/auth/login': <LoginPage />,
  '/auth/register': <RegisterPage />,
  '/auth/forgot-password': <ForgotPasswordPage />,
  '/download': <DownloadPage />,
};

/** The pages at their first render (loading state) and their loaded content, inside the layout. */
function Site({ path }: { path: string }) {
  const sheet = ROUTE_SHEETS.find((s) => s.paths.includes(path));
  // The account screens render in their own layout (no ProLayout), as in config/routes.ts.
  const Frame = path.startsWith('/auth/') ? AccountLayout : SiteLayout;
  return (
    <UmiStubProvider initialPath={path} models={defaultModels()}>
      <Frame>
        {PAGES[path]}
        {sheet ? sheet.content : <LoadedContent />}
      </Frame>
      <MenuLoading />
    </UmiStubProvider>
  );
}

type MatchMedia = (query: string) => { matches: boolean; media: string; addListener: () => void; removeListener: () => void; addEventListener: () => void; removeEventListener: () => void };

/**
 * Phone width: the layout's breakpoint hooks ask window.matchMedia. A window without a
 * document keeps every library in server mode (no DOM), and answers the media queries
 * as a 390 px wide screen would.
 */
function withPhoneWidth<T>(fn: () => T): T {
  const g = globalThis as unknown as { window?: { matchMedia: MatchMedia } };
  const before = g.window;
  const maxWidth = (q: string) => Number(/max-width:\s*(\d+)/.exec(q)?.[1] ?? Infinity);
  const minWidth = (q: string) => Number(/min-width:\s*(\d+)/.exec(q)?.[1] ?? 0);
  const matchMedia: MatchMedia = (media) => ({
    media,
    matches: minWidth(media) <= 390 && 390 <= maxWidth(media),
    addListener: noop,
    removeListener: noop,
    addEventListener: noop,
    removeEventListener: noop,
  });
  g.window = { matchMedia };
  try {
    return fn();
  } finally {
    g.window = before;
  }
}

export interface RouteSheet {
  name: string;
  route: string;
  /** The styles the first file lacks, with the map of both files (it is linked after the first, so its map is the one cssinjs reads). */
  css: string;
  count: number;
}

export interface Extracted {
  /** The layout's and the busiest pages' styles, with the cache-path map. */
  css: string;
  count: number;
  paths: string[];
  /** One per ROUTE_SHEETS entry that adds a style. */
  sheets: RouteSheet[];
}

const MAP_RULE = '.data-ant-cssinjs-cache-path{';

/** Renders every page at both widths in both languages; returns the CSS with the cache-path map. */
export function extract(paths = ['/', '/notice', '/notice/1'], sheets = ROUTE_SHEETS): Extracted {
  const styleKeys = (cache: ReturnType<typeof createCache>) => [...cache.cache.keys()].filter((k) => k.startsWith('style%'));
  const renderAll = (cache: ReturnType<typeof createCache>, list: string[]) => {
    for (const lang of LANGS) {
      setStubLocale(lang);
      setModels(defaultModels());
      for (const path of list) {
        const render = () =>
          renderToString(
            <StyleProvider cache={cache}>
              <Site path={path} />
            </StyleProvider>,
          );
        render();
        withPhoneWidth(render);
      }
    }
  };
  /** The first file's styles in a new cache, marked as written (`once`), so what follows holds only the rest. */
  const first = () => {
    const cache = createCache();
    renderAll(cache, paths);
    return { cache, keys: styleKeys(cache), css: extractStyle(cache, { plain: true, types: ['style'], once: true }) };
  };
  const main = first();
  const routeSheets: RouteSheet[] = [];
  for (const sheet of sheets) {
    const { cache, keys } = first();
    renderAll(cache, sheet.paths);
    const count = styleKeys(cache).filter((k) => !keys.includes(k)).length;
    if (count === 0) continue;
    const own = extractStyle(cache, { plain: true, types: ['style'], once: true });
    const all = extractStyle(cache, { plain: true, types: ['style'] });
    const css = own.slice(0, own.lastIndexOf(MAP_RULE)) + all.slice(all.lastIndexOf(MAP_RULE));
    routeSheets.push({ name: sheet.name, route: sheet.route, css, count });
  }
  return { css: main.css, count: main.keys.length, paths: main.keys.map((k) => k.slice('style%'.length)), sheets: routeSheets };
}
