/**
 * The measuring machine's floor for `npm run perf`: an empty page (a heading and a
 * paragraph of Traditional Chinese text, no script, no stylesheet, no image) served by a
 * bare Node.js HTTP server, measured by Lighthouse with the same settings and runs as the
 * site's pages.
 *
 * Lighthouse's mobile run multiplies the main-thread time it observes by four, and a
 * browser spends some of that time on any page: starting the renderer, parsing, the first
 * layout with its fonts. On a fast machine that is a few milliseconds, and an empty page
 * scores 100 with no blocking time. On a slow or busy one, the empty page itself
 * shows Total Blocking Time. No page can do better than that, so the
 * report shows the floor beside the site's figures, measured before and after them.
 */
import http from 'node:http';

/** The empty page: one line of heading and one of text, in the language the pages are measured in. */
export const FLOOR_HTML = `<!doctype html>
<html lang="zh-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>楓之谷</title>
</head>
<body>
<h1>楓之谷 MapleStory</h1>
<p>這是一個空白頁面，只有一段文字，用來量測這台機器的基準。</p>
</body>
</html>
`;

/** Serves FLOOR_HTML on a free port of 127.0.0.1; its address and a stop function. */
export async function startFloorPage() {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(FLOOR_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { baseURL: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
