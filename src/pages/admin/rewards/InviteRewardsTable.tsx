/**
 * The inviter's milestone rewards, edited in place: a milestone is reached when the invited
 * player's best character reaches its level, and gives points, game days, or something an
 * operator hands over. A new milestone is added at the bottom (its key cannot change later).
 * Saving or removing asks the password again when the server wants it (useGuarded).
 */
import { useState, type Key } from 'react';
import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { REWARD_LIMITS } from '../../../../config/rules';
import { useT } from '@/lib/useT';
import { removeInviteReward, setInviteReward, type AdminInviteRewards, type InviteRewardType } from '@/services/admin-rewards';
import { actionsColumn, RowActions, tableLook, typeColumn, useRowEditing, useSendChange } from './rowEditing';
import { MILESTONE_PATTERN, wholeNumber } from './rules';

const TYPES: InviteRewardType[] = ['reward_points', 'vote_points', 'game_time_days', 'custom'];

export interface InviteRow {
  key: string;
  milestone: string;
  level: number;
  type: InviteRewardType;
  amount: number;
  /** Added here, not saved yet. */
  isNew?: boolean;
}

let added = 0;

export default function InviteRewardsTable({ invite, loading, onChanged }: { invite: AdminInviteRewards; loading: boolean; onChanged: () => void }) {
  const t = useT('admin.rewards');
  const send = useSendChange(onChanged);
  const [editing, setEditing] = useState<Key[]>([]);
  const [draftType, setDraftType] = useState<InviteRewardType>('reward_points');
  const [fresh, setFresh] = useState<InviteRow[]>([]);
  const rowEditing = useRowEditing<InviteRow>(editing, setEditing, async (key, row) => {
    await send(() => setInviteReward(row.milestone, { level: Number(row.level), type: row.type, amount: Number(row.amount) }), 'saved');
    setFresh((f) => f.filter((r) => r.key !== key));
  });
  const rows: InviteRow[] = [...invite.milestones.map((m) => ({ key: m.milestone, ...m })), ...fresh];
  const cap = (type: InviteRewardType) => REWARD_LIMITS.inviteAmount[type];
  const taken = (key: string | undefined, milestone: string) => rows.some((r) => r.key !== key && r.milestone === milestone);

  const columns: ProColumns<InviteRow>[] = [
    {
      title: t('invite.milestone'),
      dataIndex: 'milestone',
      width: 150,
      editable: (_, row) => !!row.isNew,
      fieldProps: { placeholder: 'level30', maxLength: 16 },
      formItemProps: (_form, { entity }) => ({
        rules: [
          { required: true, message: t('rules.milestone') },
          { pattern: MILESTONE_PATTERN, message: t('rules.milestone') },
          {
            validator: async (_: unknown, v: string) => {
              if (v && taken(entity?.key, v)) throw new Error(t('rules.milestoneTaken'));
            },
          },
        ],
      }),
      render: (_, r) => <code>{r.milestone}</code>,
    },
    {
      title: t('invite.level'),
      dataIndex: 'level',
      valueType: 'digit',
      width: 100,
      fieldProps: { precision: 0 },
      formItemProps: { rules: wholeNumber(t, REWARD_LIMITS.inviteLevel, t('rules.level', { max: REWARD_LIMITS.inviteLevel })) },
    },
    typeColumn<InviteRow>(t('invite.type'), 200, TYPES, (type) => t(`invite.types.${type}`), t('rules.type')),
    {
      title: t('invite.amount'),
      dataIndex: 'amount',
      valueType: 'digit',
      width: 120,
      fieldProps: { precision: 0 },
      formItemProps: (_form, { entity }) => {
        const type = entity && !editing.includes(entity.key) ? entity.type : draftType;
        return { rules: wholeNumber(t, cap(type), t('rules.amount', { max: cap(type).toLocaleString() })) };
      },
      render: (_, r) => r.amount.toLocaleString(),
    },
    actionsColumn<InviteRow>(
      t('actions'),
      (r, startEditing) => (
        <RowActions
          kind="invite"
          id={r.isNew ? 'new' : r.milestone}
          onEdit={() => {
            setDraftType(r.type);
            startEditing();
          }}
          onRemove={r.isNew ? undefined : () => send(() => removeInviteReward(r.milestone), 'removed')}
        />
      ),
      (r) => r.key,
    ),
  ];

  return (
    <EditableProTable<InviteRow>
      {...tableLook}
      loading={loading}
      columns={columns}
      value={rows}
      onChange={(next) => setFresh(next.filter((r) => r.isNew))}
      onRow={(r) => ({ 'data-testid': `admin-invite-reward-${r.isNew ? 'new' : r.milestone}` }) as React.HTMLAttributes<HTMLElement>}
      recordCreatorProps={{
        position: 'bottom',
        creatorButtonText: t('invite.add'),
        record: () => ({ key: `new-${++added}`, milestone: '', level: 1, type: 'reward_points', amount: 1, isNew: true }),
      }}
      editable={{
        ...rowEditing,
        onValuesChange: (record) => record?.type && setDraftType(record.type),
        onCancel: async (key) => setFresh((f) => f.filter((r) => r.key !== key)),
      }}
    />
  );
}
