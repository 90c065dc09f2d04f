/**
 * Starts the built site (scripts/start.mjs, no build) on its own port with a fresh,
 * seeded SQLite database in a temporary folder, for the scripts that measure or read
 * the built pages (scripts/perf.mjs, scripts/extract-antd-css.mjs) and for the
 * end-to-end tests (tests/e2e/global-setup.ts).
 * Resolves once /api/health answers, with the address and the database file;
 * `stop()` ends it and removes the database.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(url, child, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`site exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 400));
  }
  throw new Error(`site did not answer ${url} within ${ms} ms`);
}

/**
 * @param {{ port: number, staticDir: string, name: string, env?: Record<string, string> }} options
 *   name: a word for the temporary folder; env: more environment for the server.
 */
export async function startBuiltSite({ port, staticDir, name, env = {} }) {
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir}/index.html is missing: build the site first (npx max build)`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${name}-`));
  const dbPath = path.join(dataDir, 'site.db');
  const output = [];
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${dbPath}`,
      SKIP_WEB_BUILD: '1',
      STATIC_DIR: staticDir,
      SMTP_HOST: '',
      GAME_HOST: '127.0.0.1',
      GAME_PORT: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  // A server that ends before stop() makes every later request fail: say why, once.
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${name}] the site's server ended (code ${code}, signal ${signal}); its last output:\n${output.join('').slice(-2000)}`);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/api/health`, child, 240_000);
  } catch (err) {
    stopping = true;
    child.kill('SIGKILL');
    console.error(output.join('').slice(-4000));
    throw err;
  }
  return {
    baseURL,
    dbPath,
    /** Resolves once the server's log has a line matching `pattern` (false after `timeoutMs`). */
    async waitForLog(pattern, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (pattern.test(output.join(''))) return true;
        await new Promise((r) => setTimeout(r, 200));
      }
      return false;
    },
    async stop() {
      stopping = true;
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 800));
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
