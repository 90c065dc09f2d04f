/**
 * The pages sent for /privacy and /terms (docs/performance.md, "App shell"): the shell's
 * slot under the banner filled with the document's card (table of contents and text, in
 * both languages) and the card's stylesheet in <head> (config/legalShell.ts), so the
 * document's first paragraph (the first screen's largest text) is painted with the first
 * response instead of after the app has loaded and rendered it. Sent through
 * shell-page-html.ts (caching, compression, ETag). The text is the catalogs', built once.
 */
import type { LegalDoc } from '../../locales/legalSections';
import { filledLegalSlot, legalShellStyle, legalSlot } from '../../config/legalShell';
import type { ShellFill, ShellFiller } from './shell-page-html';

/** The slot filler of a legal document's page. */
export function legalPageFiller(doc: LegalDoc): ShellFiller {
  let fill: ShellFill | null = null;
  return () => (fill ??= { slot: legalSlot(doc), content: filledLegalSlot(doc), head: legalShellStyle() });
}
