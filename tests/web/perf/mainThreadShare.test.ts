/**
 * `npm run perf`'s reading of Lighthouse's unthrottled trace: how much of a core the page's
 * main thread had while its tasks ran, and the blocking time its own thread time gives at 4x.
 */
import { describe, expect, it } from 'vitest';
import { mainThreadShare } from '../../../scripts/perfTrace.mjs';

const thread = (pid: number, tid: number) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name: 'CrRendererMain' } });
/** A task of `ms` wall time of which `cpu` ms on the processor. */
const task = (ts: number, ms: number, cpu: number, pid = 1, tid = 1) => ({ name: 'RunTask', ph: 'X', pid, tid, ts: ts * 1000, dur: ms * 1000, tdur: cpu * 1000 });

describe('perf main-thread share', () => {
  it('is the thread time over the wall time of the tasks of 10 ms or more, on the page’s main thread', () => {
    const reading = mainThreadShare([
      thread(1, 1),
      thread(2, 5),
      task(0, 100, 25), // waited 75 ms for a core
      task(200, 40, 15),
      task(300, 8, 8), // too short to count
      task(0, 20, 20, 2, 5), // another renderer, idle next to the page
    ]);
    expect(reading.wall).toBe(140);
    expect(reading.thread).toBe(40);
    expect(reading.share).toBeCloseTo(40 / 140);
    // 4 x 25 = 100 ms is 50 ms beyond the threshold; 4 x 15 = 60 ms is 10 beyond.
    expect(reading.ownBlocking).toBe(60);
  });

  it('counts blocking from the first contentful paint on, as TBT does', () => {
    const paint = { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 150 * 1000 };
    // Before the paint; straddling it (half its time after); after it.
    const reading = mainThreadShare([thread(1, 1), paint, task(0, 100, 100), task(100, 100, 60), task(300, 20, 20)]);
    // 4 x 30 = 120 ms is 70 beyond; 4 x 20 = 80 ms is 30 beyond; the first task does not count.
    expect(reading.ownBlocking).toBe(100);
    expect(reading.share).toBeCloseTo(180 / 220);
  });

  it('leaves out the browser’s own pages, even when they are busier than the page', () => {
    const popup = { name: 'process_name', ph: 'M', pid: 3, tid: 0, args: { name: 'WebUI Top Renderer' } };
    const reading = mainThreadShare([thread(1, 1), thread(3, 3), popup, task(0, 40, 20), task(0, 300, 250, 3, 3)]);
    expect(reading.wall).toBe(40);
    expect(reading.share).toBeCloseTo(0.5);
  });

  it('says nothing of a trace without the page’s main thread', () => {
    expect(mainThreadShare([]).share).toBeUndefined();
    expect(mainThreadShare([]).ownBlocking).toBe(0);
  });
});
