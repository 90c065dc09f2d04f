import { describe, expect, it } from 'vitest';
import deepMerge from '@/lib/deepMerge';

describe('deepMerge (lodash/merge stand-in for the antd plugin config)', () => {
  it('merges nested plain objects left to right into the target', () => {
    const target = {};
    const out = deepMerge(target, { theme: { token: { colorPrimary: '#f39c1f', borderRadius: 10 } } }, { theme: { token: { borderRadius: 6 } }, prefixCls: 'ant' });
    expect(out).toBe(target);
    expect(out).toEqual({ theme: { token: { colorPrimary: '#f39c1f', borderRadius: 6 } }, prefixCls: 'ant' });
  });

  it('does not change the sources, replaces arrays and skips undefined', () => {
    const a = { theme: { token: { a: 1 } }, list: [1, 2] };
    const out = deepMerge({} as typeof a, a, { list: [3], theme: { token: { a: undefined } } });
    expect(out).toEqual({ theme: { token: { a: 1 } }, list: [3] });
    (out.theme.token as Record<string, number>).a = 9;
    expect(a.theme.token.a).toBe(1);
  });
});
