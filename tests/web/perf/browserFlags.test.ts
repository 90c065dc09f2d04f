/**
 * The measuring browser's command line: Chromium reads only the last `--disable-features`
 * list, so the launcher's list and ours must become one.
 */
import { describe, expect, it } from 'vitest';
import { Launcher } from 'chrome-launcher';
import { QUIET_FLAGS } from '../../../scripts/perfVisit.mjs';
import { withDefaultFlags } from '../../../scripts/quietChromium.mjs';

describe('perf browser flags', () => {
  it('folds every --disable-features list into one, after the other flags', () => {
    const flags = withDefaultFlags(
      ['--disable-features=Translate,MediaRouter', '--mute-audio', '--no-first-run'],
      ['--headless', '--no-first-run', '--disable-features=MediaRouter,WebUIOmniboxPopup'],
    );
    expect(flags).toEqual(['--mute-audio', '--no-first-run', '--headless', '--disable-features=Translate,MediaRouter,WebUIOmniboxPopup']);
  });

  it('keeps chrome-launcher’s list and turns the browser’s own pages off in Lighthouse’s browser', () => {
    const flags = withDefaultFlags(Launcher.defaultFlags(), QUIET_FLAGS);
    const lists = flags.filter((f) => f.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    expect(lists[0].split('=')[1].split(',')).toEqual(expect.arrayContaining(['Translate', 'WebUIOmniboxPopup', 'PreloadTopChromeWebUI']));
  });

  it('adds no empty list when nobody disables a feature', () => {
    expect(withDefaultFlags(['--mute-audio'], ['--headless'])).toEqual(['--mute-audio', '--headless']);
  });
});
