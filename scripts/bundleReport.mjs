/**
 * Reads webpack-bundle-analyzer's JSON report of a build (`ANALYZE=1 npx max build` writes
 * tmp/bundle-report.json beside dist/; .umirc.ts `analyze`) for `npm run perf:bundles`:
 * an array of output files `{ label, parsedSize, gzipSize, groups }`, whose `groups` are
 * folders and modules `{ label, path, parsedSize, gzipSize, groups? }` (a concatenated
 * module holds its parts as `groups`). The modules of each file, with the package each
 * belongs to (the last node_modules segment of its path) and its install folder.
 */
import fs from 'node:fs';

/** Scripts of the build that webpack does not write (so the report cannot have them). */
const OUTSIDE_WEBPACK = [/^preload_helper\.[0-9a-f]+\.js$/];
export const isOutsideWebpack = (file) => OUTSIDE_WEBPACK.some((re) => re.test(file));

/** The package of a module path: `{ name, dir }` (dir: its install folder, for node_modules). */
export function packageOf(modulePath) {
  // A part of a concatenated module: "<root module> + N modules (concatenated)/<its own path>".
  const own = modulePath.replace(/^.*\(concatenated\)\//, '').replace(/^\.\//, '');
  const at = own.lastIndexOf('node_modules/');
  if (at >= 0) {
    const rest = own.slice(at + 'node_modules/'.length).split('/');
    const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return { name, dir: own.slice(0, at + 'node_modules/'.length + name.length) };
  }
  const umi = /^src\/\.umi[^/]*/.exec(own);
  if (umi) return { name: `${umi[0]}/ (umi's generated code)` };
  const top = own.split('/')[0];
  return { name: ['src', 'config', 'locales'].includes(top) ? `${top}/ (ours)` : top };
}

/**
 * Each output file's modules as `{ name, dir, path, gzip }`: the analyzer's gzip estimate of each
 * module (gzipped one by one; the parts of a concatenated module get a share of it by
 * source size), plus "(webpack runtime and wrappers)" for the file's bytes outside modules.
 */
function modulesOf(chunk) {
  const modules = [];
  let parsed = 0;
  const walk = (node) => {
    if (node.groups?.length) return node.groups.forEach(walk);
    parsed += node.parsedSize ?? 0;
    const own = (node.path ?? node.label).replace(/^.*\(concatenated\)\//, '').replace(/^\.\//, '');
    modules.push({ ...packageOf(own), path: own, gzip: node.gzipSize ?? 0 });
  };
  chunk.groups.forEach(walk);
  const outside = (chunk.parsedSize ?? 0) - parsed;
  if (outside > 0 && chunk.parsedSize) modules.push({ name: '(webpack runtime and wrappers)', gzip: (outside / chunk.parsedSize) * (chunk.gzipSize ?? 0) });
  return modules;
}

const list = (xs) => `${xs.slice(0, 4).join(', ')}${xs.length > 4 ? `, ... (${xs.length})` : ''}`;

/**
 * The report at `file` checked against the build in `staticDir`: `{ files: Map(file name ->
 * modules) }`, or `{ problem }` when it is missing or was not made from that build (a file of
 * the report is not in the build, or a script index.html loads is not in the report). Files
 * of an earlier build left in the folder do not count; `unreported()` checks the scripts a
 * page actually loaded.
 */
export function readBundleReport(file, staticDir) {
  if (!fs.existsSync(file)) return { problem: `${file} is missing` };
  const chunks = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(chunks) || !chunks.every((c) => typeof c.label === 'string' && Array.isArray(c.groups))) {
    return { problem: `${file} is not webpack-bundle-analyzer's JSON report (an array of files with groups)` };
  }
  const labels = new Set(chunks.map((c) => c.label));
  const notBuilt = [...labels].filter((f) => !fs.existsSync(`${staticDir}/${f}`));
  const html = fs.readFileSync(`${staticDir}/index.html`, 'utf8');
  const entries = [...new Set([...html.matchAll(/([\w.-]+\.js)\b/g)].map((m) => m[1]))];
  const notReported = entries.filter((f) => fs.existsSync(`${staticDir}/${f}`) && !labels.has(f) && !isOutsideWebpack(f));
  if (notBuilt.length || notReported.length) {
    return {
      problem:
        `${file} was not made from the build in ${staticDir}` +
        (notBuilt.length ? `; files of the report not in the build: ${list(notBuilt)}` : '') +
        (notReported.length ? `; scripts of index.html not in the report: ${list(notReported)}` : ''),
    };
  }
  return { files: new Map(chunks.map((c) => [c.label, modulesOf(c)])) };
}

/** The problem with loaded script files (names) the report does not have, or undefined. */
export function unreported(names, files, file) {
  const missing = [...new Set(names)].filter((n) => !files.has(n) && !isOutsideWebpack(n));
  return missing.length ? `${file} does not have the scripts the pages loaded: ${list(missing)}` : undefined;
}
