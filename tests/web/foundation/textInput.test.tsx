/**
 * The site's text field and tag: the field is a labelled text box that takes typing, passes
 * its form field's error state to assistive technology and its look, and gives its element
 * to a ref; a tag is a label in the colour asked for.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';

const { default: TextInput } = await import('@/components/TextInput');
const { default: FormField } = await import('@/components/FormField');
const { default: Tag } = await import('@/components/Tag');

function CodeField({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <FormField id="code" label="Code" error={error}>
      {(control) => <TextInput {...control} size="large" value={value} onChange={(e) => setValue(e.target.value)} />}
    </FormField>
  );
}

describe('text input', () => {
  it('is a text box named by its label that keeps what is typed', () => {
    render(<CodeField />);
    const box = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.change(box, { target: { value: 'ABCD-1234' } });
    expect(box).toHaveValue('ABCD-1234');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it("carries its field's error: invalid, described by the message, drawn in the error look", () => {
    render(<CodeField error="Wrong format" />);
    const box = screen.getByRole('textbox', { name: 'Code' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Wrong format');
    const { container } = render(<TextInput aria-label="plain" />);
    expect(box.className).not.toBe((container.firstChild as HTMLElement).className);
  });

  it('gives its element to a ref and is a text field unless told otherwise', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput ref={ref} aria-label="name" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'name' }));
    expect(ref.current).toHaveAttribute('type', 'text');
  });
});

describe('tag', () => {
  it('shows its text in the colour asked for, neutral by default', () => {
    render(
      <>
        <Tag color="green">Active</Tag>
        <Tag>Used</Tag>
      </>,
    );
    expect(screen.getByText('Active')).toHaveAttribute('data-color', 'green');
    expect(screen.getByText('Used')).toHaveAttribute('data-color', 'default');
  });
});
