/**
 * antd Typography's in-place editor (a TextArea with rc-textarea, its auto-size code and the
 * input's style code, about 5 KB gzip), loaded when a text is first edited: `.umirc.ts`
 * points Typography's `../Editable` import (typography/Base) here. ProTable draws its
 * ellipsis and copyable cells with Typography, and no table on the site edits them.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

export default lazyComponent('Typography.Editable', (() => import('antd/es/typography/Editable.js')) as unknown as LazyLoader);
