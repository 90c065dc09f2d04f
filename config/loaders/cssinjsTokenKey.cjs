/**
 * webpack loader for @ant-design/cssinjs' hooks/useCacheToken.js (.umirc.ts). For each theme
 * token it computes, cssinjs hashes the whole token (about 500 keys) twice: once for the token
 * the styles use, once for an untouched copy kept for CSS variables. Without CSS variables (the
 * site has none) the copy is the same token, key for key, so its hash is the first one: it is
 * reused instead of computed again. That hashing was about a third of each theme's cost in
 * the first render on a phone. With CSS variables on, both are computed as before.
 */
const ORIGINAL = 'actualToken._tokenKey = token2key(actualToken, salt);';
const REUSED = 'actualToken._tokenKey = cssVar ? token2key(actualToken, salt) : tokenKey;';

module.exports = function cssinjsTokenKey(source) {
  if (!source.includes(ORIGINAL) || !source.includes('var tokenKey = token2key(mergedDerivativeToken, salt);')) {
    this.emitWarning(new Error('cssinjsTokenKey: pattern not found (@ant-design/cssinjs changed?); left as is'));
    return source;
  }
  return source.replace(ORIGINAL, REUSED);
};
