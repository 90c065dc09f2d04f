/**
 * antd Input's TextArea (rc-textarea and its resizing, about 5 KB gzip), OTP and Search,
 * loaded when first drawn instead of with every page that has a text field: `.umirc.ts`
 * points the `./TextArea`, `./OTP` and `./Search` imports of antd's `Input` (which attaches
 * them as `Input.TextArea`, ...) here, one module per part through `?part=`. Nothing on
 * the site's public pages draws them; the shop's gift message imports TextArea itself, so
 * its dialog has it at once.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

declare const __resourceQuery: string;

const LOADERS = {
  TextArea: () => import('antd/es/input/TextArea.js'),
  OTP: () => import('antd/es/input/OTP/index.js'),
  Search: () => import('antd/es/input/Search.js'),
} as unknown as Record<'TextArea' | 'OTP' | 'Search', LazyLoader>;

export type InputPart = keyof typeof LOADERS;

/** The part, loaded when first drawn. */
export function lazyInputPart(part: InputPart) {
  return lazyComponent(`Input.${part}`, LOADERS[part]);
}

const query = typeof __resourceQuery === 'string' ? __resourceQuery : '';
const part = new URLSearchParams(query.slice(1)).get('part');

export default part && Object.hasOwn(LOADERS, part) ? lazyInputPart(part as InputPart) : null;
