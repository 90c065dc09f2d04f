/**
 * A core of its own for the measured page, in `npm run perf`'s Lighthouse runs.
 *
 * Lighthouse's mobile default loads the page at full speed, records a trace and then
 * multiplies the wall time of each main-thread task by four. Lighthouse asks for at least
 * two cores dedicated to the measurement (four recommended): its own Node.js process, the
 * browser, its GPU process and the page's renderer all run while the page loads. On a
 * two-core machine that also runs the site's server they take both cores, and the page's
 * main thread waits for a core for more than half of its tasks' wall time, which the
 * simulation counts as blocking time (docs/performance.md, "Cores").
 *
 * So on Linux with two or more cores, `npm run perf` splits the machine: the page's
 * renderers (Chromium's `--type=renderer` processes, with every thread) run on the last
 * core, and everything else it starts (the site's server, Lighthouse, the browser and its
 * other processes) on the others. A watcher process moves each new renderer of the
 * browsers this process started as soon as it appears. `PERF_CORES=shared` turns it off.
 * Lighthouse's settings, the page and the browser are the same either way.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** The CPU lists for taskset: the page's renderers on the last core, the rest on the others; null below two cores. */
export function coreSplit(cpuCount) {
  if (!Number.isInteger(cpuCount) || cpuCount < 2) return null;
  const page = cpuCount - 1;
  return { page: String(page), rest: page === 1 ? '0' : `0-${page - 1}` };
}

/**
 * A Chromium process's type from its /proc/<pid>/cmdline: arguments separated by NUL, or by
 * spaces in one string once the process has retitled itself, as Chromium's children do.
 */
const processType = (cmdline) => /(?:^|[\s\0])--type=([^\s\0]+)/.exec(cmdline)?.[1];

/** Whether a /proc/<pid>/cmdline is a Chromium renderer's. */
export const isRendererCmdline = (cmdline) => processType(cmdline) === 'renderer';

/** The parent pid from a /proc/<pid>/stat line (the command name may hold spaces and parentheses). */
export function parentPid(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

const readProc = (pid, file) => {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
};

/** Whether `pid` is `ancestor` or one of its descendants. */
function descendsFrom(pid, ancestor) {
  for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
    if (p === ancestor) return true;
    const stat = readProc(p, 'stat');
    if (!stat) return false;
    p = parentPid(stat);
  }
  return false;
}

/** The watcher: every 20 ms, moves each new renderer below `root` (all its threads) to `cpus`. */
function watch(root, cpus) {
  const seen = new Set();
  const tick = () => {
    let pids;
    try {
      pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    const alive = new Set(pids);
    for (const name of seen) if (!alive.has(name)) seen.delete(name);
    for (const name of pids) {
      if (seen.has(name)) continue;
      const cmdline = readProc(name, 'cmdline');
      if (cmdline === null) continue;
      // A renderer is forked from Chromium's zygote and has the zygote's command line until
      // it sets its own: a zygote's is read again on the next tick.
      if (processType(cmdline) === 'zygote') continue;
      seen.add(name);
      if (!isRendererCmdline(cmdline) || !descendsFrom(Number(name), root)) continue;
      try {
        execFileSync('taskset', ['-a', '-p', '-c', cpus, name], { stdio: 'ignore' });
      } catch {
        // The renderer ended before it could be moved.
      }
    }
  };
  setInterval(tick, 20);
  tick();
}

/**
 * Splits the machine for the measurement (see the top of this file): this process (and so
 * whatever it starts from now on) on all cores but the last, the renderers on the last.
 * Returns a description for the report and `stop()`, or null where it cannot (not Linux,
 * one core, no taskset, PERF_CORES=shared): then every process shares every core.
 */
export function startCoreSplit() {
  if (process.env.PERF_CORES === 'shared' || process.platform !== 'linux') return null;
  const split = coreSplit(os.availableParallelism?.() ?? os.cpus().length);
  if (!split) return null;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', split.rest, String(process.pid)], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const watcher = spawn(process.execPath, [fileURLToPath(import.meta.url), '--watch', String(process.pid), split.page], { stdio: 'ignore' });
  return {
    ...split,
    text: `the measured pages' renderers ran on CPU ${split.page} alone; Lighthouse, the browser's other processes and the site's server on CPU ${split.rest} (\`PERF_CORES=shared\`: every process on every core)`,
    stop: () => watcher.kill(),
  };
}

if (process.argv[2] === '--watch') {
  watch(Number(process.argv[3]), process.argv[4]);
  // Ends with the measurement: when its parent goes, so does it.
  const parent = Number(process.argv[3]);
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.exit(0);
    }
  }, 1000);
}
