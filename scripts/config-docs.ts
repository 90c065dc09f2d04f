/**
 * `npm run docs:config`: rewrites the table of environment variables in
 * docs/configuration.md from the config schema (server/config.ts); the prose around the
 * markers stays as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withConfigDocs } from '../server/config-docs';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'configuration.md');
const before = fs.readFileSync(file, 'utf8');
const after = withConfigDocs(before);
fs.writeFileSync(file, after);
console.log(after === before ? 'docs/configuration.md is up to date' : 'docs/configuration.md: table of variables rewritten');
