/**
 * Any account's game time: pick the account by name (searched on the server), then its
 * balance and subscription and its ledger rows (newest first, paged on the server, filtered
 * by type and game days), each with the balance after it.
 */
import { useMemo, useRef, useState } from 'react';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Empty, Select, Spin, Tag } from 'antd';
import { useDebounceFn } from 'ahooks';
import { useT } from '@/lib/useT';
import { fetchAccounts } from '@/services/admin';
import { fetchLedger, type AdminAccountLedger } from '@/services/admin-billing';
import { formatTime } from '../components/time';
import { consoleTable } from '../components/tableProps';
import { toastError } from '../components/toastError';
import ConsoleTable from '../components/ConsoleTable';

type LedgerRow = AdminAccountLedger['history']['items'][number];
type Option = { value: number; label: string };

function AccountPicker({ value, onChange }: { value: Option | null; onChange: (o: Option | null) => void }) {
  const t = useT('admin.billing.ledger');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const { run: search } = useDebounceFn(
    async (q: string) => {
      if (!q.trim()) return setOptions([]);
      setLoading(true);
      try {
        const page = await fetchAccounts({ q: q.trim(), size: 10 });
        setOptions(page.items.map((a) => ({ value: a.id, label: a.name })));
      } catch (error) {
        toastError(error, t('searchFailed'));
      } finally {
        setLoading(false);
      }
    },
    { wait: 300 },
  );
  return (
    <Select
      showSearch
      allowClear
      labelInValue
      filterOption={false}
      value={value}
      options={options}
      onSearch={search}
      onChange={(o) => onChange((o as Option | undefined) ?? null)}
      placeholder={t('pick')}
      aria-label={t('account')}
      notFoundContent={loading ? <Spin size="small" /> : null}
      className="admin-ledger-picker"
      data-testid="admin-ledger-account"
    />
  );
}

export default function AccountLedger() {
  const t = useT('admin.billing.ledger');
  const table = useRef<ActionType>();
  const [account, setAccount] = useState<Option | null>(null);
  const [ledger, setLedger] = useState<AdminAccountLedger | null>(null);
  const params = useMemo(() => ({ accountId: account?.value }), [account]);

  const columns: ProColumns<LedgerRow>[] = [
    { title: t('date'), dataIndex: 'date', search: false, width: 110 },
    {
      title: t('type'),
      dataIndex: 'type',
      valueType: 'select',
      valueEnum: { DAILY_CHARGE: { text: t('types.DAILY_CHARGE') }, RECHARGE: { text: t('types.RECHARGE') }, ADJUSTMENT: { text: t('types.ADJUSTMENT') } },
      render: (_, r) => <Tag color={r.days < 0 ? 'orange' : 'green'}>{t(`types.${r.type}`)}</Tag>,
    },
    { title: t('days'), dataIndex: 'days', search: false, render: (_, r) => (r.days > 0 ? `+${r.days}` : r.days) },
    { title: t('balanceAfter'), dataIndex: 'balanceAfter', search: false },
    { title: t('source'), dataIndex: 'source', search: false, responsive: ['sm'] },
    { title: t('note'), dataIndex: 'note', search: false, ellipsis: true, responsive: ['md'], render: (_, r) => r.note ?? '-' },
    { title: t('createdAt'), dataIndex: 'createdAt', search: false, responsive: ['lg'], render: (_, r) => formatTime(r.createdAt) },
    { title: t('range'), dataIndex: 'range', valueType: 'dateRange', hideInTable: true },
  ];

  const s = ledger?.summary;
  return (
    <div className="admin-section">
      <AccountPicker value={account} onChange={setAccount} />
      {!account && <Empty className="admin-section" description={t('none')} />}
      {account && s && ledger.account.id === account.value && (
        <div className="admin-stat-grid admin-section" data-testid="admin-ledger-summary">
          <div className="admin-stat">
            <span>{t('balance')}</span>
            <strong data-testid="admin-ledger-balance">{s.balanceDays}</strong>
          </div>
          <div className="admin-stat">
            <span>{t('status')}</span>
            <strong>{t(`statuses.${s.subscription.status}`)}</strong>
          </div>
          <div className="admin-stat">
            <span>{t('endDate')}</span>
            <strong>{s.subscription.endDate ?? '-'}</strong>
          </div>
          <div className="admin-stat">
            <span>{t('lastCharge')}</span>
            <strong>{s.lastChargeDate ?? '-'}</strong>
          </div>
        </div>
      )}
      {account && (
        <ConsoleTable<LedgerRow, { type?: LedgerRow['type']; range?: [string, string]; accountId?: number }>
          {...consoleTable(t('find'), t('clear'))}
          className="admin-section"
          rowKey="id"
          actionRef={table}
          columns={columns}
          params={params}
          request={async (p) => {
            if (!p.accountId) return { data: [], total: 0, success: true };
            const [from, to] = p.range ?? [];
            const answer = await fetchLedger(p.accountId, { type: p.type, from, to, page: p.current, size: p.pageSize });
            setLedger(answer);
            return { data: answer.history.items, total: answer.history.total, success: true };
          }}
        />
      )}
    </div>
  );
}
