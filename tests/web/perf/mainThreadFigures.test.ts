/**
 * `npm run perf:main`'s reading of a trace: the busiest renderer main thread, blocking time as
 * TBT counts it (each task beyond 50 ms), and the kinds of work with nested script events
 * counted once.
 */
import { describe, expect, it } from 'vitest';
import { mainThreadFigures } from '../../../scripts/perfMainThread.mjs';

const thread = (pid: number, tid: number) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name: 'CrRendererMain' } });
const ev = (name: string, ts: number, ms: number, pid = 1, tid = 1) => ({ name, ph: 'X', pid, tid, ts: ts * 1000, dur: ms * 1000 });

describe('perf:main trace figures', () => {
  it('sums blocking beyond 50 ms per task and the kinds of work, a nested call counted in script once', () => {
    const figures = mainThreadFigures([
      thread(1, 1),
      ev('RunTask', 0, 120),
      ev('EvaluateScript', 0, 100),
      ev('FunctionCall', 10, 60),
      ev('Blink.ForcedStyleAndLayout.UpdateTime', 20, 30),
      ev('Layout', 20, 25),
      ev('RunTask', 200, 40),
      ev('Layout', 200, 30),
      ev('RunTask', 300, 80),
      ev('SVGImage::DataChanged', 300, 70),
    ]);
    expect(figures.blocking).toBe(70 + 30);
    expect(figures.busy).toBe(240);
    expect(figures.script).toBe(100);
    expect(figures.layout).toBe(55);
    expect(figures.forced).toBe(30);
    expect(figures.svg).toBe(70);
  });

  it('reads the busiest renderer main thread, not another tab\'s or an idle one', () => {
    const figures = mainThreadFigures([thread(1, 1), thread(2, 5), ev('RunTask', 0, 10), ev('RunTask', 0, 300, 2, 5), ev('Layout', 0, 200, 2, 5)]);
    expect(figures.busy).toBe(300);
    expect(figures.layout).toBe(200);
  });
});
