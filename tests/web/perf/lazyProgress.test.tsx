/**
 * antd's Steps imports Progress for a step with a `percent`; the site's steps have none, so
 * in the built site it loads when first drawn (src/lib/lazyProgress.tsx). Once loaded it is
 * antd's own progress ring.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Progress from '@/lib/lazyProgress';

describe("Steps' progress ring, loaded when first drawn", () => {
  it("is antd's progress: it draws the ring with its percentage", async () => {
    const { container } = render(<Progress type="circle" percent={40} size={40} />);
    expect(await screen.findByText('40%', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(container.querySelector('.ant-progress-circle')).not.toBeNull();
  });
});
