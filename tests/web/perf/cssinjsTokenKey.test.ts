/**
 * config/loaders/cssinjsTokenKey.cjs: cssinjs hashed each theme token twice, the second time
 * an untouched copy of it (kept for CSS variables). Without CSS variables the copy's hash is
 * the first one, so the loader reuses it; with them both are still computed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { token2key } from '@ant-design/cssinjs/es/util';
import theme from 'antd/es/theme';
import { siteTheme } from '@/lib/theme';

const loader = createRequire(import.meta.url)('../../../config/loaders/cssinjsTokenKey.cjs') as (this: unknown, source: string) => string;
const SOURCE = fs.readFileSync(path.resolve('node_modules/@ant-design/cssinjs/es/hooks/useCacheToken.js'), 'utf8');

function run(source: string) {
  const emitWarning = vi.fn();
  return { out: loader.call({ emitWarning }, source), emitWarning };
}

describe("cssinjs' second token hash", () => {
  it('is the first hash, reused, unless CSS variables are on', () => {
    const { out, emitWarning } = run(SOURCE);
    expect(emitWarning).not.toHaveBeenCalled();
    expect(out).toContain('actualToken._tokenKey = cssVar ? token2key(actualToken, salt) : tokenKey;');
    expect(out.match(/token2key\(/g)).toHaveLength(SOURCE.match(/token2key\(/g)!.length);
    expect(out).not.toContain('actualToken._tokenKey = token2key(actualToken, salt);');
  });

  it("equals what hashing the copy gives, for the site's token", () => {
    // What cssinjs holds when it hashes: the computed token, and a copy of it made before.
    const token = theme.getDesignToken(siteTheme as never) as unknown as Record<string, unknown>;
    const copy = { ...token };
    const tokenKey = token2key(token, 'salt');
    expect(token2key(copy, 'salt')).toBe(tokenKey);
    expect(token2key({ ...token, colorPrimary: '#000000' }, 'salt')).not.toBe(tokenKey);
  });

  it('leaves a cssinjs of another shape as it is, with a warning', () => {
    const other = SOURCE.replace('actualToken._tokenKey = token2key(actualToken, salt);', 'actualToken._tokenKey = hashOf(actualToken);');
    const { out, emitWarning } = run(other);
    expect(out).toBe(other);
    expect(emitWarning).toHaveBeenCalledTimes(1);
  });
});
