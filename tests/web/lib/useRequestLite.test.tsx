/**
 * The site's useRequest (src/lib/useRequestLite.ts: ahooks' with the auto-run and polling
 * plugins only) runs requests as the pages expect, and the site's code uses no option of a
 * plugin it leaves out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import useRequest, { UNSUPPORTED_OPTIONS } from '@/lib/useRequestLite';

describe('useRequest with the site’s plugins', () => {
  it('runs at once, waits while not ready, and runs again when a refresh dependency changes', async () => {
    const service = vi.fn(async (n: number) => n * 2);
    const { result, rerender } = renderHook(({ ready, dep }) => useRequest(() => service(dep), { ready, refreshDeps: [dep] }), {
      initialProps: { ready: false, dep: 1 },
    });
    expect(service).not.toHaveBeenCalled();
    rerender({ ready: true, dep: 1 });
    await waitFor(() => expect(result.current.data).toBe(2));
    rerender({ ready: true, dep: 5 });
    await waitFor(() => expect(result.current.data).toBe(10));
    expect(service).toHaveBeenCalledTimes(2);
  });

  it('runs only when asked with manual, and reports errors', async () => {
    const service = vi.fn(async (fail: boolean) => {
      if (fail) throw new Error('nope');
      return 'ok';
    });
    const { result } = renderHook(() => useRequest(service, { manual: true }));
    expect(service).not.toHaveBeenCalled();
    await act(() => result.current.runAsync(false));
    expect(result.current.data).toBe('ok');
    await act(async () => {
      await result.current.runAsync(true).catch(() => undefined);
    });
    expect(result.current.error?.message).toBe('nope');
  });

  it('polls at pollingInterval', async () => {
    vi.useFakeTimers();
    try {
      const service = vi.fn(async () => Date.now());
      renderHook(() => useRequest(service, { pollingInterval: 1000 }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3500);
      });
      expect(service.mock.calls.length).toBeGreaterThanOrEqual(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the site's code passes no option of a plugin left out", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!entry.name.startsWith('.umi')) walk(full);
        } else if (/\.tsx?$/.test(entry.name) && full !== path.resolve('src/lib/useRequestLite.ts')) files.push(full);
      }
    };
    walk(path.resolve('src'));
    const option = new RegExp(`\\b(${UNSUPPORTED_OPTIONS.join('|')})\\s*:`);
    const using = files.filter((file) => option.test(fs.readFileSync(file, 'utf8')));
    expect(using).toEqual([]);
  });
});
