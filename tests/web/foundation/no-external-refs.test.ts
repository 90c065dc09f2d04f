/**
 * The repo explains itself: code, comments, tests and docs never point at working papers
 * that are not in the repository (a product spec or design note by name, or their
 * numbered sections). A rule is written out where it applies, and lasting explanations
 * live in README.md and docs/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const FOLDERS = ['src', 'config', 'server', 'scripts', 'tests', 'mock', '.storybook', 'locales', 'docs'];
const ROOT_FILES = ['README.md', '.umirc.ts', 'vitest.config.ts', 'eslint.config.mjs'];
const SKIP = new Set(['node_modules', '.umi', '.umi-production', '.umi-test', 'sample']);
const EXT = /\.(ts|tsx|mts|mjs|cjs|js|css|json|md)$/;
// Built from parts so this file does not match itself.
const CITATION = new RegExp(['\\bSPEC\\b', '\\bDESIGN(\\.md)?\\b', '\u00a7\\s?\\d', 'issue #\\d'].join('|'));

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (EXT.test(entry.name)) yield full;
  }
}

describe('no references to documents outside the repo', () => {
  it('finds none in the source, tests, catalogs and docs', () => {
    const hits: string[] = [];
    const all = [...FOLDERS.filter((f) => fs.existsSync(path.join(root, f))).flatMap((f) => [...files(path.join(root, f))]), ...ROOT_FILES.map((f) => path.join(root, f))];
    for (const file of all) {
      if (!fs.existsSync(file)) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (CITATION.test(line)) hits.push(`${path.relative(root, file)}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(hits).toEqual([]);
  });
});
