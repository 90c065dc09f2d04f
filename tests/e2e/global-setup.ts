/**
 * Starts the real site for the end-to-end tests: `npm start` (scripts/start.mjs)
 * on a fresh SQLite database seeded with the demo world, on its own port.
 * Tests read `inject('baseURL')` and `inject('dbPath')` (see harness.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startBuiltSite } from '../../scripts/builtSite.mjs';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 8100);

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dbPath: string;
    altchaHmacKey: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/index.html is missing: run `npm run build` (npm test does) before the e2e tests');
  }
  const altchaHmacKey = 'e2e-altcha-key';
  const site = await startBuiltSite({
    port: PORT,
    staticDir: path.resolve('dist'),
    name: 'e2e',
    env: {
      ALTCHA_HMAC_KEY: altchaHmacKey,
      // A light proof of work keeps the tests quick; the widget still solves it for real.
      ALTCHA_MAX_NUMBER: '5000',
      // Many logins and registrations come from one address in a test run;
      // the limits themselves are covered by the server tests.
      RATE_LIMIT: 'false',
      // Run the background jobs (ranking snapshot, queued credits) as in production;
      // they are off by default under Vitest, whose environment the child inherits.
      WEB_JOBS: 'on',
    },
  });
  const { baseURL, dbPath } = site;
  project.provide('baseURL', baseURL);
  project.provide('dbPath', dbPath);
  project.provide('altchaHmacKey', altchaHmacKey);

  return () => site.stop();
}
