/**
 * A core for the measured page that Lighthouse and the site's server do not use, in
 * `npm run perf`'s Lighthouse runs.
 *
 * Lighthouse's mobile default loads the page at full speed, records a trace and then
 * multiplies the wall time of each main-thread task by four. Lighthouse asks for at least
 * two cores dedicated to the measurement (four recommended): its own Node.js process, the
 * browser, its GPU process and the page's renderer all run while the page loads. On a
 * two-core machine that also runs the site's server they take both cores, and the page's
 * main thread waits for a core for more than half of its tasks' wall time, which the
 * simulation counts as blocking time (docs/performance.md, "A core of its own for the page").
 *
 * So on Linux with two or more cores, `npm run perf` splits the machine: the page's
 * renderers (Chromium's `--type=renderer` processes, with every thread) run on the last
 * core only, and Lighthouse and the site's server (this process and what it starts) on the
 * others, never on the page's core; the browser's other processes (the browser itself, its
 * GPU and utility processes) may use any core. A watcher process moves each process of the
 * browsers this process started as soon as it appears. `PERF_CORES=shared` turns it off.
 * Lighthouse's settings, the page and the browser are the same either way.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CPU lists for taskset: the page's renderers on the last core, Lighthouse and the server
 * on the others, the browser's other processes on all; null below two cores.
 */
export function coreSplit(cpuCount) {
  if (!Number.isInteger(cpuCount) || cpuCount < 2) return null;
  const page = cpuCount - 1;
  return { page: String(page), rest: page === 1 ? '0' : `0-${page - 1}`, all: `0-${page}` };
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

const SHELLS = new Set(['sh', 'dash', 'bash']);
/** The program's name: the first word of a command line, without its folder. */
const programName = (cmdline) => path.basename(cmdline.split(/[\s\0]/)[0]);
const setCores = (pid, cpus) => {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, pid], { stdio: 'ignore' });
  } catch {
    // The process ended before it could be moved.
  }
};

/**
 * The watcher, every 20 ms over the processes below `root`: each Chromium renderer (all its
 * threads) goes to `pageCpus`, and Chromium's other processes (the browser, its zygotes,
 * GPU and utility processes) to `browserCpus`, every core: Chromium forks each new
 * renderer from a zygote and traces it from its first moment, and with the zygote and the
 * browser held to Lighthouse's busy core, one trace in four or five lost the page's
 * navigation start (Lighthouse's NO_NAVSTART, a failed run).
 */
function watch(root, pageCpus, browserCpus) {
  const seen = new Set();
  const moved = new Set();
  const tick = () => {
    let pids;
    try {
      pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    const alive = new Set(pids);
    for (const set of [seen, moved]) for (const name of set) if (!alive.has(name)) set.delete(name);
    for (const name of pids) {
      if (seen.has(name)) continue;
      const cmdline = readProc(name, 'cmdline');
      if (!cmdline) {
        seen.add(name);
        continue;
      }
      const program = programName(cmdline);
      // Debian's /usr/bin/chromium is a shell script that execs the browser: look again.
      if (SHELLS.has(program)) continue;
      if (!program.startsWith('chrom') || !descendsFrom(Number(name), root)) {
        seen.add(name);
        continue;
      }
      const type = processType(cmdline);
      if (type === 'renderer') {
        setCores(name, pageCpus);
        seen.add(name);
      } else {
        if (!moved.has(name)) setCores(name, browserCpus);
        moved.add(name);
        // A renderer is forked from a zygote (or from the browser, then started anew) and has
        // its parent's command line until it sets its own: those are read again next tick.
        if (type !== 'zygote' && type !== undefined) seen.add(name);
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
  const watcher = spawn(process.execPath, [fileURLToPath(import.meta.url), '--watch', String(process.pid), split.page, split.all], { stdio: 'ignore' });
  return {
    ...split,
    text:
      `the measured pages' renderers ran on CPU ${split.page} only, Lighthouse and the site's server on CPU ${split.rest}, ` +
      "the browser's other processes on any (`PERF_CORES=shared`: every process on every core)",
    stop: () => watcher.kill(),
  };
}

if (process.argv[2] === '--watch') {
  watch(Number(process.argv[3]), process.argv[4], process.argv[5]);
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
