/** Types of scripts/builtSite.mjs (for the TypeScript e2e setup). */
export interface BuiltSite {
  baseURL: string;
  dbPath: string;
  /** Resolves once the server's log has a line matching `pattern` (false after `timeoutMs`). */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

export function startBuiltSite(options: {
  port: number;
  staticDir: string;
  name: string;
  env?: Record<string, string>;
}): Promise<BuiltSite>;
