import { defineConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

/**
 * Three projects: web (components, jsdom), server (Fastify inject, node),
 * e2e (real `npm start` + Debian's Chromium through playwright-core).
 * Run one: `npx vitest run --project web`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // Web: '@umijs/max' is a stand-in module (umi's runtime only exists inside umi's build);
        // it re-exports intl, router, useModel stand-ins and umi's request built on axios.
        resolve: {
          alias: [
            { find: /^@umijs\/max$/, replacement: path.join(root, 'tests/support/umi-max.tsx') },
            { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
          ],
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/no-motion.ts', 'tests/web/setup.ts'],
          testTimeout: 20_000,
          // Vitest's default (one worker fewer than the cores) is a single worker on a
          // two-core machine, while the main process mostly waits: with two, the SQLite
          // run of `npm test` (these tests and the server's) took about 10 minutes, not 14
          // (with jsdom 26; since jsdom 29 it takes 5.5-6.5).
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time: each test gets a database of its own (in-memory SQLite, or a
          // MariaDB database with a unique name), so files share no data. On two cores this
          // took the server project from about 4 minutes to about 3 on SQLite, and from 6.5
          // to about 5 on MariaDB (with `isolate: false` below: about 1 and 3).
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
          // The files of a worker share the server's loaded modules instead of loading them
          // again for each file (which took over half of the project's time). No result
          // depends on what another file left in them: each test builds its own app on its
          // own database, caches are kept per database (renderer pictures per renderer
          // address), and the one thing a process does once (the proxy warning) is tested
          // on a fresh copy of the modules. docs/testing.md says how to check any order.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
