/** A row's actions: edit (a button, or a dialog's trigger) and remove after a confirmation. */
import type { ReactNode } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useT } from '@/lib/useT';

export const linkButton = (label: string, testId: string, onClick?: () => void, danger?: boolean) => (
  <Button size="small" type="link" danger={danger} className="admin-link-button" onClick={onClick} data-testid={testId}>
    {label}
  </Button>
);

export default function RowActions({ edit, confirm, onRemove, removeTestId }: { edit: ReactNode; confirm: string; onRemove: () => void; removeTestId: string }) {
  const t = useT('admin.shop');
  return (
    <Space size={4}>
      {edit}
      <Popconfirm title={confirm} onConfirm={onRemove} okText={t('remove')} cancelText={t('cancel')}>
        {linkButton(t('remove'), removeTestId, undefined, true)}
      </Popconfirm>
    </Space>
  );
}
