/**
 * The site's progress bar: a progressbar named by its label, its value kept within 0-100, the
 * fill as wide as the value, and the text after the track.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const { default: ProgressLine } = await import('@/components/ProgressLine');

describe('progress line', () => {
  it('reports its value and label, and fills that share of the track', () => {
    const { container } = render(<ProgressLine percent={42.357} label="EXP 42.36%" from="#f39c1f" to="#e8590c" text="42.36%" />);
    const bar = screen.getByRole('progressbar', { name: 'EXP 42.36%' });
    expect(bar).toHaveAttribute('aria-valuenow', '42.36');
    expect(bar).toHaveTextContent('42.36%');
    expect((container.querySelector('[style]') as HTMLElement).style.width).toBe('42.357%');
  });

  it('keeps a value out of range within 0-100, and draws no number as 0', () => {
    const { rerender } = render(<ProgressLine percent={130} label="days" from="#000" to="#fff" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressLine percent={-5} label="days" from="#000" to="#fff" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressLine percent={Number.NaN} label="days" from="#000" to="#fff" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
