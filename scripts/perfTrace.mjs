/**
 * Readings of a Chromium trace shared by `npm run perf` and `npm run perf:main`: the page's
 * renderer main thread, and how much of a core it had while its tasks ran.
 */

/**
 * The renderer main thread of the visit (the busiest one) and its tasks; none when the trace has
 * none. Chromium's own pages (the address bar's popup, drawn in a "WebUI Top Renderer" process)
 * are left out: headless, that popup's renderer can be busier than the page while the browser starts.
 */
export function busiestMainThread(events) {
  const browserUi = new Set(events.filter((e) => e.name === 'process_name' && /webui/i.test(e.args?.name ?? '')).map((e) => e.pid));
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && !browserUi.has(e.pid));
  const tasksOf = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.name === 'RunTask');
  const busyOf = (t) => tasksOf(t).reduce((sum, e) => sum + e.dur, 0);
  const main = threads.sort((a, b) => busyOf(b) - busyOf(a))[0];
  return main ? { main, tasks: tasksOf(main) } : undefined;
}

/**
 * How much of a processor core the page's main thread had while its tasks ran, from a trace
 * taken without a slowdown (Lighthouse's own): the thread time over the wall time of its tasks
 * of 10 ms or more, the ones a 4x slowdown can make long. Lighthouse's simulated slowdown
 * multiplies each task's wall time by 4, so on a machine whose cores are busy with other
 * work, the time a task waited for a core counts as the page's blocking time.
 *
 * `ownBlocking` is the blocking time the tasks' thread time alone gives at 4x (each task
 * beyond 50 ms, from the first contentful paint on, as TBT counts): what the page's own work
 * would cost a main thread that had a core to itself.
 */
export function mainThreadShare(events) {
  const found = busiestMainThread(events);
  const tasks = (found?.tasks ?? []).filter((e) => e.dur >= 10_000 && typeof e.tdur === 'number');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === found?.main.pid)?.ts ?? -Infinity;
  const wall = tasks.reduce((sum, e) => sum + e.dur, 0) / 1000;
  const thread = tasks.reduce((sum, e) => sum + e.tdur, 0) / 1000;
  // A task that straddles the first paint counts with the thread time of its part after it.
  const afterPaint = (e) => (e.tdur * Math.min(1, Math.max(0, (e.ts + e.dur - fcp) / e.dur))) / 1000;
  const ownBlocking = tasks.reduce((sum, e) => sum + Math.max(0, 4 * afterPaint(e) - 50), 0);
  return { wall, thread, share: wall > 0 ? Math.min(1, thread / wall) : undefined, ownBlocking };
}
