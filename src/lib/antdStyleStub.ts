/**
 * What an antd component of src/lib/lazyAntdStyleList.ts imports as its `./style` in the
 * built site (`.umirc.ts`, one module per folder through `?style=`): the stand-in style hook
 * of src/lib/lazyAntdStyle.tsx, which loads the real one only when the static stylesheet
 * lacks the style.
 */
import { lazyStyleHook } from './lazyAntdStyle';
import type { LazyAntdStyle } from './lazyAntdStyleList';

declare const __resourceQuery: string;

const style = new URLSearchParams((typeof __resourceQuery === 'string' ? __resourceQuery : '').slice(1)).get('style');

export default style ? lazyStyleHook(style as LazyAntdStyle) : null;
