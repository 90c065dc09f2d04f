/**
 * The antd that pro-components' editable-row code imports, for tables that are not
 * editable: `.umirc.ts` points the `antd` import of three modules here, ProTable's cell
 * renderer (utils/cellRenderToFromItem), pro-utils' editable rows (useEditableArray) and
 * its inline-error form item (InlineErrorFormItem). They draw antd's `Form.Item` only for
 * a row being edited, yet imported the whole of antd's Form (with rc-field-form and the
 * validator, about 25 KB gzip) into every ProTable page, the read-only ranking included.
 * Here `Form.Item` loads when an editable cell first draws one; so do the delete
 * confirmation (Popconfirm), the inline error's Popover and the "one row at a time" warning
 * (message), which only editing shows. `Form.useFormInstance` (a context read) and
 * ConfigProvider are antd's own.
 */
import useFormInstance from 'antd/es/form/hooks/useFormInstance';
import { lazyComponent, type LazyLoader } from './lazyComponent';

export { default as ConfigProvider } from 'antd/es/config-provider';
export { Popover } from './lazyPopover';

export const Popconfirm = lazyComponent('Popconfirm', (() => import('antd/es/popconfirm/index.js')) as unknown as LazyLoader);

/** antd's message, for the warning pro-utils shows when a second row is opened for editing. */
export const message = {
  warning(content: string) {
    void import('antd/es/message/index.js').then(({ default: antdMessage }) => antdMessage.warning(content));
  },
};

/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's Form.Item is generic; its props pass through */
const Item = lazyComponent('Form.Item', () => import('antd/es/form').then((m) => ({ default: m.default.Item as any })));

/** antd's Form as these modules use it: its item (loaded when drawn) and its form hook. */
export const Form = { Item, useFormInstance };
