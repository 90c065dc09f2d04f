/**
 * Chinese names: the library shows Traditional Chinese (Taiwan). Traditional sources are
 * kept as they are; Simplified sources (e.g. China MapleStory's String.wz) are converted
 * with opencc-js (cn -> tw). The search text keeps both forms so either can be typed.
 *
 * `--zh auto` (the default) decides from the text itself: over the names of the Chinese
 * String.wz files it counts the characters that only exist in Simplified (converting them to
 * Traditional changes them) and the characters that only exist in Traditional (converting them
 * to Simplified changes them); more Simplified-only characters means the source is Simplified.
 */
import * as OpenCC from 'opencc-js';

export type ZhMode = 'simplified' | 'traditional' | 'auto';
export type ZhScript = 'simplified' | 'traditional';

let s2t: ((s: string) => string) | null = null;
let t2s: ((s: string) => string) | null = null;

export function toTraditional(text: string): string {
  s2t ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return s2t(text);
}

export function toSimplified(text: string): string {
  t2s ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  return t2s(text);
}

const HAN = /\p{Script=Han}/u;

/** Counts Simplified-only and Traditional-only Han characters in the texts (up to `limit` characters). */
export function scriptEvidence(texts: Iterable<string>, limit = 20_000): { simplified: number; traditional: number } {
  let simplified = 0;
  let traditional = 0;
  let seen = 0;
  const distinct = new Set<string>();
  for (const text of texts) {
    for (const ch of text) {
      if (!HAN.test(ch)) continue;
      distinct.add(ch);
      if (++seen >= limit) break;
    }
    if (seen >= limit) break;
  }
  for (const ch of distinct) {
    if (toTraditional(ch) !== ch) simplified++;
    if (toSimplified(ch) !== ch) traditional++;
  }
  return { simplified, traditional };
}

/** 'simplified' or 'traditional' for the given texts ('traditional' when there is no evidence either way). */
export function detectScript(texts: Iterable<string>): ZhScript {
  const { simplified, traditional } = scriptEvidence(texts);
  return simplified > traditional ? 'simplified' : 'traditional';
}
