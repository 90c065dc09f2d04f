/**
 * The daily check-in's reward table, one row per streak day (1-7, then "any day"), edited in
 * place: a reward type, then an item (its ID; the cash-shop SN is found by the server unless
 * given) or an amount. Saving or removing asks the password again when the server wants it
 * (useGuarded); a refusal keeps the row open with the server's message.
 */
import { useState, type Key } from 'react';
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { REWARD_LIMITS } from '../../../../config/rules';
import { useT } from '@/lib/useT';
import { removeCheckinReward, setCheckinReward, type AdminCheckinRewardBody, type CheckinReward, type CheckinRewardType } from '@/services/admin-rewards';
import { actionsColumn, RowActions, tableLook, typeColumn, useRowEditing, useSendChange } from './rowEditing';
import { wholeNumber } from './rules';

const DAYS = ['1', '2', '3', '4', '5', '6', '7', 'any'] as const;
const TYPES: CheckinRewardType[] = ['item', 'nx_credit', 'maple_point', 'vote_points', 'reward_points'];

export interface CheckinRow {
  key: string;
  type?: CheckinRewardType;
  itemId?: number | null;
  sn?: number | null;
  quantity?: number | null;
  amount?: number | null;
  name?: string;
  /** The reward as the server has it (null: the day has none). */
  saved: CheckinReward | null;
}

export const checkinRows = (rewards: CheckinReward[]): CheckinRow[] =>
  DAYS.map((key) => {
    const saved = rewards.find((r) => String(r.day) === key) ?? null;
    return saved
      ? { key, type: saved.type, itemId: saved.itemId, sn: saved.sn, quantity: saved.quantity || null, amount: saved.amount || null, name: saved.name, saved }
      : { key, saved: null };
  });

/** The body of a save: an item's SN (and quantity) only when the operator gave it or kept the item. */
export function checkinBody(row: CheckinRow): AdminCheckinRewardBody {
  if (row.type !== 'item') return { type: row.type!, amount: Number(row.amount) };
  const itemId = Number(row.itemId);
  const keepsItem = row.saved?.type === 'item' && row.saved.itemId === itemId;
  const snGiven = row.sn != null && String(row.sn) !== '' && (keepsItem || row.sn !== row.saved?.sn);
  return snGiven ? { type: 'item', itemId, sn: Number(row.sn), quantity: row.quantity ? Number(row.quantity) : undefined } : { type: 'item', itemId };
}

export default function CheckinRewardsTable({ rewards, loading, onChanged }: { rewards: CheckinReward[]; loading: boolean; onChanged: () => void }) {
  const t = useT('admin.rewards');
  const send = useSendChange(onChanged);
  const [editing, setEditing] = useState<Key[]>([]);
  const [draftType, setDraftType] = useState<CheckinRewardType | undefined>();
  const rowEditing = useRowEditing<CheckinRow>(editing, setEditing, (_key, row) => send(() => setCheckinReward(row.key, checkinBody(row)), 'saved'));
  const rows = checkinRows(rewards);
  const typeOf = (row: CheckinRow) => (editing.includes(row.key) ? draftType : row.type);
  const dayLabel = (key: string) => (key === 'any' ? t('checkin.any') : t('checkin.dayN', { day: key }));

  const columns: ProColumns<CheckinRow>[] = [
    { title: t('checkin.day'), dataIndex: 'key', editable: false, width: 90, render: (_, r) => <strong>{dayLabel(r.key)}</strong> },
    {
      ...typeColumn<CheckinRow>(t('checkin.type'), 160, TYPES, (type) => t(`checkin.types.${type}`), t('rules.type')),
      render: (_, r) => (r.type ? t(`checkin.types.${r.type}`) : <span className="admin-muted">{t('checkin.notSet')}</span>),
    },
    {
      title: t('checkin.itemId'),
      dataIndex: 'itemId',
      valueType: 'digit',
      width: 130,
      fieldProps: (_form, { entity }) => ({ disabled: typeOf(entity) !== 'item', precision: 0 }),
      formItemProps: (_form, { entity }) => ({ rules: typeOf(entity) === 'item' ? wholeNumber(t, 99_999_999, t('rules.itemId')) : [] }),
      render: (_, r) => (r.type === 'item' ? r.itemId : '-'),
    },
    {
      title: t('checkin.sn'),
      dataIndex: 'sn',
      valueType: 'digit',
      width: 130,
      responsive: ['md'],
      fieldProps: (_form, { entity }) => ({ disabled: typeOf(entity) !== 'item', precision: 0 }),
      formItemProps: { rules: wholeNumber(t, 2_147_483_647, undefined, true) },
      render: (_, r) => (r.type === 'item' ? r.sn : '-'),
    },
    {
      title: t('checkin.quantity'),
      dataIndex: 'quantity',
      valueType: 'digit',
      width: 100,
      responsive: ['lg'],
      fieldProps: (_form, { entity }) => ({ disabled: typeOf(entity) !== 'item', precision: 0 }),
      formItemProps: { rules: wholeNumber(t, REWARD_LIMITS.checkinQuantity, undefined, true) },
      render: (_, r) => (r.type === 'item' ? r.quantity : '-'),
    },
    {
      title: t('checkin.amount'),
      dataIndex: 'amount',
      valueType: 'digit',
      width: 130,
      fieldProps: (_form, { entity }) => ({ disabled: !typeOf(entity) || typeOf(entity) === 'item', precision: 0 }),
      formItemProps: (_form, { entity }) => ({
        rules:
          typeOf(entity) && typeOf(entity) !== 'item'
            ? wholeNumber(t, REWARD_LIMITS.checkinAmount, t('rules.amount', { max: REWARD_LIMITS.checkinAmount.toLocaleString() }))
            : [],
      }),
      render: (_, r) => (r.type && r.type !== 'item' ? r.amount?.toLocaleString() : '-'),
    },
    { title: t('checkin.name'), dataIndex: 'name', editable: false, ellipsis: true, render: (_, r) => r.name ?? '-' },
    actionsColumn<CheckinRow>(
      t('actions'),
      (r, startEditing) => (
        <RowActions
          kind="checkin"
          id={r.key}
          onEdit={() => {
            setDraftType(r.type);
            startEditing();
          }}
          onRemove={r.saved ? () => send(() => removeCheckinReward(r.key), 'removed') : undefined}
        />
      ),
      (r) => r.key,
    ),
  ];

  return (
    <EditableProTable<CheckinRow>
      {...tableLook}
      loading={loading}
      columns={columns}
      value={rows}
      recordCreatorProps={false}
      onRow={(r) => ({ 'data-testid': `admin-checkin-reward-${r.key}` }) as React.HTMLAttributes<HTMLElement>}
      editable={{ ...rowEditing, onValuesChange: (record) => setDraftType(record?.type) }}
    />
  );
}
