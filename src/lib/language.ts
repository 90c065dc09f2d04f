/**
 * Interface language.
 *
 * Stored under localStorage 'preferred-language' as 'zh' | 'en'. Lookup order:
 * localStorage, then the browser's languages, then `<html lang>`, else zh-TW.
 * Changing the language updates umi's intl (no reload), antd's locale (through
 * umi's locale container), dayjs, `<html lang>` and the Accept-Language of requests.
 */
import { setLocale } from '@umijs/max';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/en';
import { DEFAULT_LANG, toLang, type Lang } from '../../locales/lang';

export type ShortLang = 'zh' | 'en';
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

export const toShort = (lang: Lang): ShortLang => (lang === 'zh-TW' ? 'zh' : 'en');
export const fromShort = (short: string | null | undefined): Lang | undefined => {
  if (short === 'zh') return 'zh-TW';
  if (short === 'en') return 'en-US';
  return undefined;
};

function readStored(): Lang | undefined {
  try {
    const raw = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    // 'zh' | 'en' is what we write; accept a full tag written by hand too.
    return fromShort(raw) ?? toLang(raw);
  } catch {
    return undefined;
  }
}

function readBrowser(): Lang | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const list = [...(navigator.languages ?? []), navigator.language].filter(Boolean);
  for (const tag of list) {
    const lang = toLang(tag);
    if (lang) return lang;
  }
  return undefined;
}

function readHtml(): Lang | undefined {
  if (typeof document === 'undefined') return undefined;
  return toLang(document.documentElement.getAttribute('lang'));
}

/** The language to use on start: localStorage, browser, `<html lang>`, default. */
export function detectLanguage(): Lang {
  return readStored() ?? readBrowser() ?? readHtml() ?? DEFAULT_LANG;
}

const dayjsLocale = (lang: Lang) => (lang === 'zh-TW' ? 'zh-tw' : 'en');

let current: Lang | undefined;
const listeners = new Set<(lang: Lang) => void>();

function applySideEffects(lang: Lang) {
  if (typeof document !== 'undefined') document.documentElement.setAttribute('lang', lang);
  dayjs.locale(dayjsLocale(lang));
}

/** The current language (detected once, then whatever the user chose). */
export function getLanguage(): Lang {
  if (!current) {
    current = detectLanguage();
    applySideEffects(current);
  }
  return current;
}

/** Value for the Accept-Language header. */
export const getAcceptLanguage = (): string => getLanguage();

/**
 * Switches the language without a reload and remembers the choice.
 * Failures are only logged.
 */
export function changeLanguage(lang: Lang): void {
  try {
    const previous = getLanguage();
    // umi compares against our runtime getLocale(), so switch umi first.
    if (previous !== lang) setLocale(lang, false);
    current = lang;
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, toShort(lang));
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    applySideEffects(lang);
    listeners.forEach((fn) => fn(lang));
  } catch (error) {
    console.error('language change failed', error);
  }
}

/** Subscribe to language changes; returns the unsubscribe function. */
export function onLanguageChange(fn: (lang: Lang) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** For tests: forget the detected language so the next call detects again. */
export function resetLanguageForTests(): void {
  current = undefined;
}
