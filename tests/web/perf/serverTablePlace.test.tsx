/**
 * A server table's place: the CSS variables of the rows a page expects, when a table drawn
 * out of sight counts as whole (its table, and each filter field with its content, no spinner),
 * and the wait for the style code of the antd parts it draws.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAntdStylesReady } from '@/lib/useAntdStylesReady';
import type { LazyAntdStyle } from '@/lib/lazyAntdStyleList';
import { placeStyle } from '@/components/ServerTable/TableWaiting';
import { drawnWhole } from '@/components/ServerTable/useDrawnWhole';

describe('placeStyle', () => {
  it('keeps nothing when the page does not know the rows', () => {
    expect(placeStyle(undefined, true)).toBeUndefined();
  });

  it("gives the rows, and the pager's room only with rows and a pager", () => {
    expect(placeStyle(10, true)).toEqual({ '--server-table-rows': 10, '--server-table-pager': 1 });
    expect(placeStyle(3, false)).toEqual({ '--server-table-rows': 3, '--server-table-pager': 0 });
    expect(placeStyle(0, true)).toEqual({ '--server-table-rows': 0, '--server-table-pager': 0 });
  });
});

describe('drawnWhole', () => {
  const box = (html: string) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    return div;
  };
  const form = (fields: string) => `<div class="ant-pro-table-search">${fields}</div>`;
  const field = (content: string) => `<div class="ant-form-item-control-input-content">${content}</div>`;

  it('waits for the table', () => {
    expect(drawnWhole(box(form(field('<div class="ant-radio-group"></div>'))))).toBe(false);
  });

  it('waits for a field drawn empty or as a spinner', () => {
    expect(drawnWhole(box(`${form(field('') + field('<div class="ant-picker"></div>'))}<div class="ant-table"></div>`))).toBe(false);
    expect(drawnWhole(box(`${form(field('<div class="ant-spin"></div>'))}<div class="ant-table"></div>`))).toBe(false);
  });

  it('is whole with the table and every field drawn, or a table without a form', () => {
    expect(drawnWhole(box(`${form(field('<div class="ant-radio-group"></div>') + field('<div class="ant-picker"></div>'))}<div class="ant-table"></div>`))).toBe(true);
    expect(drawnWhole(box('<div class="ant-table"></div>'))).toBe(true);
  });
});

describe('useAntdStylesReady', () => {
  function Part({ styles, wanted }: { styles: LazyAntdStyle[]; wanted?: (style: LazyAntdStyle) => boolean }) {
    const { ready, probe } = useAntdStylesReady(styles, wanted);
    return (
      <>
        <span data-testid="state">{ready ? 'ready' : 'waiting'}</span>
        {probe}
      </>
    );
  }

  it('waits for style code the page lacks, then says ready', async () => {
    render(<Part styles={['empty', 'pagination']} />);
    // jsdom has no static stylesheet: the code of both styles is loaded first
    expect(screen.getByTestId('state')).toHaveTextContent('waiting');
    expect(await screen.findByText('ready', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is ready at once when no style is wanted', async () => {
    render(<Part styles={['select']} wanted={() => false} />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });
});
