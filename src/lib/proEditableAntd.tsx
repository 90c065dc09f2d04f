/**
 * The antd that pro-components' editable-row code imports, for tables that are not
 * editable: `.umirc.ts` points the `antd` import of three modules here, ProTable's cell
 * renderer (utils/cellRenderToFromItem), pro-utils' editable rows (useEditableArray) and
 * its inline-error form item (InlineErrorFormItem). They draw antd's `Form.Item` only for
 * a row being edited, yet imported the whole of antd's Form (with rc-field-form and the
 * validator, about 25 KB gzip) into every ProTable page, the read-only ranking included.
 * Here `Form.Item` loads when an editable cell first draws one; `Form.useFormInstance`
 * (a context read) and the rest are antd's own.
 */
import useFormInstance from 'antd/es/form/hooks/useFormInstance';
import { lazyComponent } from './lazyComponent';

export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Popconfirm } from 'antd/es/popconfirm';
export { default as Popover } from 'antd/es/popover';
export { default as message } from 'antd/es/message';

/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's Form.Item is generic; its props pass through */
const Item = lazyComponent('Form.Item', () => import('antd/es/form').then((m) => ({ default: m.default.Item as any })));

/** antd's Form as these modules use it: its item (loaded when drawn) and its form hook. */
export const Form = { Item, useFormInstance };
