/**
 * Job codes: the catalog key for any job code, and the job lines the
 * ranking filters by. Web and server both use this; names live in locales/<lang>/job.json.
 */
const NAMED = new Set([
  0, 100, 110, 111, 112, 120, 121, 122, 130, 131, 132,
  200, 210, 211, 212, 220, 221, 222, 230, 231, 232,
  300, 310, 311, 312, 320, 321, 322,
  400, 410, 411, 412, 420, 421, 422,
  500, 510, 511, 512, 520, 521, 522,
  1000, 2000, 2100, 2200,
]);

/** Catalog key of a job's name: job.<code> for a named job, else the range, else job.unknown. */
export function jobKey(code: number): string {
  if (NAMED.has(code)) return `job.${code}`;
  if (code >= 900 && code <= 999) return 'job.gm';
  if (code >= 1000 && code <= 1599) return 'job.noblesse';
  if (code >= 2100 && code <= 2199) return 'job.aran';
  if (code >= 2200 && code <= 2299) return 'job.evan';
  return 'job.unknown';
}

export const JOB_LINES = ['beginner', 'warrior', 'magician', 'bowman', 'thief', 'pirate', 'cygnus', 'aran'] as const;
export type JobLine = (typeof JOB_LINES)[number];

/** Inclusive job-code ranges of each line, for the ranking's job filter. */
export const JOB_LINE_RANGES: Record<JobLine, Array<[number, number]>> = {
  beginner: [[0, 0]],
  warrior: [[100, 132]],
  magician: [[200, 232]],
  bowman: [[300, 322]],
  thief: [[400, 422]],
  pirate: [[500, 522]],
  cygnus: [[1000, 1599]],
  aran: [[2000, 2000], [2100, 2199]],
};
