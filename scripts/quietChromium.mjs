/**
 * Chromium without its own browser pages, for the measuring scripts and the end-to-end tests.
 *
 * Headless Chromium still builds its address bar's suggestion popup, drawn by a web page in a
 * renderer of its own ("WebUI Top Renderer"), and preloads its other browser pages. Nobody sees
 * them headless, yet the popup's renderer spends 1-2.5 s of processor time in the browser's first
 * seconds: while Lighthouse measures its CPU benchmark (each run starts a new browser), and during
 * the first page a Playwright browser opens (docs/performance.md, "What the measuring browser does
 * besides the page").
 */
import { chromium } from 'playwright-core';

export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/** The switch that turns those features off. */
export const BROWSER_UI_OFF = `--disable-features=${BROWSER_UI_FEATURES.join(',')}`;

/**
 * `flags` after `defaults` (a launcher's own), with every `--disable-features` list folded
 * into one: Chromium reads only the last of several.
 */
export function withDefaultFlags(defaults, flags) {
  const prefix = '--disable-features=';
  const all = [...defaults, ...flags];
  const features = all.filter((f) => f.startsWith(prefix)).flatMap((f) => f.slice(prefix.length).split(',')).filter(Boolean);
  const rest = all.filter((f) => !f.startsWith(prefix));
  return [...new Set(rest), ...(features.length ? [`${prefix}${[...new Set(features)].join(',')}`] : [])];
}

/**
 * Playwright's Chromium at `executablePath` with `args`, without the browser's own pages.
 * Playwright passes a `--disable-features` list of its own, which a second list would replace:
 * this reads it from a first launch and merges the two.
 */
export async function launchQuietChromium({ executablePath, args }) {
  const probe = await chromium.launch({ executablePath, args: [...args, '--enable-automation'] });
  let own;
  try {
    const cdp = await probe.newBrowserCDPSession();
    const { arguments: launched } = await cdp.send('Browser.getBrowserCommandLine');
    own = launched.filter((f) => f.startsWith('--disable-features='));
  } finally {
    await probe.close();
  }
  return chromium.launch({ executablePath, args: withDefaultFlags(own, [...args, BROWSER_UI_OFF]), ignoreDefaultArgs: own });
}
