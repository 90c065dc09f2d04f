/**
 * Every story renders inside the stand-in umi providers (intl, router, models, antd theme),
 * with a language switch in the toolbar. Stories set models and the route via parameters:
 *   parameters: { umi: { models: { auth: {...} }, path: '/ranking' } }
 */
import type { Preview, Decorator } from '@storybook/react';
import { prepareStub, UmiStubProvider } from '../tests/support/umi-max';
import { defaultModels } from './models';
import '../src/global.css';
import '../src/skeletonShimmer.css';
import { registerCatalog } from '../src/lib/catalog';
import { catalogs, LANGS } from '../locales';

// The app loads a catalog per language on demand (src/lib/catalog.ts); stories have both.
for (const lang of LANGS) registerCatalog(lang, catalogs[lang]);

const withUmi: Decorator = (Story, context) => {
  const lang = context.globals.locale === 'en-US' ? 'en-US' : 'zh-TW';
  const umi = (context.parameters.umi ?? {}) as { models?: Record<string, unknown>; path?: string };
  const models = { ...defaultModels(), ...(umi.models ?? {}) };
  prepareStub({ lang, models, path: umi.path ?? '/' });
  return (
    <UmiStubProvider key={`${lang}-${context.id}`} models={models}>
      <Story />
    </UmiStubProvider>
  );
};

const preview: Preview = {
  decorators: [withUmi],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-TW', title: '繁體中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-TW' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
