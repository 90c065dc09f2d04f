/**
 * Streaming reader for the game's wz XML export (`<imgdir name="..">`, `<int name=".." value=".."/>`, ...).
 * A file is read in chunks through saxes: nothing but the current path is kept, the caller
 * keeps the nodes it needs. The visitor may return 'stop' to end the file early (e.g. once an
 * equipment file's `info` is read, its animation frames are never parsed).
 *
 *   await readXml(file, (ev) => {
 *     if (ev.type === 'open' && ev.parents[0] === 'info' && ev.parents.length === 1) stats[ev.name] = ev.value;
 *     if (ev.type === 'close' && ev.name === 'info' && ev.parents.length === 0) return 'stop';
 *   });
 *
 * `parents` holds the `name` attributes of the enclosing elements below the root element
 * (the root `<imgdir name="x.img">` is left out). It is the reader's own array: copy it to keep it.
 * A malformed file throws a MalformedXmlError naming the file, line and column.
 */
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';

export interface XmlEvent {
  type: 'open' | 'close';
  /** Element tag: imgdir, int, short, long, float, double, string, vector, canvas, uol, null, ... */
  tag: string;
  /** The element's name attribute ('' when none). */
  name: string;
  /** The value attribute of value nodes (int, string, ...); undefined otherwise. */
  value: string | undefined;
  /** Names of the enclosing elements, outermost first, without the file's root element. */
  parents: readonly string[];
}

export type XmlVisitor = (event: XmlEvent) => void | 'stop';

export class MalformedXmlError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'MalformedXmlError';
  }
}

const buffer = Buffer.allocUnsafe(256 * 1024);

/**
 * Reads one XML file chunk by chunk (256 KB); resolves true when the visitor stopped early.
 * The reading itself is synchronous: callers yield to the event loop between files.
 */
export async function readXml(file: string, visit: XmlVisitor): Promise<boolean> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const parents: string[] = [];
  let depth = 0; // elements open, root included
  let stopped = false;
  let error: Error | null = null;
  let sawRoot = false;

  parser.on('error', (e) => {
    if (!error) error = e;
  });
  parser.on('opentag', (tag) => {
    if (stopped || error) return;
    sawRoot = true;
    const attrs = tag.attributes as Record<string, string>;
    const name = attrs.name ?? '';
    if (depth > 0) {
      if (visit({ type: 'open', tag: tag.name, name, value: attrs.value, parents }) === 'stop') stopped = true;
      parents.push(name);
    }
    depth++;
  });
  parser.on('closetag', (tag) => {
    if (stopped || error) return;
    depth--;
    if (depth > 0) {
      parents.pop();
      const attrs = tag.attributes as Record<string, string>;
      if (visit({ type: 'close', tag: tag.name, name: attrs.name ?? '', value: attrs.value, parents }) === 'stop') stopped = true;
    }
  });

  // Read in chunks (synchronously: far less overhead per file than a read stream across
  // tens of thousands of small files); memory stays one chunk whatever the file's size.
  let fd: number | null = null;
  const decoder = new StringDecoder('utf8');
  let first = true;
  try {
    fd = fs.openSync(file, 'r');
    for (;;) {
      const n = fs.readSync(fd, buffer, 0, buffer.length, null);
      let chunk = n > 0 ? decoder.write(buffer.subarray(0, n)) : decoder.end();
      if (first && chunk.length > 0) {
        first = false;
        if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1); // byte-order mark
      }
      if (chunk.length > 0) parser.write(chunk);
      if (error || stopped || n === 0) break;
    }
    if (!stopped && !error) parser.close();
  } catch (e) {
    // A read error (unreadable file) is reported like a malformed one.
    if (!error) error = e instanceof Error ? e : new Error(String(e));
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
  if (error) throw new MalformedXmlError(file, (error as Error).message);
  if (!sawRoot) throw new MalformedXmlError(file, 'no XML element');
  return stopped;
}

/** Parses an integer value ('0120100' -> 120100); undefined when not a number. */
export function toInt(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) return undefined;
  return Math.trunc(n);
}

export function toNum(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export const isDigits = (s: string): boolean => s.length > 0 && /^\d+$/.test(s);
