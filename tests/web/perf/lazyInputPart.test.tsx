/**
 * antd Input's TextArea, OTP, Search and Password load when first drawn in the built site
 * (src/lib/lazyInputPart.tsx): once loaded they are antd's own, with the ref passed on;
 * while Password loads, a plain password input with the same value stands in.
 */
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
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

  it("stands in for Password with a password input holding the value, then is antd's Password: the eye shows what is typed", async () => {
    const Password = lazyInputPart('Password');
    const typed: string[] = [];
    const { container } = render(
      <Password aria-label="Password" value="maple" onChange={(e: { target: { value: string } }) => typed.push(e.target.value)} visibilityToggle />,
    );
    const standIn = container.querySelector('input') as HTMLInputElement;
    expect(standIn).toMatchObject({ type: 'password', value: 'maple' });
    expect(container.querySelector('[visibilitytoggle]')).toBeNull();
    const eye = await waitFor(() => {
      const icon = container.querySelector('.ant-input-password-icon');
      expect(icon).not.toBeNull();
      return icon as HTMLElement;
    }, { timeout: 5000 });
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    expect(field).toMatchObject({ type: 'password', value: 'maple' });
    await userEvent.click(eye);
    expect(field.type).toBe('text');
    await userEvent.type(field, '!');
    expect(typed).toEqual(['maple!']);
  });
});
