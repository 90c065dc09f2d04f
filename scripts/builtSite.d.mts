/** Types of scripts/builtSite.mjs (for the TypeScript e2e setup). */
export interface BuiltSite {
  baseURL: string;
  dbPath: string;
  stop(): Promise<void>;
}

export function startBuiltSite(options: {
  port: number;
  staticDir: string;
  name: string;
  env?: Record<string, string>;
}): Promise<BuiltSite>;
