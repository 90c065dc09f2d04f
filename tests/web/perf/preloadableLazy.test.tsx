/**
 * Components whose code loads when first drawn or ahead (src/lib/preloadableLazy.tsx): one
 * drawn before its code is there draws nothing for a moment; one preloaded draws at once, in
 * the same render, so nothing after it moves when it appears. The table search form's parts
 * (src/components/ServerTable/searchParts.ts) are named from the columns the form shows.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ProColumns } from '@ant-design/pro-components';
import { madeLoaded, preloadableLazy, preloadMade } from '@/lib/preloadableLazy';
import { searchParts } from '@/components/ServerTable/searchParts';

const Greeting = ({ name }: { name?: unknown }) => <p>Hello {String(name)}</p>;
const loader = () => vi.fn(() => Promise.resolve({ default: Greeting as never }));

describe('preloadableLazy', () => {
  it('draws nothing until the code comes, then the component', async () => {
    const Lazy = preloadableLazy('test/Drawn', loader());
    const { container } = render(<Lazy name="Maple" />);
    expect(container.textContent).toBe('');
    expect(await screen.findByText('Hello Maple')).toBeInTheDocument();
    expect(Lazy.loaded()).toBe(true);
  });

  it('draws a preloaded component in its first render, and loads its code once', async () => {
    const load = loader();
    const Lazy = preloadableLazy('test/Preloaded', load);
    expect(Lazy.loaded()).toBe(false);
    await Lazy.preload();
    render(<Lazy name="Maple" />);
    expect(screen.getByText('Hello Maple')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Greeting });
    const Lazy = preloadableLazy('test/Retried', load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(<Lazy name="again" />);
    expect(screen.getByText('Hello again')).toBeInTheDocument();
  });

  it('gives one component per name, which code knowing only the name can load ahead', async () => {
    const load = loader();
    const Named = preloadableLazy('test/Named', load);
    expect(preloadableLazy('test/Named', loader())).toBe(Named);
    expect(madeLoaded(['test/Named'])).toBe(false);
    // a name never made is no stand-in: nothing to wait for
    expect(madeLoaded(['test/NeverMade'])).toBe(true);
    await preloadMade(['test/Named', 'test/NeverMade']);
    expect(madeLoaded(['test/Named'])).toBe(true);
    render(<Named name="ahead" />);
    expect(screen.getByText('Hello ahead')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("a table search form's parts", () => {
  type Row = { id: number };
  it('names the form and the field of each column the form shows', () => {
    const columns: ProColumns<Row>[] = [
      { title: 'When', dataIndex: 'at', search: false },
      { title: 'Type', dataIndex: 'type', valueType: 'radioButton', valueEnum: { a: { text: 'A' } } },
      { title: 'Days', dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
      { title: 'Kind', dataIndex: 'kind', valueEnum: { b: { text: 'B' } } },
      { title: 'Name', dataIndex: 'name' },
      { title: 'Hidden', dataIndex: 'hidden', valueType: 'segmented', hideInSearch: true },
    ];
    expect(searchParts(true, columns)).toEqual(['table/Form', 'field/Radio', 'field/RangePicker', 'field/Select']);
  });

  it('names nothing for a table without a search form', () => {
    expect(searchParts(false, [{ title: 'Type', dataIndex: 'type', valueType: 'segmented' }])).toEqual([]);
    expect(searchParts(undefined, [])).toEqual([]);
  });
});
