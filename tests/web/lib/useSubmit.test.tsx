/**
 * useSubmit, the one way the web app sends a mutation: a second call while one runs sends
 * nothing (a double click buys once), the button's `loading` follows the call, the answer
 * goes to onSuccess and the failure to onError, and `submit` itself never rejects.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmit } from '@/lib/useSubmit';

function Harness({ service, onSuccess, onError }: { service: (n: number) => Promise<string>; onSuccess?: (v: string) => void; onError?: (e: Error) => void }) {
  const save = useSubmit(service, { onSuccess, onError });
  return (
    <button type="button" onClick={() => void save.submit(7)} data-loading={String(save.loading)}>
      save
    </button>
  );
}

const deferred = () => {
  let resolve!: (v: string) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('useSubmit', () => {
  it('sends once on a double click, shows loading while it runs, then accepts the next call', async () => {
    const first = deferred();
    const service = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('again');
    const onSuccess = vi.fn();
    render(<Harness service={service} onSuccess={onSuccess} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(service).toHaveBeenCalledTimes(1);
    expect(service).toHaveBeenCalledWith(7);
    expect(button).toHaveAttribute('data-loading', 'true');
    await act(async () => first.resolve('done'));
    expect(onSuccess).toHaveBeenCalledWith('done', [7]);
    expect(button).toHaveAttribute('data-loading', 'false');
    await act(async () => fireEvent.click(button));
    expect(service).toHaveBeenCalledTimes(2);
    expect(onSuccess).toHaveBeenLastCalledWith('again', [7]);
  });

  it('hands a failure to onError, never to the caller, and unlocks for a retry', async () => {
    const failing = deferred();
    const service = vi.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce('ok');
    const onError = vi.fn();
    const onSuccess = vi.fn();
    let submit!: (n: number) => Promise<void>;
    function Direct() {
      submit = useSubmit(service, { onError, onSuccess }).submit;
      return null;
    }
    render(<Direct />);
    let settled: Promise<void>;
    act(() => {
      settled = submit(1);
    });
    await act(async () => failing.reject(new Error('Please leave the game first')));
    await expect(settled!).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Please leave the game first' }), [1]);
    expect(onSuccess).not.toHaveBeenCalled();
    await act(() => submit(2));
    expect(service).toHaveBeenLastCalledWith(2);
    expect(onSuccess).toHaveBeenCalledWith('ok', [2]);
  });
});
