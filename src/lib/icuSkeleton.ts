/**
 * intl-messageformat-parser's skeleton helpers (`::currency/EUR`, `::yyyyMMdd`), which the
 * message formatter calls only for an argument whose style is a skeleton. The site's parser
 * (src/lib/icuParser.ts) refuses skeletons, so no message ever has one: `.umirc.ts` points
 * the package's `./skeleton` module here (1.1 KB gzip off every page).
 */
function unsupported(): never {
  throw new SyntaxError('ICU skeletons are not supported: src/lib/icuParser.ts never reads one');
}

export const parseDateTimeSkeleton = unsupported;
export const convertNumberSkeletonToNumberFormatOptions = unsupported;
