/**
 * docs/configuration.md's table of variables is the config schema's: a variable added to
 * server/config.ts (or a default or a line changed) without `npm run docs:config` fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigEnv } from '../../server/config';
import { CONFIG_DOCS_END, CONFIG_DOCS_START, withConfigDocs } from '../../server/config-docs';

const file = path.resolve(__dirname, '../../docs/configuration.md');

describe('docs/configuration.md', () => {
  it('holds the table generated from the config schema (run `npm run docs:config` after changing server/config.ts)', () => {
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain(CONFIG_DOCS_START);
    expect(withConfigDocs(text)).toBe(text);
  });

  it('documents every variable of the schema with a default and a line', () => {
    const text = fs.readFileSync(file, 'utf8');
    const section = text.slice(text.indexOf(CONFIG_DOCS_START), text.indexOf(CONFIG_DOCS_END));
    for (const name of Object.keys(ConfigEnv.properties)) expect(section).toMatch(new RegExp(`^\\| \`${name}\` \\| [^|]+ \\| .+ \\|$`, 'm'));
  });
});
