/**
 * antd Input's TextArea, OTP and Search load when first drawn in the built site
 * (src/lib/lazyInputPart.tsx): once loaded they are antd's own, with the ref passed on.
 */
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyInputPart } from '@/lib/lazyInputPart';

describe("antd Input's parts, loaded when first drawn", () => {
  it("is antd's TextArea: it counts what is typed, and its ref focuses it", async () => {
    const TextArea = lazyInputPart('TextArea');
    const ref = createRef<{ focus: () => void }>();
    render(<TextArea ref={ref} aria-label="Message" maxLength={20} showCount />);
    const field = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
    await userEvent.type(field, 'hello');
    expect(screen.getByText('5 / 20')).toBeInTheDocument();
    field.blur();
    ref.current?.focus();
    expect(document.activeElement).toBe(field);
  });

  it("is antd's Search: Enter searches for what is typed", async () => {
    const Search = lazyInputPart('Search');
    const searched: string[] = [];
    render(<Search aria-label="Find" onSearch={(value: string) => searched.push(value)} />);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Find' }, { timeout: 5000 }), 'slime{Enter}');
    expect(searched).toEqual(['slime']);
  });
});
