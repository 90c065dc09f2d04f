/**
 * The message parser the browser uses for react-intl, in place of intl-messageformat-parser's
 * generated one (about 7 KB gzip on every page): `.umirc.ts` points that package's `./parser`
 * module here. It reads the ICU syntax the catalogs use and gives the same tree:
 *
 * - text, with ICU quoting: `''` is one apostrophe; an apostrophe before `{` or `}` (or `#`
 *   inside a plural) quotes up to the next lone apostrophe; any other apostrophe is text;
 * - `{name}` and `{name, number}`, `{name, date}`, `{name, time}` with an optional plain style;
 * - `{name, plural, ...}`, `{name, selectordinal, ...}` (with `offset:n` and `=n` cases, `#`
 *   for the number) and `{name, select, ...}`.
 *
 * Anything else (number or date skeletons `::`) throws a SyntaxError, which react-intl turns
 * into the message's source text and a console error. tests/web/lib/icuParser.test.ts checks
 * that every message of every catalog parses exactly as the original parser does.
 */

type Element = Record<string, unknown> & { type: number };

const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

const FORMATS: Record<string, number> = { number: NUMBER, date: DATE, time: TIME };

export class SyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SyntaxError';
  }
}

class Reader {
  pos = 0;

  constructor(readonly text: string) {}

  fail(what: string): never {
    throw new SyntaxError(`${what} at ${this.pos} in "${this.text}"`);
  }

  space() {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos += 1;
  }

  /** A name or option key: anything up to white space or syntax. */
  word(): string {
    const start = this.pos;
    while (this.pos < this.text.length && !/[\s{},#]/.test(this.text[this.pos])) this.pos += 1;
    if (this.pos === start) this.fail('expected a name');
    return this.text.slice(start, this.pos);
  }

  expect(char: string) {
    if (this.text[this.pos] !== char) this.fail(`expected "${char}"`);
    this.pos += 1;
  }
}

/**
 * Text up to the next `{`, a `}` closing a case (`nested`) or a `#` in a plural, with ICU
 * quoting (a stray `}` at the top is text).
 */
function literal(r: Reader, inPlural: boolean, nested: boolean): string {
  const { text } = r;
  let out = '';
  const special = (c: string | undefined) => c === '{' || c === '}' || (inPlural && c === '#');
  while (r.pos < text.length) {
    const c = text[r.pos];
    if (c === '{' || (c === '}' && nested) || (c === '#' && inPlural)) break;
    if (c === "'") {
      const next = text[r.pos + 1];
      if (next === "'") {
        out += "'";
        r.pos += 2;
      } else if (special(next)) {
        r.pos += 1;
        while (r.pos < text.length) {
          if (text[r.pos] === "'") {
            if (text[r.pos + 1] === "'") {
              out += "'";
              r.pos += 2;
              continue;
            }
            r.pos += 1;
            break;
          }
          out += text[r.pos];
          r.pos += 1;
        }
      } else {
        out += c;
        r.pos += 1;
      }
      continue;
    }
    out += c;
    r.pos += 1;
  }
  return out;
}

function options(r: Reader, inPlural: boolean): Record<string, { value: Element[] }> {
  const found: Record<string, { value: Element[] }> = {};
  r.space();
  while (r.text[r.pos] !== '}') {
    const key = r.word();
    r.space();
    r.expect('{');
    found[key] = { value: elements(r, inPlural, true) };
    r.expect('}');
    r.space();
  }
  return found;
}

function argument(r: Reader): Element {
  r.expect('{');
  r.space();
  const value = r.word();
  r.space();
  if (r.text[r.pos] === '}') {
    r.pos += 1;
    return { type: ARGUMENT, value };
  }
  r.expect(',');
  r.space();
  const kind = r.word();
  r.space();
  let element: Element;
  if (Object.hasOwn(FORMATS, kind)) {
    let style: string | null = null;
    if (r.text[r.pos] === ',') {
      r.pos += 1;
      r.space();
      if (r.text.startsWith('::', r.pos)) r.fail('skeletons are not supported');
      style = r.word();
      r.space();
    }
    element = { type: FORMATS[kind], style, value };
  } else if (kind === 'plural' || kind === 'selectordinal') {
    r.expect(',');
    r.space();
    let offset = 0;
    const match = /^offset:\s*(\d+)/.exec(r.text.slice(r.pos));
    if (match) {
      offset = Number(match[1]);
      r.pos += match[0].length;
    }
    element = {
      type: PLURAL,
      pluralType: kind === 'plural' ? 'cardinal' : 'ordinal',
      value,
      offset,
      options: options(r, true),
    };
  } else if (kind === 'select') {
    r.expect(',');
    element = { type: SELECT, value, options: options(r, false) };
  } else {
    r.fail(`unknown argument type "${kind}"`);
  }
  r.expect('}');
  return element;
}

function elements(r: Reader, inPlural: boolean, nested: boolean): Element[] {
  const out: Element[] = [];
  while (r.pos < r.text.length) {
    const c = r.text[r.pos];
    if (c === '}' && nested) break;
    if (c === '{') out.push(argument(r));
    else if (c === '#' && inPlural) {
      r.pos += 1;
      out.push({ type: POUND });
    } else {
      const value = literal(r, inPlural, nested);
      const last = out[out.length - 1];
      if (last?.type === LITERAL) last.value = `${last.value as string}${value}`;
      else out.push({ type: LITERAL, value });
    }
  }
  return out;
}

/** Parses an ICU message into intl-messageformat's element tree. */
export function pegParse(input: string): Element[] {
  const r = new Reader(input);
  return elements(r, false, false);
}
