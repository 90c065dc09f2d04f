/**
 * webpack loader for react-intl's lib/components/provider.js (.umirc.ts): its createIntl
 * asked `Intl.NumberFormat.supportedLocalesOf(locale)` and the same of Intl.DateTimeFormat,
 * only to warn when the browser lacks the locale's data. That question sets up the browser's
 * ICU data, the first Intl use of the page: 140-300 ms of React's first render on a phone,
 * on every page. Every browser the site targets carries zh-TW and en-US, so the two checks
 * are left out; react-intl still reports a missing message or a bad format as before, and the
 * numbers the pages draw at start need no ICU (src/lib/intlFormatCache.ts).
 */
const CHECKS = ['!Intl.NumberFormat.supportedLocalesOf(locale).length', '!Intl.DateTimeFormat.supportedLocalesOf(locale).length'];

module.exports = function intlLocaleCheck(source) {
  if (!CHECKS.every((check) => source.includes(check))) {
    this.emitWarning(new Error('intlLocaleCheck: pattern not found (react-intl changed?); left as is'));
    return source;
  }
  return CHECKS.reduce((out, check) => out.replace(check, 'false'), source);
};
