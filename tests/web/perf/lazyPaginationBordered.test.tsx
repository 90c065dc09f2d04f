/**
 * antd's Pagination imports a style for the wireframe theme (bordered page items) with the
 * pager's whole style code; in the built site that style loads when first drawn
 * (src/lib/lazyPaginationBordered.tsx). Under a wireframe theme a pager still gets it.
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import BorderedStyle from '@/lib/lazyPaginationBordered';

const written = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe("the pager's wireframe style, loaded when first drawn", () => {
  it('draws nothing and writes the bordered page items style', async () => {
    const { container } = render(
      <ConfigProvider theme={{ token: { wireframe: true } }}>
        <BorderedStyle prefixCls="ant-pagination" />
      </ConfigProvider>,
    );
    await waitFor(() => expect(written()).toMatch(/\.ant-pagination\.ant-pagination-bordered/), { timeout: 5000 });
    expect(container.innerHTML).toBe('');
  });
});
