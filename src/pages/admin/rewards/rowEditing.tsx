/**
 * What the two reward tables share: a row's buttons (edit in place; remove after a
 * confirmation) and the sending of a change through useGuarded (the password is asked again
 * when the server wants it), with a toast for the result and a reload after it.
 */
import type { Key, ReactNode } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { useGuarded } from '../components/Reauth';
import { toastError } from '../components/toastError';

/** Sends a change; on success says so and reloads; on failure says why and throws (an edited row stays open). */
export function useSendChange(onChanged: () => void) {
  const t = useT('admin.rewards');
  const guarded = useGuarded();
  return async (call: () => Promise<unknown>, done: 'saved' | 'removed') => {
    try {
      await guarded(call);
    } catch (error) {
      toastError(error, t('saveFailed'));
      throw error;
    }
    toast.success(t(done));
    onChanged();
  };
}

/** The editable table's row settings: one row at a time, Save and Cancel in the actions column. */
export function useRowEditing<T>(editing: Key[], setEditing: (keys: Key[]) => void, onSave: (key: Key, row: T) => Promise<void>) {
  const t = useT('admin.rewards');
  return {
    type: 'single' as const,
    editableKeys: editing,
    onChange: setEditing,
    saveText: t('save'),
    cancelText: t('cancel'),
    actionRender: (_row: T, _config: unknown, dom: { save: React.ReactNode; cancel: React.ReactNode }) => [dom.save, dom.cancel],
    onSave: async (key: Key | Key[], row: T) => onSave(Array.isArray(key) ? key[0] : key, row),
  };
}

/** Edit and remove buttons, test ids `admin-<kind>-edit-<id>` and `admin-<kind>-remove-<id>`. */
export function RowActions({ kind, id, onEdit, onRemove }: { kind: string; id: string; onEdit: () => void; onRemove?: () => Promise<void> }) {
  const t = useT('admin.rewards');
  return (
    <Space size={4}>
      <Button size="small" type="link" onClick={onEdit} data-testid={`admin-${kind}-edit-${id}`}>
        {t('edit')}
      </Button>
      {onRemove && (
        <Popconfirm title={t('removeConfirm')} onConfirm={() => onRemove().catch(() => undefined)}>
          <Button size="small" type="link" danger data-testid={`admin-${kind}-remove-${id}`}>
            {t('remove')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** The actions column: the row's buttons, given the row and a way to open it for editing. */
export function actionsColumn<T>(title: string, render: (row: T, startEditing: () => void) => ReactNode, keyOf: (row: T) => Key): ProColumns<T> {
  return { title, valueType: 'option', width: 150, fixed: 'right', render: (_, row, __, action) => render(row, () => action?.startEditable?.(keyOf(row))) };
}

/** The reward-type column: a required choice among `types`, named by `label`. */
export function typeColumn<T>(title: string, width: number, types: readonly string[], label: (type: string) => string, required: string): ProColumns<T> {
  return {
    title,
    dataIndex: 'type',
    valueType: 'select',
    width,
    valueEnum: Object.fromEntries(types.map((type) => [type, { text: label(type) }])),
    formItemProps: { rules: [{ required: true, message: required }] },
  };
}

/** The props both reward tables give their EditableProTable: dense, keyed by `key`, scrolling sideways on a phone. */
export const tableLook = { rowKey: 'key', size: 'small', cardBordered: true, scroll: { x: 'max-content' } } as const;
