/** Minimal matcher for our route patterns ('/notice/:id', '/*'). */
export function matchRoutePath(pattern: string, pathname: string): boolean {
  if (pattern === '/*' || pattern === '*') return true;
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}
