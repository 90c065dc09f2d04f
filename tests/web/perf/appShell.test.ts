/**
 * The static app shell of index.html (config/plugins/appShell.ts): painted from the
 * HTML alone in the visitor's language, without links, and gone once the page renders.
 */
import { describe, it, expect, beforeEach } from 'vitest';
import { shellPages, shellScript } from '../../../config/plugins/appShell';
import { translate } from '../../../locales';
import { site } from '../../../config/site';

function boot(path: string) {
  window.history.pushState({}, '', path);
  document.body.innerHTML = '<div id="app-shell" aria-hidden="true"><div class="shell-bar"></div></div><div id="root"></div>';
  // eslint-disable-next-line no-new-func
  new Function(shellScript(shellPages()))();
  return document.getElementById('app-shell');
}

describe('app shell', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('lang');
  });

  it('draws the home hero in the stored language, with the catalog texts and site figures', () => {
    window.localStorage.setItem('preferred-language', 'en');
    const shell = boot('/');
    expect(document.documentElement.getAttribute('lang')).toBe('en-US');
    expect(shell?.querySelector('.shell-title')?.textContent).toBe(translate('en-US', 'home.hero.title', { name: site.name }));
    const text = shell?.querySelector('p')?.textContent ?? '';
    expect(text).toContain(translate('en-US', 'home.hero.tagline'));
    expect(text).toContain(`${site.rates.exp}x EXP`);
    expect(shell?.querySelector('a, button')).toBeNull();
  });

  it('uses Traditional Chinese when stored, and the page banner of /ranking and /notice', () => {
    window.localStorage.setItem('preferred-language', 'zh');
    expect(boot('/ranking')?.querySelector('p')?.textContent).toBe(translate('zh-TW', 'ranking.title') + translate('zh-TW', 'ranking.subtitle'));
    expect(boot('/notice/')?.querySelector('p')?.textContent).toContain(translate('zh-TW', 'notice.subtitle'));
  });

  it('draws only the header bar on other routes', () => {
    const shell = boot('/profile');
    expect(shell?.querySelector('.shell-bar')).not.toBeNull();
    expect(shell?.querySelector('p')).toBeNull();
  });

  it('is removed once the page has rendered text in the layout, not before', async () => {
    const shell = boot('/');
    const root = document.getElementById('root')!;
    root.innerHTML = '<main class="site-main"><div></div></main>';
    await new Promise((r) => setTimeout(r, 0));
    expect(shell?.isConnected).toBe(true);
    root.querySelector('.site-main div')!.textContent = 'MapleStory Classic';
    await new Promise((r) => setTimeout(r, 0));
    expect(document.getElementById('app-shell')).toBeNull();
  });
});
