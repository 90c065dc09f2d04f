/**
 * Starts the real site for the end-to-end tests: `npm start` (scripts/start.mjs)
 * on a fresh SQLite database seeded with the demo world, on its own port.
 * Tests read `inject('baseURL')` and `inject('dbPath')` (see harness.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 8100);

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dbPath: string;
    altchaHmacKey: string;
  }
}

async function waitForHealth(url: string, child: ChildProcess, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`site exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`site did not answer ${url} within ${ms} ms`);
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/index.html is missing: run `npm run build` (npm test does) before the e2e tests');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  const dbPath = path.join(dataDir, 'site.db');
  const altchaHmacKey = 'e2e-altcha-key';
  const output: string[] = [];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${dbPath}`,
      ALTCHA_HMAC_KEY: altchaHmacKey,
      // A light proof of work keeps the tests quick; the widget still solves it for real.
      ALTCHA_MAX_NUMBER: '5000',
      // Many logins and registrations come from one address in a test run;
      // the limits themselves are covered by the server tests.
      RATE_LIMIT: 'false',
      SMTP_HOST: '',
      GAME_HOST: '127.0.0.1',
      GAME_PORT: '1',
      // Run the background jobs (ranking snapshot, queued credits) as in production;
      // they are off by default under Vitest, whose environment the child inherits.
      WEB_JOBS: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const baseURL = `http://127.0.0.1:${PORT}`;
  try {
    await waitForHealth(`${baseURL}/api/health`, child, 240_000);
  } catch (err) {
    child.kill('SIGKILL');
    console.error(output.join('').slice(-4000));
    throw err;
  }
  project.provide('baseURL', baseURL);
  project.provide('dbPath', dbPath);
  project.provide('altchaHmacKey', altchaHmacKey);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
