/**
 * The shop's first poster in the app shell (docs/performance.md, "App shell").
 *
 * The built index.html holds an empty slot under the shell's /shop banner
 * (config/plugins/appShell.ts); when the server sends the page for /shop it fills the
 * slot with the first poster players see now and preloads that picture in <head>
 * (server/services/shop-page-html.ts, through server/services/shell-page-html.ts), so the picture comes with the first response
 * instead of after the app has loaded, rendered the page and fetched the posters.
 * Shared by the build and the server: both must write the same slot.
 */

/** The empty slot, exactly as the built index.html holds it (the server looks for this text). */
export const SHOP_POSTER_SLOT = '<div class="shell-posters" data-for="/shop"></div>';

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The slot filled with a poster picture: a plain <img> (no link, no caption, no control:
 * the carousel's are the app's), alt="" like the carousel's (the caption names the
 * poster), at high priority; width/height give the desktop box's 4:1 shape (CSS sizes it).
 */
export function filledPosterSlot(image: string): string {
  const picture = `<span class="shell-poster"><img src="${escapeAttr(image)}" alt="" width="1200" height="300" fetchpriority="high"></span>`;
  return SHOP_POSTER_SLOT.replace('></div>', () => `>${picture}</div>`);
}

/** The <head> hint that starts the picture's download with the page's stylesheets. */
export function posterPreload(image: string): string {
  return `<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high">`;
}
