/**
 * The static app shell of index.html (config/plugins/appShell.ts): painted from the
 * HTML alone in the visitor's language, without links, and gone once the page renders.
 */
import { describe, it, expect, beforeEach } from 'vitest';
import { appScriptOrder, headScript, loaderScript, removerScript, shellMarkup, shellPages, shellVariantCss, SHELL_CSS } from '../../../config/plugins/appShell';
import { SHOP_POSTER_SLOT, filledPosterSlot } from '../../../config/shopPosterSlot';
import { LEGAL_DOCS, filledLegalSlot, legalShellStyle, legalSlot } from '../../../config/legalShell';
import { legalSections } from '../../../locales/legalSections';
import { LANGS, catalogs, translate } from '../../../locales';
import { site } from '../../../config/site';

const run = (code: string) => new Function(code)();

/**
 * Loads the shell as the built index.html does, at `path` (`poster`: the picture the
 * server put in the shop's slot; `legal`: the legal cards and their stylesheet the server
 * puts in on /privacy and /terms, here both at once); returns the banner on screen.
 */
function boot(path: string, poster?: string, legal = false) {
  window.history.pushState({}, '', path);
  document.documentElement.removeAttribute('data-shell');
  document.documentElement.removeAttribute('data-member');
  document.head.innerHTML = `<style>${SHELL_CSS}${shellVariantCss(shellPages())}</style>${legal ? legalShellStyle() : ''}`;
  run(headScript(shellPages()));
  let markup = shellMarkup(shellPages());
  if (poster) markup = markup.replace(SHOP_POSTER_SLOT, filledPosterSlot(poster));
  if (legal) for (const doc of LEGAL_DOCS) markup = markup.replace(legalSlot(doc), filledLegalSlot(doc));
  document.body.innerHTML = `${markup}<div id="root"></div>`;
  run(removerScript());
  const shown = [...document.querySelectorAll<HTMLElement>('#app-shell .shell-banner')].filter(
    (el) => getComputedStyle(el).display !== 'none',
  );
  expect(shown.length).toBeLessThanOrEqual(1);
  return { shell: document.getElementById('app-shell'), banner: shown[0] };
}

describe('app shell', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('lang');
  });

  it('draws the home hero in the stored language, with the catalog texts and site figures', () => {
    window.localStorage.setItem('preferred-language', 'en');
    const { shell, banner } = boot('/');
    expect(document.documentElement.getAttribute('lang')).toBe('en-US');
    expect(banner?.querySelector('.shell-title')?.textContent).toBe(translate('en-US', 'home.hero.title', { name: site.name }));
    const text = banner?.querySelector('p')?.textContent ?? '';
    expect(text).toContain(translate('en-US', 'home.hero.tagline'));
    expect(text).toContain(`${site.rates.exp}x EXP`);
    expect(shell?.querySelector('a, button')).toBeNull();
  });

  it('uses Traditional Chinese when stored, and the page banner of /ranking and /notice', () => {
    window.localStorage.setItem('preferred-language', 'zh');
    expect(boot('/ranking').banner?.querySelector('p')?.textContent).toBe(translate('zh-TW', 'ranking.title') + translate('zh-TW', 'ranking.subtitle'));
    expect(boot('/notice/').banner?.querySelector('p')?.textContent).toContain(translate('zh-TW', 'notice.subtitle'));
  });

  it('draws only the header bar on other routes', () => {
    for (const path of ['/library/item/1002000', '/notice/3', '/debug']) {
      const { shell, banner } = boot(path);
      expect(shell?.querySelector('.shell-bar'), path).not.toBeNull();
      expect(banner, path).toBeUndefined();
    }
  });

  it('draws the banner of every other page that opens on one, in both languages: its tone, icon, title and subtitle in one text block', () => {
    const pages: [string, 'night' | 'sunset', string, string, Record<string, string>?][] = [
      ['/download', 'sunset', 'download.banner.title', 'download.banner.subtitle', { version: site.client.version }],
      ['/shop', 'sunset', 'shop.title', 'shop.subtitle'],
      ['/library', 'sunset', 'library.title', 'library.subtitle'],
      ['/vote', 'sunset', 'vote.banner.title', 'vote.banner.subtitle'],
      ['/privacy', 'night', 'legal.privacy.title', 'legal.privacy.updated'],
      ['/terms/', 'night', 'legal.terms.title', 'legal.terms.updated'],
    ];
    for (const lang of LANGS) {
      window.localStorage.setItem('preferred-language', lang);
      for (const [path, tone, title, subtitle, values] of pages) {
        const { shell, banner } = boot(path);
        expect(banner?.classList.contains(`shell-${tone}`), path).toBe(true);
        expect(banner?.querySelector('.shell-icon'), path).not.toBeNull();
        const text = banner?.querySelectorAll('p') ?? [];
        expect(text.length, path).toBe(1);
        expect(text[0].querySelector('.shell-h')?.textContent, path).toBe(translate(lang, title));
        expect(text[0].textContent, path).toBe(translate(lang, title) + translate(lang, subtitle, values));
        expect(shell?.querySelector('a, button, input'), path).toBeNull();
      }
    }
  });

  const shown = (el: Element | null | undefined) => !!el && getComputedStyle(el).display !== 'none';
  const buttonLabels = (bar: Element | null | undefined) =>
    [...(bar?.querySelectorAll('.shell-acts > span') ?? [])].map((b) => [...b.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE || shown(n as Element)).map((n) => n.textContent).join(''));

  it('draws the shop bar under the subtitle as a guest first sees it: the login hint and the two buttons, without controls', () => {
    for (const lang of LANGS) {
      window.localStorage.setItem('preferred-language', lang);
      const { shell, banner } = boot('/shop');
      const bar = banner?.querySelector('p + .shell-shopbar');
      expect(shown(bar?.querySelector('.shell-note'))).toBe(true);
      expect(bar?.querySelector('.shell-note')?.textContent).toBe(translate(lang, 'shop.balance.loginHint'));
      expect(shown(bar?.querySelector('.shell-chips'))).toBe(false);
      expect(buttonLabels(bar)).toEqual([translate(lang, 'shop.dressing.open'), translate(lang, 'shop.orders.open')]);
      expect(shell?.querySelector('a, button, input')).toBeNull();
    }
  });

  it('draws the shop bar of a logged-in player: the four balance chips, amounts pending, and room kept for the dressing room\'s count', () => {
    window.localStorage.setItem('refresh_token', 'r');
    try {
      for (const lang of LANGS) {
        window.localStorage.setItem('preferred-language', lang);
        const bar = boot('/shop').banner?.querySelector('p + .shell-shopbar');
        expect(shown(bar?.querySelector('.shell-note'))).toBe(false);
        expect(shown(bar?.querySelector('.shell-chips'))).toBe(true);
        const chips = [...(bar?.querySelectorAll('.shell-chip') ?? [])];
        expect(chips.map((c) => c.querySelector('.shell-cur')?.textContent?.slice(1))).toEqual(
          ['nx_credit', 'maple_point', 'vote_points', 'reward_points'].map((c) => translate(lang, `shop.currency.${c}`)),
        );
        expect(chips.every((c) => c.querySelector('em')?.textContent === '')).toBe(true);
        const count = bar?.querySelector('.shell-acts b');
        expect(shown(count)).toBe(true);
        expect(getComputedStyle(count!).visibility).toBe('hidden');
        expect(count?.textContent).toBe(` ${translate(lang, 'shop.dressing.capacity', { count: 0, capacity: 12 })}`);
      }
    } finally {
      window.localStorage.removeItem('refresh_token');
    }
  });

  it('shows the poster the server put in the shop slot under the shop banner, nowhere else', () => {
    const shop = boot('/shop', '/images/shop-posters/winter-outfits.svg');
    const slot = shop.shell?.querySelector<HTMLElement>('.shell-posters');
    expect(getComputedStyle(slot!).display).toBe('block');
    // After the banner (the other banners between them are hidden: they take no room).
    expect(shop.banner!.compareDocumentPosition(slot!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const img = slot?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/shop-posters/winter-outfits.svg');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(shop.shell?.querySelector('a, button')).toBeNull();
    const library = boot('/library', '/images/shop-posters/winter-outfits.svg');
    expect(getComputedStyle(library.shell!.querySelector('.shell-posters')!).display).toBe('none');
    // No poster sent: an empty slot takes no room.
    expect(getComputedStyle(boot('/shop').shell!.querySelector('.shell-posters')!).display).toBe('none');
  });

  it('shows the legal card the server put under the banner of /privacy and /terms, in the visitor\'s language: the contents and the whole text, without controls', () => {
    for (const lang of LANGS) {
      window.localStorage.setItem('preferred-language', lang);
      for (const doc of LEGAL_DOCS) {
        const { shell, banner } = boot(`/${doc}`, undefined, true);
        const cards = [...(shell?.querySelectorAll<HTMLElement>('.shell-legal') ?? [])].filter((el) => getComputedStyle(el).display !== 'none');
        expect(cards.length, `${doc} ${lang}`).toBe(1);
        const card = cards[0];
        expect(card.getAttribute('lang')).toBe(lang);
        // Under the page's banner, like the app's card.
        expect(banner!.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        const sections = legalSections(catalogs[lang], doc);
        expect(sections.length).toBeGreaterThan(3);
        expect(card.querySelector('.shell-toc b')?.textContent).toBe(translate(lang, 'legal.ui.toc'));
        expect([...card.querySelectorAll('.shell-toc li')].map((li) => li.textContent)).toEqual(sections.map((s) => s.title));
        expect([...card.querySelectorAll('.shell-doc h2')].map((h) => h.textContent)).toEqual(sections.map((s) => s.title));
        const paragraphs = [...card.querySelectorAll('.shell-doc p')].map((p) => p.textContent);
        expect(paragraphs[0]).toBe(sections[0].paragraphs[0]);
        expect(paragraphs).toEqual(sections.flatMap((s) => s.paragraphs));
        expect(shell?.querySelector('a, button, input')).toBeNull();
      }
    }
  });

  it('shows no legal card on other routes, and an unfilled slot holds nothing', () => {
    for (const path of ['/', '/download', '/shop']) {
      const { shell } = boot(path, undefined, true);
      const shown = [...(shell?.querySelectorAll<HTMLElement>('.shell-legal') ?? [])].filter((el) => getComputedStyle(el).display !== 'none');
      expect(shown, path).toEqual([]);
    }
    for (const doc of LEGAL_DOCS) expect(boot(`/${doc}`).shell?.querySelector(`.shell-legal-slot[data-for="/${doc}"]`)?.innerHTML).toBe('');
  });

  it('escapes the legal text into the card', () => {
    const hostile = { 'legal.ui.toc': 'T<i>', 'legal.terms.s1.title': '<script>x</script>', 'legal.terms.s1.body': 'a & <b>b</b>\n\n"c"' };
    const html = filledLegalSlot('terms', { 'zh-TW': hostile, 'en-US': hostile });
    expect(html).not.toMatch(/<script|<b>b|<i>/);
    expect(html).toContain('<b>T&lt;i&gt;</b>');
    expect(html).toContain('<h2>&lt;script&gt;x&lt;/script&gt;</h2><p>a &amp; &lt;b&gt;b&lt;/b&gt;</p><p>&quot;c&quot;</p>');
  });

  it('draws the profile banner (its generic subtitle) for a visitor with a stored session only, and waits for its heading', async () => {
    window.localStorage.setItem('preferred-language', 'en');
    expect(boot('/profile').banner).toBeUndefined(); // a guest goes to the login screen
    window.localStorage.setItem('refresh_token', 'r');
    try {
      const { shell, banner } = boot('/profile?tab=characters');
      expect(banner?.classList.contains('shell-night')).toBe(true);
      expect(banner?.querySelector('p')?.textContent).toBe(translate('en-US', 'profile.banner.title') + translate('en-US', 'profile.banner.subtitle'));
      const root = document.getElementById('root')!;
      root.innerHTML = '<main class="site-main"><div role="status">Loading</div></main>';
      await new Promise((r) => setTimeout(r, 0));
      expect(shell?.isConnected).toBe(true);
      root.querySelector('.site-main')!.innerHTML = '<section><h1>My account</h1></section>';
      await new Promise((r) => setTimeout(r, 0));
      expect(document.getElementById('app-shell')).toBeNull();
    } finally {
      window.localStorage.removeItem('refresh_token');
    }
  });

  it('escapes catalog text into the markup', () => {
    const html = shellMarkup({ '/': { kind: 'hero', text: { 'zh-TW': ['<b>A&B</b>', 'x'], 'en-US': ['t', 'y'] } } });
    expect(html).toContain('&lt;b&gt;A&amp;B&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });

  it('is removed once the page has rendered text in the layout, not before', async () => {
    const { shell } = boot('/');
    const root = document.getElementById('root')!;
    root.innerHTML = '<main class="site-main"><div></div></main>';
    await new Promise((r) => setTimeout(r, 0));
    expect(shell?.isConnected).toBe(true);
    root.querySelector('.site-main div')!.textContent = 'MapleStory Classic';
    await new Promise((r) => setTimeout(r, 0));
    expect(document.getElementById('app-shell')).toBeNull();
  });

  it('draws the account screens with their card and form in the visitor\'s language, without controls', () => {
    window.localStorage.setItem('preferred-language', 'en');
    const login = boot('/auth/login').banner;
    expect(login?.querySelector('p')?.textContent).toBe(translate('en-US', 'auth.login.title') + translate('en-US', 'auth.login.subtitle'));
    const form = login?.querySelector('.shell-form')?.textContent ?? '';
    for (const key of ['auth.field.username', 'auth.field.password', 'auth.field.humanCheck', 'auth.human.hint', 'auth.login.remember', 'auth.login.submit']) {
      expect(form).toContain(translate('en-US', key));
    }
    expect(login?.querySelector('.shell-foot')?.textContent).toContain(translate('en-US', 'auth.login.toRegister'));
    window.localStorage.setItem('preferred-language', 'zh');
    const register = boot('/auth/register').banner;
    expect(register?.querySelector('.shell-card')?.classList.contains('shell-wide')).toBe(true);
    expect(register?.querySelector('.shell-form')?.textContent).toContain(translate('zh-TW', 'auth.field.birthday'));
    const forgot = boot('/auth/forgot-password/');
    expect(forgot.banner?.querySelector('.shell-steps')?.textContent).toContain(translate('zh-TW', 'auth.forgot.step2'));
    expect(forgot.shell?.querySelector('a, button, input')).toBeNull();
  });

  it('draws no account screen for a logged-in visitor (the app sends them on)', () => {
    window.sessionStorage.setItem('refresh_token', 'r');
    try {
      expect(boot('/auth/login').banner).toBeUndefined();
      expect(boot('/ranking').banner).toBeDefined();
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('on an account screen, waits for the card title (not the guard\'s loading text)', async () => {
    const { shell } = boot('/auth/login');
    const root = document.getElementById('root')!;
    root.innerHTML = '<main class="site-main"><div role="status">Loading</div></main>';
    await new Promise((r) => setTimeout(r, 0));
    expect(shell?.isConnected).toBe(true);
    root.querySelector('.site-main')!.innerHTML = '<section><h1>Log in</h1></section>';
    await new Promise((r) => setTimeout(r, 0));
    expect(document.getElementById('app-shell')).toBeNull();
  });

  it('runs the app scripts in order, once, two frames after the start on routes without a banner', async () => {
    const { added, frames, restore } = watchLoader();
    try {
      document.documentElement.removeAttribute('data-shell');
      run(loaderScript(['/framework.js', '/umi.js']));
      window.dispatchEvent(new Event('load')); // visible tab: load does not start them
      await new Promise((r) => setTimeout(r, 5));
      expect(added).toEqual([]);
      frames.shift()!(0);
      await new Promise((r) => setTimeout(r, 5));
      expect(added).toEqual([]);
      frames.shift()!(0);
      await new Promise((r) => setTimeout(r, 5));
      expect(added).toEqual(['/framework.js:false', '/umi.js:false']);
    } finally {
      restore();
    }
  });

  it("runs umi's preload helper first and the chunk that starts the app after umi.js", () => {
    // Whatever order the HTML lists them in.
    expect(appScriptOrder(['/app-start.3c4d.js', '/framework.1a2b.js', '/preload_helper.5e6f.js', '/umi.7a8b.js'])).toEqual([
      '/preload_helper.5e6f.js',
      '/framework.1a2b.js',
      '/umi.7a8b.js',
      '/app-start.3c4d.js',
    ]);
    expect(appScriptOrder(['/framework.js', '/umi.js'])).toEqual(['/framework.js', '/umi.js']);
  });

  it('waits for the first contentful paint where the shell shows a banner', async () => {
    const { added, restore } = watchLoader();
    const paint = stubPaintObserver();
    try {
      document.documentElement.setAttribute('data-shell', '/');
      run(loaderScript(['/umi.js']));
      await expectStartOnFirstPaint(added, paint);
    } finally {
      paint.restore();
      restore();
    }
  });

  it('waits for the first contentful paint under a detail card the server drew, not for two frames', async () => {
    const { added, frames, restore } = watchLoader();
    const paint = stubPaintObserver();
    try {
      // A notice's page: no banner route, the card in the shell's detail slot.
      document.documentElement.removeAttribute('data-shell');
      document.body.innerHTML =
        '<div id="app-shell"><div class="shell-detail-slot"><div class="shell-detail" lang="zh-TW"><h1>公告</h1></div></div></div><div id="root"></div>';
      run(loaderScript(['/umi.js']));
      frames.shift()!(0);
      frames.shift()!(0);
      await expectStartOnFirstPaint(added, paint);
    } finally {
      paint.restore();
      document.body.innerHTML = '';
      restore();
    }
  });
});

/** The loader has added no script until the first contentful paint is reported, then umi.js. */
async function expectStartOnFirstPaint(added: string[], paint: ReturnType<typeof stubPaintObserver>) {
  await new Promise((r) => setTimeout(r, 5));
  expect(added).toEqual([]);
  paint.firstContentfulPaint();
  await new Promise((r) => setTimeout(r, 5));
  expect(added).toEqual(['/umi.js:false']);
}

/** A PerformanceObserver stand-in: `firstContentfulPaint()` reports that paint to the loader's observer. */
function stubPaintObserver() {
  type Callback = (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void;
  const observers: Callback[] = [];
  const original = window.PerformanceObserver;
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
    constructor(cb: Callback) {
      observers.push(cb);
    }
    observe() {}
    disconnect() {}
  };
  return {
    firstContentfulPaint: () => observers[0]({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
    restore: () => {
      (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = original;
    },
  };
}

/** Records the scripts the loader adds and the animation frames it asks for. */
function watchLoader() {
  const added: string[] = [];
  const append = document.body.appendChild.bind(document.body);
  document.body.appendChild = ((node: Node) => {
    if (node instanceof HTMLScriptElement) {
      added.push(`${node.getAttribute('src')}:${node.async}`);
      return node;
    }
    return append(node);
  }) as typeof document.body.appendChild;
  const frames: FrameRequestCallback[] = [];
  const raf = window.requestAnimationFrame;
  window.requestAnimationFrame = (cb) => frames.push(cb);
  return {
    added,
    frames,
    restore() {
      window.requestAnimationFrame = raf;
      document.body.appendChild = append as typeof document.body.appendChild;
    },
  };
}
