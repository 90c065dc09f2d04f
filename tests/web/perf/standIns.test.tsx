/**
 * The small stand-ins the build swaps in for libraries pro-components bring
 * (src/lib/proColor.ts for @ctrl/tinycolor, src/lib/swrLite.tsx for swr) must give what
 * the originals give where a player could see it: the layout's colours, a field's options
 * loaded once, the menu not stuck loading.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { TinyColor as Original } from '@ctrl/tinycolor';
import { TinyColor } from '@/lib/proColor';
import useSWR, { SWRConfig, useSWRConfig } from '@/lib/swrLite';

describe('colour stand-in', () => {
  const colours = ['#fff', '#1677ff', 'rgba(0,0,0,0.45)', '#000000e0', '#f5222d', 'rgb(12, 200, 99)', 'hsl(200, 50%, 40%)'];
  it('sets the opacity as tinycolor does', () => {
    for (const colour of colours)
      for (const alpha of [0, 0.04, 0.333, 0.5, 0.85, 1])
        expect([colour, alpha, new TinyColor(colour).setAlpha(alpha).toRgbString()]).toEqual([
          colour,
          alpha,
          new Original(colour).setAlpha(alpha).toRgbString(),
        ]);
  });
  it('lightens as tinycolor does', () => {
    for (const colour of colours)
      for (const amount of [5, 20, 50])
        expect([colour, amount, new TinyColor(colour).lighten(amount).toHexString()]).toEqual([
          colour,
          amount,
          new Original(colour).lighten(amount).toHexString(),
        ]);
  });
});

function Options({ params, fetcher }: { params: string; fetcher: (key: unknown) => Promise<string> }) {
  const { data, error, isLoading, mutate } = useSWR(['field', params], fetcher);
  return (
    <div>
      <span data-testid="state">{isLoading ? 'loading' : error ? `error ${(error as Error).message}` : `data ${data}`}</span>
      <button type="button" onClick={() => void mutate()}>
        again
      </button>
    </div>
  );
}

describe('swr stand-in', () => {
  it('loads, shows the data, and calls again with the new key when the key changes', async () => {
    const calls: unknown[] = [];
    const fetcher = async (key: unknown) => {
      calls.push(key);
      return `for ${(key as string[])[1]}`;
    };
    function Switcher() {
      const [params, setParams] = useState('a');
      return (
        <>
          <Options params={params} fetcher={fetcher} />
          <button type="button" onClick={() => setParams('b')}>
            switch
          </button>
        </>
      );
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Switcher />
      </SWRConfig>,
    );
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('data for a'));
    await act(async () => screen.getByText('switch').click());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('data for b'));
    expect(calls).toEqual([
      ['field', 'a'],
      ['field', 'b'],
    ]);
  });

  it('reports a failure and calls again on mutate', async () => {
    let fail = true;
    const fetcher = async () => {
      if (fail) throw new Error('down');
      return 'back';
    };
    render(<Options params="x" fetcher={fetcher} />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('error down'));
    fail = false;
    await act(async () => screen.getByText('again').click());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('data back'));
  });

  it('starts a second component with the same key from the cache, and gives each SWRConfig its own cache', async () => {
    const cacheSeen: Map<string, unknown>[] = [];
    function Peek() {
      cacheSeen.push(useSWRConfig().cache);
      return null;
    }
    const slow = () => new Promise<string>(() => undefined);
    const { rerender } = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Peek />
        <Options params="c" fetcher={async () => 'cached'} />
      </SWRConfig>,
    );
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('data cached'));
    rerender(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Peek />
        <Options params="c" fetcher={async () => 'cached'} />
        <Options params="c" fetcher={slow} />
      </SWRConfig>,
    );
    expect(screen.getAllByTestId('state').map((s) => s.textContent)).toEqual(['data cached', 'data cached']);
    expect(cacheSeen[0].size).toBe(1);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Peek />
      </SWRConfig>,
    );
    expect(cacheSeen[cacheSeen.length - 1]).not.toBe(cacheSeen[0]);
  });

  it('calls nothing on mount under revalidateOnMount: false (not loading, mutate still calls), and a nested SWRConfig turns it back on', async () => {
    const calls: unknown[] = [];
    const fetcher = async (key: unknown) => {
      calls.push(key);
      return 'fetched';
    };
    render(
      <SWRConfig value={{ provider: () => new Map(), revalidateOnMount: false }}>
        <Options params="layout" fetcher={fetcher} />
        <SWRConfig value={{ revalidateOnMount: true }}>
          <Options params="page" fetcher={fetcher} />
        </SWRConfig>
      </SWRConfig>,
    );
    const [layout, page] = screen.getAllByTestId('state');
    expect(layout.textContent).toBe('data undefined');
    await waitFor(() => expect(page.textContent).toBe('data fetched'));
    expect(layout.textContent).toBe('data undefined');
    expect(calls).toEqual([['field', 'page']]);
    await act(async () => screen.getAllByText('again')[0].click());
    await waitFor(() => expect(layout.textContent).toBe('data fetched'));
    expect(calls).toEqual([
      ['field', 'page'],
      ['field', 'layout'],
    ]);
  });
});
