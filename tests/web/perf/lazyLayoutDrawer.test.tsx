/**
 * ProLayout's phone menu drawer, loaded when first opened (src/lib/lazyLayoutDrawer.tsx):
 * nothing before the first open, antd's drawer from then on (closing animates and keeps it).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Drawer } from '@/lib/lazyLayoutDrawer';

describe('the phone menu drawer, loaded when first opened', () => {
  it('draws nothing while it has never been open', () => {
    const { container, rerender } = render(<Drawer open={false} getContainer={false} />);
    expect(container.innerHTML).toBe('');
    rerender(<Drawer open={false} getContainer={false} />);
    expect(container.innerHTML).toBe('');
  });

  it("is antd's drawer once opened: it shows its content, its mask closes it, and closing keeps it drawn", async () => {
    const onClose = vi.fn();
    const view = (open: boolean) => (
      <Drawer open={open} onClose={onClose} getContainer={false} closable={false} maskClosable>
        <a href="/ranking">Ranking</a>
      </Drawer>
    );
    const { container, rerender } = render(view(false));
    rerender(view(true));
    expect(await screen.findByRole('link', { name: 'Ranking' })).toBeInTheDocument();
    expect(container.querySelector('.ant-drawer-open')).not.toBeNull();
    fireEvent.click(container.querySelector('.ant-drawer-mask') as Element);
    expect(onClose).toHaveBeenCalled();
    rerender(view(false));
    await waitFor(() => expect(container.querySelector('.ant-drawer-open')).toBeNull());
    expect(container.querySelector('.ant-drawer')).not.toBeNull();
  });
});
