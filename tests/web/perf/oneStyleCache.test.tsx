/**
 * antd computes a theme's token once per style cache: the site's whole tree shares antd's one
 * cache, so the site theme's token is computed once on start, not again under a second cache.
 *
 * umi nests the app like this: the antd plugin's ConfigProvider (the site theme) outermost,
 * then the app's runtime `rootContainer`, if src/app.tsx exports one, then the locale plugin's
 * ConfigProvider and the page. Each ConfigProvider asks for its parent's token; with a style
 * cache of the app's own inside the first one, the site token was computed in antd's default
 * cache and again in the app's (about a sixth of the theme work of a first visit).
 */
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import Button from 'antd/es/button';
import { theme } from 'antd';
import zhTW from 'antd/es/locale/zh_TW';
import { siteTheme } from '@/lib/theme';
import * as app from '@/app';

describe('the style cache of the app', () => {
  it("computes the site theme's token once under the app's root providers", () => {
    // A theme of its own (a colour no other test uses), so antd's module-wide cache holds none of it yet.
    const seed = { ...siteTheme, token: { ...siteTheme.token, colorPrimary: '#8a3d0f' } };
    const algorithm = vi.fn(theme.defaultAlgorithm);
    const appRoot = (app as { rootContainer?: (container: ReactNode) => ReactNode }).rootContainer ?? ((container: ReactNode) => container);
    const { getByRole } = render(
      <ConfigProvider theme={{ ...seed, algorithm }}>
        {appRoot(
          <ConfigProvider locale={zhTW}>
            <Button type="primary">OK</Button>
          </ConfigProvider>,
        )}
      </ConfigProvider>,
    );
    expect(getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(algorithm).toHaveBeenCalledTimes(1);
  });
});
