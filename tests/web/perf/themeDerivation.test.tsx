/**
 * antd's default theme algorithm once per seed token (src/lib/themeDerivation.ts, which the
 * build puts in place of the one antd's default theme runs): nested ConfigProviders that only
 * change component tokens derive the map token once in all, and it is antd's own, so the
 * theme hashes the static stylesheet's cache paths start with do not change.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import siteDerivation, { memoizeDerivation } from '@/lib/themeDerivation';
import { palette, siteTheme } from '@/lib/theme';

/** antd's algorithm, counting its runs. */
function counted() {
  const runs = { count: 0 };
  // A chained run (with the map token so far) counts too; antd's algorithm takes the seed only.
  const derive = (seed: SeedToken, _map?: MapToken) => {
    runs.count += 1;
    return defaultAlgorithm(seed);
  };
  return { runs, derive };
}

/** The hash class and primary colour each of the site layout's nested providers gives its components. */
function Probe({ name, seen }: { name: string; seen: Map<string, string> }) {
  const { token, hashId } = theme.useToken();
  seen.set(name, `${hashId} ${token.colorPrimary} ${token.colorPrimaryBg}`);
  return null;
}

/** The site's nesting: its theme at the root, then providers that change component tokens only (header, menu, drawer). */
function SiteNesting({ algorithm, seen }: { algorithm?: (seed: SeedToken, map?: MapToken) => MapToken; seen: Map<string, string> }) {
  const nested = (components: object, children: ReactNode) => <ConfigProvider theme={{ components }}>{children}</ConfigProvider>;
  return (
    <ConfigProvider theme={algorithm ? { ...siteTheme, algorithm } : siteTheme}>
      <Probe name="root" seen={seen} />
      {nested(
        { Layout: { headerBg: palette.navy800 } },
        <>
          <Probe name="header" seen={seen} />
          {nested({ Menu: { itemBg: palette.navy900, itemColor: '#c9cdf0' } }, <Probe name="menu" seen={seen} />)}
          {nested({ Drawer: { colorBgElevated: palette.navy950 } }, <Probe name="drawer" seen={seen} />)}
        </>,
      )}
    </ConfigProvider>
  );
}

describe('theme derivation once per seed', () => {
  it("derives the site's nested themes once, where antd derived once per provider", () => {
    const plain = counted();
    render(<SiteNesting algorithm={plain.derive} seen={new Map()} />);
    expect(plain.runs.count).toBeGreaterThanOrEqual(4);

    const once = counted();
    render(<SiteNesting algorithm={memoizeDerivation(once.derive)} seen={new Map()} />);
    expect(once.runs.count).toBe(1);
  });

  it("gives every provider antd's own hash and token", () => {
    const withAntd = new Map<string, string>();
    const withOnce = new Map<string, string>();
    render(<SiteNesting seen={withAntd} />);
    render(<SiteNesting algorithm={memoizeDerivation(defaultAlgorithm)} seen={withOnce} />);
    expect([...withOnce]).toEqual([...withAntd]);
    // Four different themes: the component changes still count.
    expect(new Set(withAntd.values()).size).toBe(4);
  });

  it('derives again for another seed, hands out copies, and passes a chained derivation through', () => {
    const { runs, derive } = counted();
    const once = memoizeDerivation(derive);
    const seed = { ...theme.defaultSeed, ...siteTheme.token } as SeedToken;
    const first = once(seed);
    const again = once({ ...seed });
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(runs.count).toBe(1);

    const other = once({ ...seed, colorPrimary: '#1677ff' });
    expect(other.colorPrimary).toBe('#1677ff');
    expect(runs.count).toBe(2);

    once(seed, first);
    once(seed, first);
    expect(runs.count).toBe(4);
  });

  it("is antd's default algorithm, key for key", () => {
    const seed = { ...theme.defaultSeed, ...siteTheme.token } as SeedToken;
    expect(JSON.stringify(siteDerivation(seed))).toBe(JSON.stringify(defaultAlgorithm(seed)));
  });
});
