/**
 * The operators' table of environment variables, written from the config schema
 * (`ConfigEnv` in server/config.ts): one section per group, one row per variable with its
 * default and its line. `npm run docs:config` puts it between the markers of
 * docs/configuration.md; a test fails when the file is behind the schema.
 */
import type { TSchema } from '@sinclair/typebox';
import { CONFIG_GROUPS, ConfigEnv } from './config';

export const CONFIG_DOCS_START = '<!-- config:start: generated from server/config.ts by `npm run docs:config`; do not edit by hand -->';
export const CONFIG_DOCS_END = '<!-- config:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function defaultText(schema: TSchema): string {
  if (typeof schema.shown === 'string') return schema.shown;
  const value: unknown = schema.default;
  if (value === '') return '_(unset)_';
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

/** The generated markdown, without the markers. */
export function configDocs(): string {
  const rows = Object.entries(ConfigEnv.properties) as Array<[string, TSchema]>;
  return CONFIG_GROUPS.map((group) =>
    [
      `### ${group}`,
      '',
      '| variable | default | meaning |',
      '| --- | --- | --- |',
      ...rows.filter(([, schema]) => schema.group === group).map(([name, schema]) => `| \`${name}\` | ${cell(defaultText(schema))} | ${cell(String(schema.description))} |`),
    ].join('\n'),
  ).join('\n\n');
}

/** `text` (docs/configuration.md) with the generated section between its markers replaced by `configDocs()`. */
export function withConfigDocs(text: string): string {
  const start = text.indexOf(CONFIG_DOCS_START);
  const end = text.indexOf(CONFIG_DOCS_END);
  if (start < 0 || end < start) throw new Error(`docs/configuration.md has no "${CONFIG_DOCS_START}" ... "${CONFIG_DOCS_END}" section`);
  return `${text.slice(0, start + CONFIG_DOCS_START.length)}\n\n${configDocs()}\n\n${text.slice(end)}`;
}
