/**
 * A chunk boundary, and a mark where the app's own code starts running. webpack runs the
 * app's entry once every chunk of the entry is there, inside the script of the last one to
 * arrive. This module is an initial chunk of its own (`app-start`,
 * config/plugins/sharedChunks.ts) that the app shell's loader runs after umi.js
 * (config/plugins/appShell.ts): umi.js's task only compiles the entry, and this nearly
 * empty chunk's task runs it, two shorter tasks instead of one long one.
 */
performance.mark('app-start');
