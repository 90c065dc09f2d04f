/**
 * The one path matcher of ProLayout's menu, title and breadcrumb. ProLayout carried two:
 * path-to-regexp 8 (`match`, for the page title and the breadcrumb) and @umijs/route-utils'
 * own copy of path-to-regexp 6 (`pathToRegexp`, for the selected menu entry), about 4.4 KB
 * gzip together on every page with the site layout. Both compiled every menu path again on
 * each of the layout's renders: some fifty regular expressions per render, a third of the
 * layout's first render on a phone. `.umirc.ts` points both imports here.
 *
 * It reads the patterns the site's menus hold: fixed paths, `:name` parameters, and `(.*)`
 * or `*` for "anything below", matched whole, letter case ignored, one trailing `/` allowed,
 * as both originals do by default. Other syntax of theirs (optional or repeated parameters,
 * `{...}` groups) is read as plain text. Each pattern is compiled once.
 * tests/web/perf/menuPathMatch.test.ts checks the answers against both originals.
 */

interface Compiled {
  regexp: RegExp;
  names: string[];
}

const compiled = new Map<string, Compiled>();
const TOKEN = /:(\w+)|\(\.\*\)|\*(\w*)/g;
const escape = (text: string) => text.replace(/[.+*?^${}()[\]|/\\]/g, '\\$&');

function compile(pattern: string): Compiled {
  let found = compiled.get(pattern);
  if (found) return found;
  const names: string[] = [];
  let source = '^';
  let last = 0;
  for (const token of pattern.matchAll(TOKEN)) {
    source += escape(pattern.slice(last, token.index));
    if (token[1]) {
      names.push(token[1]);
      source += '([^\\/#\\?]+?)';
    } else {
      names.push(token[2] || String(names.length));
      source += '(.*)';
    }
    last = token.index! + token[0].length;
  }
  source += `${escape(pattern.slice(last))}[\\/#\\?]?$`;
  found = { regexp: new RegExp(source, 'i'), names };
  compiled.set(pattern, found);
  return found;
}

/** path-to-regexp 6's `pathToRegexp(path)`, as route-utils calls it: the pattern as a regular expression. */
export function pathToRegexp(pattern: string): RegExp {
  return compile(pattern).regexp;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** path-to-regexp 8's `match(path)`: a function giving `{ path, params }` for a matching path, else false. */
export function match(pattern: string) {
  const { regexp, names } = compile(pattern);
  return (pathname: string) => {
    const found = regexp.exec(pathname);
    if (!found) return false as const;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      if (found[i + 1] !== undefined) params[name] = decode(found[i + 1]);
    });
    return { path: found[0], params };
  };
}
