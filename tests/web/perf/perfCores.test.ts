/**
 * `npm run perf`'s core split: the measured page's renderers on the last core, Lighthouse and
 * the server on the others, the browser's other processes on any.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coreSplit, isRendererCmdline, parentPid } from '../../../scripts/perfCores.mjs';

const script = path.resolve(__dirname, '../../../scripts/perfCores.mjs');
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const cpus = os.availableParallelism?.() ?? os.cpus().length;
const affinity = (pid: number) => execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' }).trim().split(': ').pop();

describe('perf core split', () => {
  it('gives the last core to the page and the others to the rest; nothing below two cores', () => {
    expect(coreSplit(2)).toEqual({ page: '1', rest: '0', all: '0-1' });
    expect(coreSplit(4)).toEqual({ page: '3', rest: '0-2', all: '0-3' });
    expect(coreSplit(1)).toBeNull();
  });

  it("knows a renderer's command line, and not the browser's or its GPU process's", () => {
    expect(isRendererCmdline('/usr/lib/chromium/chromium\0--type=renderer\0--lang=zh-TW\0')).toBe(true);
    // A renderer retitles itself: one string, arguments separated by spaces.
    expect(isRendererCmdline('/usr/lib/chromium/chromium --type=renderer --crashpad-handler-pid=0 --lang=zh-TW\0')).toBe(true);
    expect(isRendererCmdline('/usr/lib/chromium/chromium --type=renderers-to-come\0')).toBe(false);
    expect(isRendererCmdline('/usr/lib/chromium/chromium\0--type=gpu-process\0')).toBe(false);
    expect(isRendererCmdline('/usr/lib/chromium/chromium\0--headless\0--remote-debugging-port=9222\0')).toBe(false);
  });

  it('reads the parent pid of a command whose name holds spaces and parentheses', () => {
    expect(parentPid('4242 (Web Content (x)) S 4100 4242 4100 0 -1')).toBe(4100);
  });

  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const c of children.splice(0)) c.kill();
  });

  /** A process whose command line reads `title`, as Chromium's processes retitle themselves. */
  const titled = (title: string, cpus?: string) => {
    const script = `process.title = ${JSON.stringify(title)}; setTimeout(() => {}, 20000) /* room for the title */`;
    const child = cpus ? spawn('taskset', ['-c', cpus, process.execPath, '-e', script]) : spawn(process.execPath, ['-e', script]);
    children.push(child);
    return child;
  };
  /** "0-2" or "0,1,2" as [0, 1, 2]. */
  const cpuList = (list: string) =>
    list.split(',').flatMap((part) => {
      const [a, b = a] = part.split('-').map(Number);
      return Array.from({ length: b - a + 1 }, (_, i) => a + i);
    });

  it.skipIf(process.platform !== 'linux' || !hasTaskset || cpus < 2)(
    "moves a browser's renderers below the measurement to the page core and its other processes to every core",
    async () => {
      const page = String(cpus - 1);
      const all = `0-${cpus - 1}`;
      const renderer = titled('/usr/lib/chromium/chromium --type=renderer --lang=zh-TW');
      const gpu = titled('/usr/lib/chromium/chromium --type=gpu-process', '0');
      // Not a Chromium process, whatever its arguments say.
      const stranger = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)', '--', '--type=renderer']);
      children.push(stranger);
      const watcher = spawn(process.execPath, [script, '--watch', String(process.pid), page, all]);
      children.push(watcher);
      const deadline = Date.now() + 5000;
      const done = () => affinity(renderer.pid!) === page && cpuList(affinity(gpu.pid!)!).length === cpus;
      while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(affinity(renderer.pid!)).toBe(page);
      expect(cpuList(affinity(gpu.pid!)!)).toEqual(cpuList(all));
      expect(cpuList(affinity(stranger.pid!)!)).toEqual(cpuList(all));
    },
  );
});
