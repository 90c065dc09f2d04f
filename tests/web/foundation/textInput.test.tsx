/**
 * The site's text field and tag: the field is a labelled text box that takes typing, passes
 * its form field's error state to assistive technology and its look, and gives its element
 * to a ref; a tag is a label in the colour asked for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { presetPalettes } from '@ant-design/colors';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { siteTheme } from '@/lib/theme';

const { default: TextInput } = await import('@/components/TextInput');
const { default: FormField } = await import('@/components/FormField');
const { default: Tag, TAG_COLORS } = await import('@/components/Tag');

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

function SearchField() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="q">Search</label>
      <TextInput id="q" prefix={<span data-testid="icon" />} allowClear value={value} onChange={(e) => setValue(e.target.value)} />
      <output data-testid="echo">{value}</output>
    </>
  );
}

describe('text input with an icon and a clear button', () => {
  it('shows the icon inside the box and the clear button only while there is text; clearing empties the field and keeps the focus there', () => {
    render(<SearchField />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    const field = box.closest('.site-text-field') as HTMLElement;
    expect(field).toContainElement(screen.getByTestId('icon'));
    const clearButton = field.querySelector('button') as HTMLButtonElement;
    expect(clearButton).toHaveAttribute('tabindex', '-1');
    expect(clearButton.className).toMatch(/clearHidden/);
    fireEvent.change(box, { target: { value: 'snail' } });
    expect(screen.getByTestId('echo')).toHaveTextContent('snail');
    expect(clearButton.className).not.toMatch(/clearHidden/);
    fireEvent.click(clearButton);
    expect(box).toHaveValue('');
    expect(screen.getByTestId('echo')).toHaveTextContent('');
    expect(box).toHaveFocus();
    expect(clearButton.className).toMatch(/clearHidden/);
  });

  it('draws the error look on the whole box and gives the input to a ref', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<TextInput ref={ref} aria-label="account" prefix="@" status="error" className="mine" />);
    const field = container.firstChild as HTMLElement;
    expect(field).toHaveClass('site-text-field', 'mine');
    expect(field.className).toMatch(/error/);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'account' }));
    expect(ref.current?.className).not.toMatch(/error|mine/);
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

describe("tag colours are antd's in the site theme", () => {
  const css = readFileSync(path.resolve(__dirname, '../../../src/components/Tag/Tag.module.css'), 'utf8');
  const rule = (color: string) => new RegExp(`\\[data-color='${color}'\\]\\s*{([^}]*)}`).exec(css)?.[1] ?? '';
  const prop = (body: string, name: string) => new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+);`).exec(body)?.[1].trim();
  const tokens = siteTheme.token as Record<string, unknown>;

  it.each(TAG_COLORS.filter((c) => c !== 'default'))('%s: the theme\'s 7th shade as text (readable on the tint), the 1st as background, the 3rd as border', (color) => {
    const palette = presetPalettes[color];
    const body = rule(color);
    expect(prop(body, 'color')).toBe(tokens[`${color}7`] ?? palette[6]);
    expect(prop(body, 'background')).toBe(palette[0]);
    expect(prop(body, 'border-color')).toBe(palette[2]);
  });
});
