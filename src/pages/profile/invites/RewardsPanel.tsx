/**
 * Rewards reached by invitees, each with its own claim button (disabled while its claim
 * is pending; the list reloads after), the milestone table, and the progress sync with its
 * cooldown shown as a countdown.
 */
import { Button } from 'antd';
import { GiftFilled, SyncOutlined, TrophyOutlined } from '@ant-design/icons';
import { useState } from 'react';
import toast from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import { isApiError } from '@/services/client';
import type { InviteAvailableReward, InviteRewards } from '@/services/invites';
import { formatDate } from '../components/format';
import { SectionError, SectionLoading } from '../components/States';
import { useInvitesT } from './useT';
import { useCountDown } from 'ahooks';
import styles from '../billing/billing.module.css';

export const rewardKey = (r: Pick<InviteAvailableReward, 'inviteeId' | 'milestone'>) => `${r.inviteeId}:${r.milestone}`;

export interface RewardsPanelProps {
  /** null while loading, undefined when it failed. */
  rewards: InviteRewards | null | undefined;
  onRetry: () => void;
  onClaim: (reward: InviteAvailableReward) => Promise<void>;
  onSync: () => Promise<void>;
  lastSyncAt: string | null;
  /** Epoch ms until which syncing is refused. */
  syncUntil: number | null;
}

export default function RewardsPanel({ rewards, onRetry, onClaim, onSync, lastSyncAt, syncUntil }: RewardsPanelProps) {
  const { t, num } = useInvitesT();
  const [pending, setPending] = useState<Record<string, boolean>>({});
  // The section shows the sync's outcome (onSync toasts it).
  const syncing = useSubmit(onSync, { onError: () => undefined });
  // Whole seconds until syncing is allowed again (0 when it is).
  const [waitMs] = useCountDown({ targetDate: syncUntil ?? undefined });
  const wait = Math.ceil(waitMs / 1000);

  const claim = async (r: InviteAvailableReward) => {
    const key = rewardKey(r);
    if (pending[key]) return;
    setPending((p) => ({ ...p, [key]: true }));
    try {
      await onClaim(r);
    } catch (err) {
      toast.error(isApiError(err) && err.message ? err.message : t('ui.rewards.claimFailed'));
    } finally {
      setPending((p) => ({ ...p, [key]: false }));
    }
  };

  return (
    <div data-testid="invite-rewards">
      <div className={styles.syncBar}>
        <span className={styles.muted}>
          {lastSyncAt ? t('ui.rewards.lastSync', { time: formatDate(lastSyncAt) ?? '' }) : t('ui.rewards.neverSynced')}
        </span>
        <span className={styles.codeActions}>
          {wait > 0 ? (
            <span className={styles.syncWait} role="status" data-testid="sync-wait">
              {t('ui.rewards.syncWait', { seconds: wait })}
            </span>
          ) : null}
          <Button icon={<SyncOutlined spin={syncing.loading} />} onClick={() => void syncing.submit()} disabled={wait > 0 || syncing.loading} data-testid="sync-button">
            {wait > 0 ? t('ui.rewards.syncIn', { seconds: wait }) : t('ui.rewards.sync')}
          </Button>
        </span>
      </div>
      {rewards === null ? (
        <SectionLoading rows={3} testId="rewards-loading" />
      ) : rewards === undefined ? (
        <SectionError onRetry={onRetry} testId="rewards-error" />
      ) : (
        <>
          {rewards.milestones.length > 0 ? (
            <ol className={styles.milestones} aria-label={t('ui.rewards.milestones')}>
              {rewards.milestones.map((m) => (
                <li key={m.milestone} className={styles.milestone}>
                  <span className={styles.milestoneLevel}>{t('ui.rewards.atLevel', { level: m.level })}</span>
                  <span className={styles.milestoneReward}>{t(`rewardType.${m.type}`, { amount: num(m.amount) })}</span>
                </li>
              ))}
            </ol>
          ) : null}
          {rewards.available.length === 0 ? (
            <div className={styles.empty} data-testid="rewards-empty">
              <TrophyOutlined aria-hidden="true" />
              <p>{t('ui.rewards.empty')}</p>
            </div>
          ) : (
            <ul className={styles.rewardList}>
              {rewards.available.map((r) => {
                const key = rewardKey(r);
                return (
                  <li key={key} className={styles.rewardItem} data-testid="available-reward">
                    <span className={styles.rewardIcon} aria-hidden="true">
                      <GiftFilled />
                    </span>
                    <span className={styles.rewardText}>
                      <strong>{t(`rewardType.${r.type}`, { amount: num(r.amount) })}</strong>
                      <span className={styles.muted}>{t('ui.rewards.reached', { name: r.username, level: r.level })}</span>
                    </span>
                    <Button
                      type="primary"
                      className={styles.primaryButton}
                      style={{ minWidth: 84 }}
                      loading={Boolean(pending[key])}
                      disabled={Boolean(pending[key])}
                      onClick={() => claim(r)}
                      aria-label={t('ui.rewards.claimFor', { name: r.username, level: r.level })}
                      data-testid="claim-button"
                    >
                      {t('ui.rewards.claim')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
