/**
 * The legal pages' card in the app shell (docs/performance.md, "App shell").
 *
 * On /privacy and /terms the largest text of the first screen is the document's first
 * paragraph, under the banner. The built index.html holds an empty slot per page under
 * the shell's banners (config/plugins/appShell.ts); when the server sends the page for
 * one of these routes it fills the slot with the document's card and adds this card's
 * stylesheet to <head> (server/services/legal-page-html.ts), so the text is painted from
 * the HTML with the banner instead of after the app has loaded and rendered it. The other
 * pages' index.html carries only the two empty slots.
 *
 * The card is LegalDocument's (src/components/LegalDocument): the table of contents (its
 * section titles, no links) and every section's title and paragraphs, from the same
 * catalog keys (locales/legalSections.ts), in both languages; the language the head
 * script marked on <html> shows one. Its styles mirror LegalDocument's index.module.css
 * rule for rule (tests/web/perf/legalShell.test.ts compares them), plus what the page
 * inherits there: the theme's font, 14 px, line height 1.15 (antd's reset). So the
 * shell's paragraphs wrap and sit exactly like the app's, and nothing moves when the app
 * replaces them. Shared by the build and the server: both must write the same slot.
 */
import { LANGS, catalogs, type Lang } from '../locales';
import { legalSections, type LegalDoc } from '../locales/legalSections';
import { siteTheme } from '../src/lib/theme';

export const LEGAL_DOCS: readonly LegalDoc[] = ['privacy', 'terms'];

/** The empty slot of a document's page, exactly as the built index.html holds it (the server looks for this text). */
export const legalSlot = (doc: LegalDoc) => `<div class="shell-legal-slot" data-for="/${doc}"></div>`;

/**
 * The card's styles: LegalDocument's index.module.css under #app-shell (.container:
 * .shell-legal, .toc: .shell-toc, .tocTitle: its <b>, .toc a: its <li>, .document:
 * .shell-doc, .section: <section>, .sectionTitle: <h2>, .paragraph: <p>), without what a
 * still picture has no use for (the sticky table of contents, hover, scroll margins,
 * the footer below the text). The page's background (.page) is the shell's behind the
 * card. `#app-shell .shell-doc p` outweighs the banners' `#app-shell p`.
 */
export const LEGAL_SHELL_CSS = `
#app-shell .shell-legal{display:none;position:relative;z-index:1;box-sizing:border-box;max-width:1200px;margin:-40px auto 0;padding:0 24px;grid-template-columns:280px minmax(0,1fr);gap:24px;align-items:start;font-family:${siteTheme.token.fontFamily};font-size:14px;line-height:1.15}
#app-shell .shell-legal *{box-sizing:border-box}
#app-shell .shell-toc{padding:20px;border-radius:16px;background:#fff;border:1px solid rgba(29,33,64,.08);box-shadow:0 10px 26px rgba(20,27,69,.1)}
#app-shell .shell-toc b{display:block;margin-bottom:10px;font-weight:800;color:#1d2140}
#app-shell .shell-toc ol{margin:0;padding:0;list-style:none;display:grid;gap:2px}
#app-shell .shell-toc li{display:block;padding:6px 10px;border-radius:8px;color:rgba(29,33,64,.78);font-size:14px;line-height:1.4}
#app-shell .shell-doc{padding:36px 44px;border-radius:18px;background:#fff;border:1px solid rgba(29,33,64,.08);box-shadow:0 10px 26px rgba(20,27,69,.1)}
#app-shell .shell-doc section+section{margin-top:28px;padding-top:24px;border-top:1px solid rgba(29,33,64,.08)}
#app-shell .shell-doc h2{margin:0 0 10px;font-size:20px;font-weight:800;color:#1d2140}
#app-shell .shell-doc p{max-width:none;margin:0 0 12px;font-size:15px;line-height:1.9;color:rgba(29,33,64,.82)}
@media (max-width:991px){#app-shell .shell-legal{grid-template-columns:1fr}}
@media (max-width:640px){#app-shell .shell-legal{padding:0 16px}#app-shell .shell-doc{padding:22px 18px}#app-shell .shell-toc{display:none}#app-shell .shell-doc h2{font-size:18px}}
`
  .replace(/\n/g, '')
  .trim();

/** Shows the card of the marked route in the marked language, and the page's background behind it. */
function legalVariantCss(): string {
  const shown = LEGAL_DOCS.flatMap((doc) =>
    LANGS.map((lang) => `html[data-shell="/${doc}"][lang="${lang}"] #app-shell .shell-legal[data-for="/${doc}"][lang="${lang}"]`),
  );
  const page = LEGAL_DOCS.map((doc) => `html[data-shell="/${doc}"] #app-shell`);
  // .page: its gradient starts at the banner's top, under the 64 px header bar.
  return `${shown.join(',')}{display:grid}${page.join(',')}{background:linear-gradient(180deg,#eef1fb 64px,#f7f8fc 544px)}`;
}

/** The <head> stylesheet that comes with a filled slot. */
export function legalShellStyle(): string {
  return `<style id="shell-legal-style">${LEGAL_SHELL_CSS}${legalVariantCss()}</style>`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card in one language: the table of contents and the document, plain text (no link). */
function cardMarkup(doc: LegalDoc, lang: Lang, messages: Record<string, string>): string {
  const sections = legalSections(messages, doc);
  const toc = sections.map((s) => `<li>${escapeHtml(s.title)}</li>`).join('');
  const body = sections
    .map((s) => `<section><h2>${escapeHtml(s.title)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</section>`)
    .join('');
  const title = escapeHtml(messages['legal.ui.toc'] ?? '');
  return `<div class="shell-legal" data-for="/${doc}" lang="${lang}"><div class="shell-toc"><b>${title}</b><ol>${toc}</ol></div><div class="shell-doc">${body}</div></div>`;
}

/** The slot filled with the document's card in every language (CSS shows the visitor's). */
export function filledLegalSlot(doc: LegalDoc, messages: Record<Lang, Record<string, string>> = catalogs): string {
  const cards = LANGS.map((lang) => cardMarkup(doc, lang, messages[lang])).join('');
  return legalSlot(doc).replace('></div>', () => `>${cards}</div>`);
}
