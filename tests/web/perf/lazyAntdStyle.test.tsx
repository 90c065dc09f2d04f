/**
 * The stand-in style hooks of src/lib/lazyAntdStyle.tsx: a component whose style the static
 * stylesheet holds is drawn at once without loading its style code; one whose style it
 * lacks (another theme, no stylesheet) is drawn only once the real style hook has loaded,
 * and is then styled by it; but what a Tooltip or Dropdown wraps is drawn at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
// antd's ES build, as the site's bundle uses (the stand-in reads its theme context).
import ConfigProvider from 'antd/es/config-provider';
import useToken from 'antd/es/theme/useToken';
import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';
import { lazyStyleHook, type StyleHook } from '@/lib/lazyAntdStyle';
import { LAZY_ANTD_STYLES, type LazyAntdStyle } from '@/lib/lazyAntdStyleList';

/** The key of the theme token in effect (the first part of a style's cache path). */
function tokenKeyOf(theme?: object): string {
  let key = '';
  function Read() {
    key = (useToken()[3] as unknown as { _tokenKey: string })._tokenKey;
    return null;
  }
  render(theme ? <ConfigProvider theme={theme}><Read /></ConfigProvider> : <Read />).unmount();
  return key;
}

/** A real style hook stand-in that records its calls and marks what it wraps. */
function fakeRealStyle() {
  const calls: unknown[][] = [];
  const hook: StyleHook = (...args) => {
    calls.push(args);
    return [(node) => <div data-testid="styled-by-real">{node}</div>, 'css-real', undefined];
  };
  const load = vi.fn(async () => ({ default: hook }));
  return { calls, load };
}

function Probe({ useStyle, args = [] }: { useStyle: StyleHook; args?: unknown[] }) {
  const [wrap, hashId] = useStyle('ant-btn', ...args);
  return wrap(<button className={hashId}>press</button>);
}

afterEach(() => reset(undefined));

describe('antd style code loaded only when the static stylesheet lacks the style', () => {
  it('draws a component the stylesheet holds at once, with antd hash class, and loads nothing', () => {
    reset({ [`${tokenKeyOf()}|Button-Button|ant-btn|anticon`]: 'abc' });
    const { calls, load } = fakeRealStyle();
    render(<Probe useStyle={lazyStyleHook('button', load)} />);
    expect(screen.getByRole('button', { name: 'press' }).className).toMatch(/^css-/);
    expect(screen.queryByTestId('styled-by-real')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('draws a component the stylesheet lacks only once its real style has loaded, then styled by it', async () => {
    reset({});
    const { calls, load } = fakeRealStyle();
    const useStyle = lazyStyleHook('button', load);
    const { unmount } = render(<Probe useStyle={useStyle} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(await screen.findByTestId('styled-by-real')).toContainElement(screen.getByRole('button', { name: 'press' }));
    expect(calls[0]).toEqual(['ant-btn']);
    unmount();
    // Later ones are drawn at once; the code loaded once.
    render(<Probe useStyle={useStyle} />);
    expect(screen.getByRole('button', { name: 'press' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws what a Tooltip wraps at once while its style loads, and keeps the same element once styled', async () => {
    reset({});
    const { calls, load } = fakeRealStyle();
    render(<Probe useStyle={lazyStyleHook('tooltip', load)} args={[true]} />);
    // A dropdown's menu items sit in Tooltips: they are there as soon as the menu opens.
    const item = screen.getByRole('button', { name: 'press' });
    item.focus();
    await vi.waitFor(() => expect(calls).toEqual([['ant-btn', true]]));
    expect(screen.getByRole('button', { name: 'press' })).toBe(item);
    expect(document.activeElement).toBe(item);
  });

  it('loads the style under a theme the stylesheet was not made with', async () => {
    const siteKey = tokenKeyOf();
    reset({ [`${siteKey}|Button-Button|ant-btn|anticon`]: 'abc' });
    const otherTheme = { token: { colorPrimary: '#123456' } };
    expect(tokenKeyOf(otherTheme)).not.toBe(siteKey);
    const { load } = fakeRealStyle();
    render(
      <ConfigProvider theme={otherTheme}>
        <Probe useStyle={lazyStyleHook('button', load)} />
      </ConfigProvider>,
    );
    expect(await screen.findByTestId('styled-by-real')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the component asks for no style (injectStyle false)', () => {
    reset({});
    const { load } = fakeRealStyle();
    render(<Probe useStyle={lazyStyleHook('menu', load)} args={['ant-menu', false]} />);
    expect(screen.getByRole('button', { name: 'press' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("draws the component unstyled when its style code cannot be fetched", async () => {
    reset({});
    const useStyle = lazyStyleHook('button', () => Promise.reject(new Error('offline')));
    render(<Probe useStyle={useStyle} />);
    expect(await screen.findByRole('button', { name: 'press' })).toBeInTheDocument();
  });

  it("names each listed style as antd registers it, and loads antd's real hook for it", async () => {
    for (const [folder, name] of Object.entries(LAZY_ANTD_STYLES)) {
      const source = fs.readFileSync(path.resolve('node_modules/antd/es', folder, 'style/index.js'), 'utf8');
      expect(source, folder).toContain(`genStyleHooks('${name}'`);
    }
    reset({});
    const { unmount } = render(<Probe useStyle={lazyStyleHook('button' as LazyAntdStyle)} />);
    expect(await screen.findByRole('button', { name: 'press' })).toBeInTheDocument();
    // antd's own Button style was written into the page.
    expect([...document.querySelectorAll('style')].some((s) => s.textContent?.includes('.ant-btn'))).toBe(true);
    unmount();
  });
});
