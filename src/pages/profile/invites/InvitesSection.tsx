/**
 * The invites tab: how many people the account invited (of the maximum), its codes with
 * copy buttons and applying for one, the invitees; the rewards they reached with a claim
 * button each and the progress sync; the claimed rewards. `InvitesView` draws with a given
 * API (stories, tests); the default export uses the real one.
 */
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { GiftFilled, TeamOutlined, TrophyFilled, UserAddOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import TabBar, { TabPanel } from '@/components/TabBar';
import toast from '@/lib/toast';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { isApiError } from '@/services/client';
import {
  applyInviteCode,
  claimInviteReward,
  fetchInviteClaims,
  fetchInviteOverview,
  fetchInviteRewards,
  fetchInvitees,
  syncInvites,
  type InviteAvailableReward,
  type InviteClaim,
  type InviteClaimBody,
  type InviteClaimList,
  type InviteCode,
  type InviteOverview,
  type InviteRewards,
  type InviteSyncAnswer,
  type InviteeList,
  type InvitesPageQuery,
} from '@/services/invites';
import Panel from '../components/Panel';
import { SectionError, SectionLoading } from '../components/States';
import { useInvitesT } from './useT';
import { ApplyCard, CodeList } from './CodesPanel';
import { ClaimsTable, InviteesTable } from './InviteTables';
import styles from '../billing/billing.module.css';

// The rewards list (its countdown and sync) loads when its tab is first opened.
const RewardsPanel = lazy(() => import('./RewardsPanel'));

export interface InvitesApi {
  overview: () => Promise<InviteOverview>;
  apply: (characterId: number) => Promise<InviteCode>;
  invitees: (q: InvitesPageQuery) => Promise<InviteeList>;
  rewards: () => Promise<InviteRewards>;
  claims: (q: InvitesPageQuery) => Promise<InviteClaimList>;
  claim: (body: InviteClaimBody) => Promise<InviteClaim>;
  sync: () => Promise<InviteSyncAnswer>;
}

export const invitesApi: InvitesApi = {
  overview: fetchInviteOverview,
  apply: applyInviteCode,
  invitees: fetchInvitees,
  rewards: fetchInviteRewards,
  claims: fetchInviteClaims,
  claim: claimInviteReward,
  sync: syncInvites,
};

export const INVITES_TABS = ['codes', 'rewards', 'claims'] as const;
export type InvitesTab = (typeof INVITES_TABS)[number];

/** Seconds in a "too frequent" refusal (the server's message carries them). */
export const secondsIn = (message: string): number | null => {
  const m = /(\d+)/.exec(message);
  return m ? Number(m[1]) : null;
};

const time = (iso: string | null) => (iso ? Date.parse(iso) : NaN);

function Stat({ icon, label, value, tone, testId }: { icon: ReactNode; label: string; value: string; tone?: string; testId: string }) {
  return (
    <li className={`${styles.stat} ${tone ?? ''}`} data-testid={testId}>
      <span className={styles.statIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.statText}>
        <span className={styles.statLabel}>{label}</span>
        <span className={styles.statValue}>{value}</span>
      </span>
    </li>
  );
}

export function InvitesView({ api = invitesApi, initialTab = 'codes' }: { api?: InvitesApi; initialTab?: InvitesTab }) {
  const intl = useIntl();
  const { t, num } = useInvitesT();
  const compact = useMediaQuery(PHONE_QUERY);
  const [tab, setTab] = useState<InvitesTab>(initialTab);
  // A list opened once stays drawn (hidden) when another is open: it keeps its page.
  const [opened, setOpened] = useState<ReadonlySet<InvitesTab>>(() => new Set([initialTab]));
  const openTab = (next: InvitesTab) => {
    setTab(next);
    setOpened((seen) => (seen.has(next) ? seen : new Set(seen).add(next)));
  };
  const [reload, setReload] = useState(0);
  const [syncUntil, setSyncUntil] = useState<number | null>(null);
  const overview = useRequest(api.overview, { refreshDeps: [intl.locale], onError: () => undefined });
  const rewards = useRequest(api.rewards, { refreshDeps: [intl.locale], onError: () => undefined });

  // The cooldown the server announced (next allowed sync), while it lies ahead.
  const nextSync = time(overview.data?.nextSyncAt ?? null);
  useEffect(() => {
    if (Number.isFinite(nextSync) && nextSync > Date.now()) setSyncUntil((u) => Math.max(u ?? 0, nextSync));
  }, [nextSync]);

  const apply = async (characterId: number) => {
    const code = await api.apply(characterId);
    toast.success(t('ui.invites.applied', { code: code.code }));
    overview.refresh();
  };
  const claim = async (r: InviteAvailableReward) => {
    try {
      const done = await api.claim({ inviteeId: r.inviteeId, milestone: r.milestone });
      toast.success(t('ui.rewards.claimed', { reward: t(`rewardType.${done.type}`, { amount: num(done.amount) }) }), {
        description: t(`delivery.${done.delivery}`),
      });
    } finally {
      rewards.refresh();
      overview.refresh();
      setReload((k) => k + 1);
    }
  };
  const sync = async () => {
    try {
      const answer = await api.sync();
      toast.success(t('ui.rewards.synced', { count: answer.synced }));
      const next = time(answer.nextSyncAt);
      if (Number.isFinite(next)) setSyncUntil(next);
      rewards.refresh();
      overview.refresh();
      setReload((k) => k + 1);
    } catch (err) {
      const message = isApiError(err) && err.message ? err.message : t('ui.rewards.syncFailed');
      toast.error(message);
      const seconds = isApiError(err) && err.status === 429 ? secondsIn(message) : null;
      if (seconds) setSyncUntil(Date.now() + seconds * 1000);
    }
  };

  if (overview.loading && !overview.data) return <SectionLoading rows={6} testId="invites-loading" />;
  if (!overview.data) return <SectionError message={overview.error?.message} onRetry={overview.refresh} testId="invites-error" />;
  const o = overview.data;
  const available = rewards.data?.available.length ?? o.availableRewards;
  // Short tab names on phones: the three fit the bar's width.
  const rewardsLabel = compact ? 'ui.invites.tabRewardsShort' : 'ui.invites.tabRewards';
  const labels: Record<InvitesTab, string> = {
    codes: t(compact ? 'ui.invites.tabCodesShort' : 'ui.invites.tabCodes'),
    rewards: available > 0 ? `${t(rewardsLabel)} (${num(available)})` : t(rewardsLabel),
    claims: t(compact ? 'ui.invites.tabClaimsShort' : 'ui.invites.tabClaims'),
  };
  const panels: Record<InvitesTab, () => ReactNode> = {
    codes: () => (
      <>
        <div className={styles.inviteGrid}>
          <section aria-labelledby="invite-codes-title">
            <h3 className={styles.subTitle} id="invite-codes-title">
              {t('ui.invites.codesTitle')}
            </h3>
            <CodeList codes={o.codes} />
          </section>
          <ApplyCard overview={o} onApply={apply} />
        </div>
        <h3 className={styles.subTitle}>{t('ui.invitees.title')}</h3>
        <InviteesTable load={api.invitees} reloadKey={reload} compact={compact} />
      </>
    ),
    rewards: () => (
      <Suspense fallback={<SectionLoading rows={3} testId="rewards-loading" />}>
        <RewardsPanel
          rewards={rewards.data ?? (rewards.error ? undefined : null)}
          onRetry={rewards.refresh}
          onClaim={claim}
          onSync={sync}
          lastSyncAt={o.lastSyncAt}
          syncUntil={syncUntil}
        />
      </Suspense>
    ),
    claims: () => <ClaimsTable load={api.claims} reloadKey={reload} compact={compact} />,
  };

  return (
    <div className={styles.section} data-testid="invites-section">
      <ul className={styles.stats} aria-label={t('ui.invites.statsTitle')}>
        <Stat icon={<TeamOutlined />} label={t('ui.invites.totalInvited')} value={num(o.totalInvited)} testId="invites-total" />
        <Stat icon={<UsergroupAddOutlined />} label={t('ui.invites.max')} value={num(o.maxInvites)} tone={styles.statBlue} testId="invites-max" />
        <Stat icon={<UserAddOutlined />} label={t('ui.invites.remaining')} value={num(o.remaining)} tone={styles.statGreen} testId="invites-remaining" />
        <Stat icon={<GiftFilled />} label={t('ui.invites.available')} value={num(available)} tone={styles.statRose} testId="invites-available" />
      </ul>
      <Panel title={t('ui.invites.title')} icon={<TrophyFilled />} id="invites-panel">
        <TabBar
          idPrefix="invites-tab"
          className={styles.innerTabs}
          tabs={INVITES_TABS}
          active={tab}
          onChange={openTab}
          label={(key) => labels[key]}
        />
        {INVITES_TABS.filter((key) => opened.has(key)).map((key) => (
          <TabPanel key={key} idPrefix="invites-tab" tab={key} hidden={key !== tab}>
            {panels[key]()}
          </TabPanel>
        ))}
      </Panel>
    </div>
  );
}

export default function InvitesSection() {
  return <InvitesView />;
}
