/// <reference types="vite/client" />
/**
 * Renders every story of src/**\/*.stories.tsx through composeStories with the real
 * Storybook preview (decorators, globals), so a broken story fails CI.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../.storybook/preview';
// Stories of forms with a date field load antd's date picker on demand; loaded here first, a
// picker fetched by the last story cannot arrive after the test environment is torn down.
import 'antd/es/date-picker';

setProjectAnnotations(preview);

const modules = import.meta.glob('../../src/**/*.stories.tsx', { eager: true }) as Record<string, Record<string, unknown>>;

describe('stories', () => {
  it('there are stories for header, footer, status panel, language picker and not-found', () => {
    const files = Object.keys(modules).join('\n');
    for (const name of ['SiteLayout', 'SiteFooter', 'StatusPanel', 'LanguagePicker', 'NotFound']) {
      expect(files).toContain(`${name}.stories.tsx`);
    }
  });

  for (const [file, mod] of Object.entries(modules)) {
    // Story exports only: CSF objects or functions (not sample data such as arrays).
    const excluded = ((mod.default as { excludeStories?: unknown })?.excludeStories ?? []) as string[];
    const storyModule = Object.fromEntries(
      Object.entries(mod).filter(
        ([key, value]) =>
          key === 'default' ||
          (!excluded.includes(key) && (typeof value === 'function' || (typeof value === 'object' && value !== null && !Array.isArray(value)))),
      ),
    );
    const stories = composeStories(storyModule as never) as Record<string, { (): JSX.Element; storyName?: string }>;
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file.replace('../../src/', '')} :: ${name} renders`, async () => {
        const { container, unmount } = render(<Story />);
        expect(container.childElementCount).toBeGreaterThan(0);
        unmount();
      });
    }
  }
});
