/**
 * The batch just generated: its codes, shown this once, and the CSV download (the server's
 * formula-safe CSV of the same cards). Closing it leaves the cards in the list.
 */
import { Alert, Button, Modal, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import type { AdminCardBatch } from '@/services/admin-billing';
import { formatTime } from '../components/time';

/** Saves the batch's CSV under a name with the batch and the day. */
export function saveBatchCsv(batch: AdminCardBatch): void {
  const url = URL.createObjectURL(new Blob([batch.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `cards-${batch.batch.replace(/[^\w-]+/g, '_')}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function CardBatchResult({ batch, onClose }: { batch: AdminCardBatch | null; onClose: () => void }) {
  const t = useT('admin.billing.result');
  return (
    <Modal
      open={batch !== null}
      title={t('title')}
      onCancel={onClose}
      width={520}
      footer={[
        <Button key="csv" type="primary" icon={<DownloadOutlined />} onClick={() => batch && saveBatchCsv(batch)} data-testid="admin-cards-csv">
          {t('csv')}
        </Button>,
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      {batch && (
        <div data-testid="admin-cards-result">
          <Alert type="warning" showIcon message={t('once')} />
          <p className="admin-section">
            {t('summary', { count: batch.count, days: batch.days, batch: batch.batch })}
            {batch.expiresAt ? ` ${t('until', { at: formatTime(batch.expiresAt) })}` : ''}
          </p>
          <Typography.Paragraph copyable={{ text: batch.codes.join('\n') }} className="admin-json admin-card-codes">
            {batch.codes.join('\n')}
          </Typography.Paragraph>
        </div>
      )}
    </Modal>
  );
}
