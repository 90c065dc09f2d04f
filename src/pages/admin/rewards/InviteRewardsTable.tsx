/**
 * The inviter's milestone rewards, edited in place: a milestone is reached when the invited
 * player's best character reaches its level, and gives points, game days, or something an
 * operator hands over. A new milestone is added at the bottom (its key cannot change later).
 * Saving or removing asks the password again when the server wants it (useGuarded).
 */
import { useState } from "react";
import { EditableProTable, type ProColumns } from "@ant-design/pro-components";
import { Button, Popconfirm, Space } from "antd";
import { REWARD_LIMITS } from "../../../../config/rules";
import { useT } from "@/lib/useT";
import { toast } from "@/lib/toast";
import {
  removeInviteReward,
  setInviteReward,
  type AdminInviteRewards,
  type InviteRewardType,
} from "@/services/admin-rewards";
import { useGuarded } from "../components/Reauth";
import { toastError } from "../components/toastError";
import { MILESTONE_PATTERN, wholeNumber } from "./rules";

const TYPES: InviteRewardType[] = [
  "reward_points",
  "vote_points",
  "game_time_days",
  "custom",
];

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

export default function InviteRewardsTable({
  invite,
  loading,
  onChanged,
}: {
  invite: AdminInviteRewards;
  loading: boolean;
  onChanged: () => void;
}) {
  const t = useT("admin.rewards");
  const guarded = useGuarded();
  const [editing, setEditing] = useState<React.Key[]>([]);
  const [draftType, setDraftType] = useState<InviteRewardType>("reward_points");
  const [fresh, setFresh] = useState<InviteRow[]>([]);
  const rows: InviteRow[] = [
    ...invite.milestones.map((m) => ({ key: m.milestone, ...m })),
    ...fresh,
  ];
  const cap = (type: InviteRewardType) => REWARD_LIMITS.inviteAmount[type];
  const taken = (key: string, milestone: string) =>
    rows.some((r) => r.key !== key && r.milestone === milestone);

  const columns: ProColumns<InviteRow>[] = [
    {
      title: t("invite.milestone"),
      dataIndex: "milestone",
      width: 150,
      editable: (_, row) => !!row.isNew,
      fieldProps: { placeholder: "level30", maxLength: 16 },
      formItemProps: (_form, { entity }) => ({
        rules: [
          { required: true, message: t("rules.milestone") },
          { pattern: MILESTONE_PATTERN, message: t("rules.milestone") },
          {
            validator: async (_: unknown, v: string) => {
              if (v && taken(entity.key, v))
                throw new Error(t("rules.milestoneTaken"));
            },
          },
        ],
      }),
      render: (_, r) => <code>{r.milestone}</code>,
    },
    {
      title: t("invite.level"),
      dataIndex: "level",
      valueType: "digit",
      width: 100,
      fieldProps: { precision: 0 },
      formItemProps: {
        rules: wholeNumber(
          t,
          REWARD_LIMITS.inviteLevel,
          t("rules.level", { max: REWARD_LIMITS.inviteLevel }),
        ),
      },
    },
    {
      title: t("invite.type"),
      dataIndex: "type",
      valueType: "select",
      width: 200,
      valueEnum: Object.fromEntries(
        TYPES.map((type) => [type, { text: t(`invite.types.${type}`) }]),
      ),
      formItemProps: { rules: [{ required: true, message: t("rules.type") }] },
    },
    {
      title: t("invite.amount"),
      dataIndex: "amount",
      valueType: "digit",
      width: 120,
      fieldProps: { precision: 0 },
      formItemProps: (_form, { entity }) => {
        const type = editing.includes(entity.key) ? draftType : entity.type;
        return {
          rules: wholeNumber(
            t,
            cap(type),
            t("rules.amount", { max: cap(type).toLocaleString() }),
          ),
        };
      },
      render: (_, r) => r.amount.toLocaleString(),
    },
    {
      title: t("actions"),
      valueType: "option",
      width: 150,
      fixed: "right",
      render: (_, r, __, action) => (
        <Space size={4}>
          <Button
            size="small"
            type="link"
            onClick={() => {
              setDraftType(r.type);
              action?.startEditable?.(r.key);
            }}
            data-testid={`admin-invite-edit-${r.milestone}`}
          >
            {t("edit")}
          </Button>
          {!r.isNew && (
            <Popconfirm
              title={t("removeConfirm")}
              onConfirm={async () => {
                try {
                  await guarded(() => removeInviteReward(r.milestone));
                  toast.success(t("removed"));
                  onChanged();
                } catch (error) {
                  toastError(error, t("saveFailed"));
                }
              }}
            >
              <Button
                size="small"
                type="link"
                danger
                data-testid={`admin-invite-remove-${r.milestone}`}
              >
                {t("remove")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <EditableProTable<InviteRow>
      rowKey="key"
      size="small"
      cardBordered
      loading={loading}
      columns={columns}
      value={rows}
      onChange={(next) => setFresh(next.filter((r) => r.isNew))}
      scroll={{ x: "max-content" }}
      onRow={(r) =>
        ({
          "data-testid": `admin-invite-reward-${r.isNew ? "new" : r.milestone}`,
        }) as React.HTMLAttributes<HTMLElement>
      }
      recordCreatorProps={{
        position: "bottom",
        creatorButtonText: t("invite.add"),
        record: () => ({
          key: `new-${++added}`,
          milestone: "",
          level: 1,
          type: "reward_points",
          amount: 1,
          isNew: true,
        }),
      }}
      editable={{
        type: "single",
        editableKeys: editing,
        onChange: setEditing,
        saveText: t("save"),
        cancelText: t("cancel"),
        onValuesChange: (record) => setDraftType(record.type),
        actionRender: (_row, _config, dom) => [dom.save, dom.cancel],
        onCancel: async (key) =>
          setFresh((f) => f.filter((r) => r.key !== key)),
        onSave: async (key, row) => {
          try {
            await guarded(() =>
              setInviteReward(row.milestone, {
                level: Number(row.level),
                type: row.type,
                amount: Number(row.amount),
              }),
            );
          } catch (error) {
            toastError(error, t("saveFailed"));
            throw error; // the row stays open
          }
          setFresh((f) => f.filter((r) => r.key !== key));
          toast.success(t("saved"));
          onChanged();
        },
      }}
    />
  );
}
