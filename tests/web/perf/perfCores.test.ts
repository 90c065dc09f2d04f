/**
 * `npm run perf`'s core split: the measured page's renderers on a core of their own, the
 * rest (Lighthouse, the browser, the server) on the others.
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
    expect(coreSplit(2)).toEqual({ page: '1', rest: '0' });
    expect(coreSplit(4)).toEqual({ page: '3', rest: '0-2' });
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

  it.skipIf(process.platform !== 'linux' || !hasTaskset || cpus < 2)(
    'moves a renderer started below the measurement to the page core, and leaves other processes alone',
    async () => {
      const page = String(cpus - 1);
      const idle = ['-e', 'setTimeout(() => {}, 20000)'];
      const renderer = spawn(process.execPath, [...idle, '--', '--type=renderer']);
      // Retitled as Chromium's renderers are: one string with spaces.
      const retitled = spawn(process.execPath, ['-e', "process.title = 'chromium --type=renderer --lang=zh-TW'; setTimeout(() => {}, 20000)"]);
      const other = spawn(process.execPath, [...idle, '--', '--type=gpu-process']);
      const watcher = spawn(process.execPath, [script, '--watch', String(process.pid), page]);
      children.push(renderer, retitled, other, watcher);
      const deadline = Date.now() + 5000;
      const moved = () => affinity(renderer.pid!) === page && affinity(retitled.pid!) === page;
      while (!moved() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(affinity(renderer.pid!)).toBe(page);
      expect(affinity(retitled.pid!)).toBe(page);
      expect(affinity(other.pid!)).not.toBe(page);
    },
  );
});
