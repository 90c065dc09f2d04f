/**
 * What ProTable takes from ProForm, for tables that are not editable: `.umirc.ts` points
 * pro-table's own `@ant-design/pro-form` imports here. ProTable wraps its rows in a ProForm,
 * and draws a cell as a form field, only in an editable table; the rest of a table needs
 * ProForm's two contexts. So the contexts are ProForm's own (the same objects), and ProForm
 * and its field load (about 17 KB gzip) when an editable table first renders.
 */
import useFormInstance from 'antd/es/form/hooks/useFormInstance';
import { lazyComponent } from './lazyComponent';

export { FieldContext } from '@ant-design/pro-form/es/FieldContext';
export { GridContext } from '@ant-design/pro-form/es/helpers/grid';

/* eslint-disable @typescript-eslint/no-explicit-any -- pro-form's modules are untyped here */
const LazyProForm = lazyComponent('ProForm', () =>
  import('@ant-design/pro-form/es/layouts/ProForm/index.js' as any).then((m) => ({ default: m.ProForm })),
);

export const ProFormField = lazyComponent('ProFormField', () => import('@ant-design/pro-form/es/components/Field/index.js' as any));
/* eslint-enable @typescript-eslint/no-explicit-any */

/** ProForm, with the static hook ProTable's editable cells call (antd's, as ProForm's is). */
export const ProForm = Object.assign(LazyProForm, { useFormInstance });

export default ProForm;
