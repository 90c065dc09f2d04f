/**
 * Storybook 9 (React + Vite). There is no umi framework here: '@umijs/max'
 * is aliased to a small stand-in module and '@' to src. Built by `npm run build-storybook`
 * into dist/storybook, which the server serves at /storybook/.
 */
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      // Served under /storybook/ by the API server.
      base: './',
      resolve: {
        alias: [
          { find: /^@umijs\/max$/, replacement: path.join(root, 'tests/support/umi-max.tsx') },
          { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
        ],
      },
      define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    });
  },
};

export default config;
