/**
 * Two languages: lookup order, persistence, switching
 * without reload (<html lang>, dayjs, intl), and the catalogs: one key set for both
 * languages, and every message id written in src/ exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, fireEvent } from '@testing-library/react';
import { getLocale } from '@umijs/max';
// Test helpers of the '@umijs/max' stand-in (same module instance as the alias).
import { setStubLocale, UmiStubProvider } from '../../support/umi-max';
import { catalogs } from '../../../locales';
import { changeLanguage, detectLanguage, getLanguage, resetLanguageForTests, LANGUAGE_STORAGE_KEY } from '@/lib/language';
import LanguageToggle from '@/components/LanguagePicker/LanguageToggle';

const root = path.resolve(__dirname, '../../..');

function setNavigator(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  resetLanguageForTests();
  document.documentElement.removeAttribute('lang');
});
afterEach(() => {
  vi.restoreAllMocks();
  setStubLocale('zh-TW');
});

describe('language lookup order: localStorage, browser, <html lang>, default zh', () => {
  it('localStorage wins over the browser', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    setNavigator(['zh-TW']);
    expect(detectLanguage()).toBe('en-US');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    setNavigator(['en-US']);
    expect(detectLanguage()).toBe('zh-TW');
  });
  it('then the browser languages (first supported one)', () => {
    setNavigator(['fr-FR', 'en-GB']);
    expect(detectLanguage()).toBe('en-US');
    setNavigator(['zh-HK']);
    expect(detectLanguage()).toBe('zh-TW');
  });
  it('then <html lang>', () => {
    setNavigator(['fr-FR']);
    document.documentElement.setAttribute('lang', 'en');
    expect(detectLanguage()).toBe('en-US');
  });
  it('else Traditional Chinese', () => {
    setNavigator(['ja-JP']);
    expect(detectLanguage()).toBe('zh-TW');
  });
  it('a garbled stored value is ignored', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    setNavigator(['en-US']);
    expect(detectLanguage()).toBe('en-US');
  });
});

describe('switching', () => {
  it('stores zh|en, updates <html lang>, dayjs and umi intl without a reload', () => {
    setNavigator(['zh-TW']);
    expect(getLanguage()).toBe('zh-TW');
    changeLanguage('en-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.getAttribute('lang')).toBe('en-US');
    expect(dayjs.locale()).toBe('en');
    expect(getLocale()).toBe('en-US');
    changeLanguage('zh-TW');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    expect(document.documentElement.getAttribute('lang')).toBe('zh-TW');
    expect(dayjs.locale()).toBe('zh-tw');
  });
  it('the choice survives a restart (stored, then detected first)', () => {
    changeLanguage('en-US');
    resetLanguageForTests();
    setNavigator(['zh-TW']);
    expect(getLanguage()).toBe('en-US');
  });
  it('the mobile toggle switches the visible language in place', () => {
    setNavigator(['zh-TW']);
    setStubLocale(getLanguage());
    render(
      <UmiStubProvider>
        <LanguageToggle />
      </UmiStubProvider>,
    );
    expect(screen.getByText('語言')).toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByText('English'));
    });
    expect(screen.getByText('Language')).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('catalogs', () => {
  it('both languages have exactly the same keys, none empty', () => {
    const zh = Object.keys(catalogs['zh-TW']).sort();
    const en = Object.keys(catalogs['en-US']).sort();
    expect(zh.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !zh.includes(k))).toEqual([]);
    for (const lang of ['zh-TW', 'en-US'] as const) {
      const empty = Object.entries(catalogs[lang]).filter(([, v]) => !v.trim()).map(([k]) => k);
      expect(empty, lang).toEqual([]);
    }
  });

  it('placeholders ({name}) match between the languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
    const mismatched = Object.keys(catalogs['zh-TW']).filter(
      (k) => names(catalogs['zh-TW'][k]) !== names(catalogs['en-US'][k] ?? ''),
    );
    expect(mismatched).toEqual([]);
  });

  it('every message id written in src/ exists in the catalogs', () => {
    const namespaces = readdirSync(path.join(root, 'locales/zh-TW')).map((f) => f.replace(/\.json$/, ''));
    const keyLike = new RegExp(`^(${namespaces.join('|')})\\.[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*$`);
    const notKey = /\.(tsx?|jsx?|json|css|less|svg|png|jpe?g|webp|ico)$/;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name.startsWith('.umi')) continue;
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(tsx?|jsx?)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) files.push(full);
      }
    };
    walk(path.join(root, 'src'));
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      // Every string literal that looks like a catalog key (ids stay literal so this can check them).
      for (const m of text.matchAll(/(?<!from\s|import\()(['"`])([A-Za-z][\w.-]*)\1/g)) {
        const id = m[2];
        if (!keyLike.test(id) || notKey.test(id)) continue;
        // useT('profileOverview.account') names a prefix: some message must live under it.
        const prefix = text.slice(Math.max(0, (m.index ?? 0) - 5), m.index).endsWith('useT(');
        const known = prefix ? Object.keys(catalogs['zh-TW']).some((k) => k.startsWith(`${id}.`)) : id in catalogs['zh-TW'];
        if (!known) missing.push(`${path.relative(root, file)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
