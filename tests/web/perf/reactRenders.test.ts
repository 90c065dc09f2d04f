/**
 * `npm run perf:react`'s figures (scripts/perfReact.mjs): React's lanes read as the kind of
 * update, and a page's medians over its visits.
 */
import { describe, expect, it } from 'vitest';
import { laneKind, summarize, visitFigures } from '../../../scripts/perfReact.mjs';

describe('perf:react', () => {
  it("reads React 18's lanes as the kind of update", () => {
    expect(laneKind(1)).toBe('sync');
    expect(laneKind(4)).toBe('sync');
    expect(laneKind(16)).toBe('default');
    expect(laneKind(64)).toBe('transition');
    expect(laneKind(0x200000)).toBe('transition');
    // The first retry lane (a suspended part coming back) follows the 16 transition lanes.
    expect(laneKind(0x400000)).toBe('retry');
    expect(laneKind(0x800000)).toBe('retry');
    expect(laneKind(0x20000000)).toBe('idle');
  });

  it("sums each component's renders in a visit and takes the median of the visits", () => {
    const visit = (shop: number, layout: number, task: number) =>
      visitFigures({
        renders: [64, 16, 0x400000],
        components: [
          ['ShopPage', shop],
          ['ShopPage', 2],
          ['BaseProLayout', layout],
        ],
        longTasks: [task],
      });
    const runs = [visit(10, 80, 120), visit(30, 60, 40), visit(20, 100, 90)];
    expect(runs[0].kinds).toEqual({ sync: 0, default: 1, transition: 1, retry: 1, idle: 0 });
    expect(runs[0].byName.ShopPage).toEqual({ total: 12, count: 2, longest: 10 });
    const s = summarize(runs);
    // Blocking time: each long task beyond 50 ms (70, 0, 40): median 40.
    expect(s.blocking).toBe(40);
    expect(s.components.map((c: { name: string }) => c.name)).toEqual(['BaseProLayout', 'ShopPage']);
    expect(s.components[0]).toEqual({ name: 'BaseProLayout', total: 80, count: 1, longest: 80 });
    expect(s.components[1]).toEqual({ name: 'ShopPage', total: 22, count: 2, longest: 20 });
    // The visit's total over every component (92, 92, 122): median 92.
    expect(s.componentTotal).toBe(92);
  });
});
