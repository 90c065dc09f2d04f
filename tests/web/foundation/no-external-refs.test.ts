/**
 * The repo explains itself: code, comments, tests, README.md and docs never point at working
 * papers that are not in the repository (by their name, in any letter case, or by their
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
// Built from parts so this file does not match itself. Upper-case names are never ours; in
// any letter case, a document named as such (the word after "the", or a file name). A lower-case `spec`
// alone is the game data's own node name and stays allowed.
const CITATION = new RegExp(['\\bSPEC\\b', '\\bDESIGN\\b', '\u00a7\\s?\\d'].join('|'));
const CITATION_ANY_CASE = new RegExp(
  ['\\b(the|our|product) spec(ification)?s?\\b', '\\bspec\\.md\\b', '\\bdesign\\.md\\b', '\\bdesign (doc|note|paper)s?\\b', 'issue #\\d'].join('|'),
  'i',
);

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (EXT.test(entry.name)) yield full;
  }
}

describe('no references to documents outside the repo', () => {
  it('finds none in the source, tests, catalogs, README and docs', () => {
    const hits: string[] = [];
    const all = [...FOLDERS.filter((f) => fs.existsSync(path.join(root, f))).flatMap((f) => [...files(path.join(root, f))]), ...ROOT_FILES.map((f) => path.join(root, f))];
    for (const file of all) {
      if (!fs.existsSync(file)) continue;
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (CITATION.test(line) || CITATION_ANY_CASE.test(line)) hits.push(`${path.relative(root, file)}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(hits).toEqual([]);
  });
});
