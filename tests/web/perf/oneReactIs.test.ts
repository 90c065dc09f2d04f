/**
 * One react-is in the build (.umirc.ts, 'one-react-is'): hoist-non-react-statics, which
 * brought its own react-is 16, reads the react-is 18 of rc-util. It hoists the same statics
 * from memo, forwardRef and plain components with either.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { forwardRef, memo } from 'react';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const HOIST = require.resolve('hoist-non-react-statics');
const REACT_IS_18 = path.resolve('node_modules/rc-util/node_modules/react-is');

type Hoist = (target: object, source: object) => object;

/** hoist-non-react-statics with `react-is` read from `reactIs`. */
function hoistWith(reactIs: string): Hoist {
  const module = { exports: {} as { default?: Hoist } | Hoist };
  const load = new Function('require', 'module', 'exports', fs.readFileSync(HOIST, 'utf8'));
  const local = createRequire(HOIST);
  load((id: string) => (id === 'react-is' ? local(reactIs) : local(id)), module, module.exports);
  return module.exports as Hoist;
}

function Plain() {
  return null;
}
const sources = () => {
  const statics = { displayName: 'Shown', defaultProps: { a: 1 }, custom: 'kept', helper: () => 'x' };
  return {
    plain: Object.assign(function Source() {
      return null;
    }, statics),
    memo: Object.assign(memo(Plain), statics),
    forwardRef: Object.assign(
      forwardRef(() => null),
      statics,
    ),
  };
};

describe('hoist-non-react-statics on react-is 18', () => {
  it('is the react-is 18 the build points it at', () => {
    expect(require(path.join(REACT_IS_18, 'package.json')).version).toMatch(/^18\./);
  });

  it.each(['plain', 'memo', 'forwardRef'] as const)('hoists the same statics from a %s component as with its own react-is', (kind) => {
    const withOwn = hoistWith('react-is');
    const withOne = hoistWith(REACT_IS_18);
    const a = withOwn(function Target() {
      return null;
    }, sources()[kind]) as Record<string, unknown>;
    const b = withOne(function Target() {
      return null;
    }, sources()[kind]) as Record<string, unknown>;
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.custom).toBe('kept');
    expect(b.displayName).toBe(a.displayName);
    expect(b.defaultProps).toEqual(a.defaultProps);
  });
});
