/**
 * The sections of a legal document in a catalog (locales/<lang>/legal.json):
 * legal.<doc>.s1.title / .s1.body, s2, ... in order, a body's paragraphs separated by
 * blank lines. Read by the page (src/components/LegalDocument) and by the app shell's
 * copy of its first screen (config/legalShell.ts), so both show one text.
 */
export type LegalDoc = 'terms' | 'privacy';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** The sections s1..sN present in a catalog, in order (stops at the first gap). */
export function legalSections(messages: Record<string, unknown>, doc: LegalDoc): LegalSection[] {
  const out: LegalSection[] = [];
  for (let i = 1; i < 100; i++) {
    const title = messages[`legal.${doc}.s${i}.title`];
    const body = messages[`legal.${doc}.s${i}.body`];
    if (typeof title !== 'string' || typeof body !== 'string') break;
    out.push({ id: `${doc}-s${i}`, title, paragraphs: body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) });
  }
  return out;
}
