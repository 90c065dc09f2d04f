/**
 * Audit log: every operator action, newest first (who, when, from which address, what,
 * on what, before → after, why), filtered by operator, action and target, and exported
 * as CSV with the same filters. Read only: the site never edits or deletes a row.
 */
import { useRef } from 'react';
import { useIntl } from '@umijs/max';
import type { ProColumns, ProFormInstance } from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { auditCsvPath, fetchAudit, type AdminAuditRow } from '@/services/admin';
import ConsolePage from '../components/ConsolePage';
import { formatTime } from '../components/time';
import { downloadFile } from '../components/download';
import { toastError } from '../components/toastError';
import AuditChange from './AuditChange';
import ConsoleTable from '../components/ConsoleTable';

interface AuditFilters {
  operator?: string;
  action?: string;
  targetType?: string;
  target?: string;
}

const ACTION_KEY = 'admin.audit.actions.';
const TARGET_KEY = 'admin.audit.targets.';

/**
 * The actions and target types for the filters, read from the console's messages (one label
 * each under admin.audit.actions / admin.audit.targets), so a new action needs only its label;
 * a group's "all" label ('account.all') filters on the group ('account.').
 */
function filterChoices(messages: Record<string, unknown>) {
  const keys = Object.keys(messages);
  const actions = keys.filter((k) => k.startsWith(ACTION_KEY)).map((k) => k.slice(ACTION_KEY.length).replace(/(^|\.)all$/, '$1'));
  const targets = keys.filter((k) => k.startsWith(TARGET_KEY)).map((k) => k.slice(TARGET_KEY.length));
  return { actions, targets };
}

const clean = (f: AuditFilters): AuditFilters =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || undefined : undefined])) as AuditFilters;

export default function AuditPage() {
  const t = useT('admin.audit');
  const intl = useIntl();
  // An action recorded by a newer version than this page knows shows as its name.
  const actionLabel = (a: string) => intl.formatMessage({ id: `admin.audit.actions.${a.replace(/\.$/, '.all')}`, defaultMessage: a });
  const form = useRef<ProFormInstance<AuditFilters>>();
  const choices = filterChoices(intl.messages);

  const columns: ProColumns<AdminAuditRow>[] = [
    { title: t('at'), dataIndex: 'at', search: false, width: 140, render: (_, r) => formatTime(r.at) },
    { title: t('operator'), dataIndex: 'operator', render: (_, r) => r.operatorName },
    {
      title: t('action'),
      dataIndex: 'action',
      valueType: 'select',
      fieldProps: { showSearch: true, allowClear: true },
      valueEnum: Object.fromEntries(choices.actions.map((a) => [a, { text: actionLabel(a) }])),
      render: (_, r) => <Tag color={r.action.endsWith('ban') ? 'red' : 'blue'}>{actionLabel(r.action)}</Tag>,
    },
    { title: t('targetType'), dataIndex: 'targetType', hideInTable: true, valueType: 'select', valueEnum: Object.fromEntries(choices.targets.map((k) => [k, { text: t(`targets.${k}`) }])) },
    {
      title: t('target'),
      dataIndex: 'target',
      render: (_, r) => (
        <span>
          {intl.formatMessage({ id: `${TARGET_KEY}${r.targetType}`, defaultMessage: r.targetType })} {r.targetLabel ?? r.targetId ?? ''}
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
      <ConsoleTable<AdminAuditRow, AuditFilters>
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
