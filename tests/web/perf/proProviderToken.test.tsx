/**
 * src/lib/proProviderToken.ts stands in for pro-provider's copy of antd's default theme.
 * pro-provider merges that default token under the antd token in effect and hashes the
 * result (the hash starts the cache paths of the pro styles in the static stylesheet, which
 * is rendered with the original module): with the stand-in the merged token must be the
 * same, key for key and in the same order.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import { defaultToken as originalDefaultToken } from '@ant-design/pro-provider/es/useStyle/token';
import { merge } from '@ant-design/pro-provider/es/utils/merge';
import { defaultToken } from '@/lib/proProviderToken';
import { layoutToken, siteTheme } from '@/lib/theme';

/** The antd token in effect under a theme, as pro-provider reads it (`theme.useToken()`). */
function antdTokenUnder(config: object): Record<string, unknown> {
  const wrapper = ({ children }: { children: ReactNode }) => <ConfigProvider theme={config}>{children}</ConfigProvider>;
  return renderHook(() => theme.useToken().token, { wrapper }).result.current as unknown as Record<string, unknown>;
}

/** What pro-provider hashes: the antd token, then its merge of the default token under it with its own keys. */
function hashedToken(base: object, antdToken: Record<string, unknown>): string {
  const finalToken = merge(base, antdToken, { proComponentsCls: '.ant-pro', antCls: '.ant', layout: layoutToken });
  return JSON.stringify(Object.assign({}, antdToken, finalToken));
}

describe("pro-provider's default token", () => {
  it.each([
    ['the site theme', siteTheme],
    ['the default theme', {}],
  ])('merges into the same token as the original under %s', (_name, config) => {
    const antdToken = antdTokenUnder(config);
    expect(hashedToken(defaultToken, antdToken)).toBe(hashedToken(originalDefaultToken, antdToken));
  });

  it('keeps exactly the keys the antd token lacks, with their values', () => {
    const antdToken = antdTokenUnder(siteTheme);
    const lacking = Object.fromEntries(Object.entries(originalDefaultToken).filter(([key]) => !(key in antdToken) || key === '_tokenKey'));
    expect(defaultToken).toEqual(lacking);
  });
});
