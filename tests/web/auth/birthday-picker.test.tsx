import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** How many times the page asked for the date picker's code. */
const fetched = vi.hoisted(() => ({ count: 0 }));
vi.mock('antd/es/date-picker', async (original) => {
  fetched.count += 1;
  return original();
});

/** An IntersectionObserver whose visibility the test decides. */
let show: (() => void) | undefined;
class TestObserver {
  constructor(private cb: (entries: { isIntersecting: boolean }[]) => void) {
    show = () => this.cb([{ isIntersecting: true }]);
  }
  observe() {}
  disconnect() {}
}

/** Fetching (transforming) antd's date picker takes a while in jsdom on a busy machine. */
const SWAP = { timeout: 30_000 };

async function renderField() {
  // A fresh module each time: the picker's code is fetched once per page load.
  vi.resetModules();
  const { default: BirthdayPicker } = await import('@/pages/auth/register/components/BirthdayPicker');
  render(
    <Form name="register">
      <Form.Item name="birthday" label="Birthday">
        <BirthdayPicker placeholder="Pick your date of birth" />
      </Form.Item>
    </Form>,
  );
  return screen.getByLabelText('Birthday') as HTMLInputElement;
}

describe('register birthday field', () => {
  beforeEach(() => {
    fetched.count = 0;
    show = undefined;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = TestObserver;
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('is a read-only stand-in until it is needed, and fetches no date picker before', async () => {
    const field = await renderField();
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('placeholder', 'Pick your date of birth');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched.count).toBe(0);
    expect(field.closest('.ant-picker')).toBeNull();
  });

  it('becomes the date picker once it comes into view', async () => {
    await renderField();
    act(() => show?.());
    await waitFor(() => expect(screen.getByLabelText('Birthday').closest('.ant-picker')).not.toBeNull(), SWAP);
    expect(fetched.count).toBe(1);
  });

  it('pressed before it was in view: the picker replaces it and takes the focus (its calendar opens)', async () => {
    const field = await renderField();
    fireEvent.mouseDown(field);
    field.focus();
    await waitFor(() => expect(screen.getByLabelText('Birthday').closest('.ant-picker')).not.toBeNull(), SWAP);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Birthday')));
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
  });
});
