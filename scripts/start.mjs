#!/usr/bin/env node
/**
 * `npm start`: builds the web app and Storybook with `npm run build` when dist/index.html is
 * missing (SKIP_WEB_BUILD=1 to skip), then runs the API server through tsx, which
 * migrates the database, seeds the demo world when it is empty (SQLite by default;
 * MySQL/MariaDB only with SEED_DEMO=true; the log says which) and listens on PORT
 * (8000), serving the API and the built site on one port. The server's exit status is
 * this command's (1 when the start failed, with the reason in one line).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.resolve(root, process.env.STATIC_DIR || 'dist');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!fs.existsSync(path.join(staticDir, 'index.html')) && process.env.SKIP_WEB_BUILD !== '1') {
  console.log(`[start] ${path.relative(root, staticDir) || staticDir}/index.html missing: building the web app and Storybook (npm run build)...`);
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) {
    console.error('[start] web build failed; starting the API anyway (the site pages will be missing)');
  }
}

const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const child = spawn(process.execPath, [tsxCli, path.join(root, 'server', 'index.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
