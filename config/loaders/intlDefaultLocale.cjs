/**
 * webpack loader for intl-messageformat's lib/core.js (.umirc.ts): its module code
 * computed a default locale with `new Intl.NumberFormat().resolvedOptions()`, the first
 * Intl object of the page, whose ICU set-up took ~60 ms of a phone's start-up in the
 * entry script. The default is only used when no locale is given, and react-intl always
 * gives one, so it is set to 'en' without building a formatter.
 */
const FROM = 'IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;';

module.exports = function intlDefaultLocale(source) {
  if (!source.includes(FROM)) {
    this.emitWarning(new Error('intlDefaultLocale: pattern not found (intl-messageformat changed?); left as is'));
    return source;
  }
  return source.replace(FROM, "IntlMessageFormat.defaultLocale = 'en';");
};
