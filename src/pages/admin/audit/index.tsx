/**
 * Audit log: every operator action, newest first (who, when, from which address, what,
 * on what, before → after, why), filtered by operator, action and target, and exported
 * as CSV with the same filters. Read only: the site never edits or deletes a row.
 */
import { useRef } from 'react';
import { useIntl } from '@umijs/max';
import { ProTable, type ProColumns, type ProFormInstance } from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { auditCsvPath, fetchAudit, type AdminAuditRow } from '@/services/admin';
import ConsolePage from '../components/ConsolePage';
import { formatTime } from '../components/time';
import { downloadFile } from '../components/download';
import { toastError } from '../components/toastError';
import AuditChange from './AuditChange';

interface AuditFilters {
  operator?: string;
  action?: string;
  targetType?: string;
  target?: string;
}

/** The actions the console and the command line record, for the filter; a group ('account.') picks all of its actions. */
const ACTIONS = ['account.', 'account.ban', 'account.tempban', 'account.unban', 'account.unlock', 'account.adjust', 'account.resetMail', 'operator.', 'operator.grant', 'operator.revoke', 'cards.generate', 'card.void', 'charge.run'];
// Notices (the console's Notices screen and `npm run notice`).
ACTIONS.push(...['', 'create', 'edit', 'publish', 'schedule', 'unpublish', 'delete'].map((a) => `notice.${a}`));

const clean = (f: AuditFilters): AuditFilters =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || undefined : undefined])) as AuditFilters;

export default function AuditPage() {
  const t = useT('admin.audit');
  const intl = useIntl();
  // An action recorded by a newer version than this page knows shows as its name.
  const actionLabel = (a: string) => intl.formatMessage({ id: `admin.audit.actions.${a.replace(/\.$/, '.all')}`, defaultMessage: a });
  const form = useRef<ProFormInstance<AuditFilters>>();

  const columns: ProColumns<AdminAuditRow>[] = [
    { title: t('at'), dataIndex: 'at', search: false, width: 140, render: (_, r) => formatTime(r.at) },
    { title: t('operator'), dataIndex: 'operator', render: (_, r) => r.operatorName },
    {
      title: t('action'),
      dataIndex: 'action',
      valueType: 'select',
      fieldProps: { showSearch: true, allowClear: true },
      valueEnum: Object.fromEntries(ACTIONS.map((a) => [a, { text: actionLabel(a) }])),
      render: (_, r) => <Tag color={r.action.endsWith('ban') ? 'red' : 'blue'}>{actionLabel(r.action)}</Tag>,
    },
    { title: t('targetType'), dataIndex: 'targetType', hideInTable: true, valueType: 'select', valueEnum: { account: { text: t('targets.account') }, notice: { text: t('targets.notice') } } },
    {
      title: t('target'),
      dataIndex: 'target',
      render: (_, r) => (
        <span>
          {t(`targets.${r.targetType}`)} {r.targetLabel ?? r.targetId ?? ''}
        </span>
      ),
    },
    { title: t('reason'), dataIndex: 'reason', search: false, ellipsis: true, render: (_, r) => r.reason ?? '-' },
    { title: 'IP', dataIndex: 'ip', search: false, responsive: ['lg'], render: (_, r) => r.ip ?? '-' },
  ];

  const exportCsv = async () => {
    const filters = clean(form.current?.getFieldsValue() ?? {});
    try {
      await downloadFile(auditCsvPath(filters), `audit-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      toastError(error, t('exportFailed'));
    }
  };

  return (
    <ConsolePage
      title={t('title')}
      intro={t('intro')}
      extra={
        <Button icon={<DownloadOutlined />} onClick={exportCsv} data-testid="admin-audit-export">
          {t('export')}
        </Button>
      }
    >
      <ProTable<AdminAuditRow, AuditFilters>
        rowKey="id"
        formRef={form}
        columns={columns}
        size="small"
        cardBordered
        search={{ labelWidth: 'auto', searchText: t('find'), resetText: t('clear'), defaultCollapsed: false }}
        options={{ density: false, setting: false, reload: true }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowRender: (r) => <AuditChange row={r} />, rowExpandable: (r) => Boolean(r.before || r.after) }}
        request={async (params) => {
          const page = await fetchAudit({ ...clean(params), page: params.current, size: params.pageSize });
          return { data: page.items, total: page.total, success: true };
        }}
      />
    </ConsolePage>
  );
}
