/**
 * Rewards: the daily check-in's reward table and the inviter's milestone rewards, each edited
 * in its table. Changes need the password within 15 minutes and are in the audit log.
 */
import { useRequest } from 'ahooks';
import { Tag } from 'antd';
import { useT } from '@/lib/useT';
import { fetchRewards } from '@/services/admin-rewards';
import ConsolePage from '../components/ConsolePage';
import LoadFailed from '../components/LoadFailed';
import { ReauthProvider } from '../components/Reauth';
import CheckinRewardsTable from './CheckinRewardsTable';
import InviteRewardsTable from './InviteRewardsTable';
import './rewards.css';

export default function RewardsPage() {
  const t = useT('admin.rewards');
  const { data, loading, error, refresh } = useRequest(fetchRewards, { onError: () => undefined }); // the error is shown on the page
  return (
    // Its own password dialog, so the changes ask for the password wherever the screen is shown.
    <ReauthProvider>
      <ConsolePage title={t('title')} intro={t('intro')}>
        {error && !data && <LoadFailed title={t('failed')} retry={t('retry')} error={error} onRetry={refresh} testId="admin-rewards-error" />}
        {(!error || data) && (
          <>
            <section className="admin-section" data-testid="admin-checkin-rewards">
              <h2 className="admin-section-title">{t('checkin.title')}</h2>
              <p className="admin-section-hint">{t('checkin.hint')}</p>
              <CheckinRewardsTable rewards={data?.checkin ?? []} loading={loading && !data} onChanged={refresh} />
            </section>
            <section className="admin-section" data-testid="admin-invite-rewards">
              <h2 className="admin-section-title">
                {t('invite.title')}{' '}
                {data && (
                  <Tag color={data.invite.edited ? 'orange' : 'default'} data-testid="admin-invite-rewards-source">
                    {data.invite.edited ? t('invite.editedTag') : t('invite.configuredTag')}
                  </Tag>
                )}
              </h2>
              <p className="admin-section-hint">
                {t('invite.hint')} {data && !data.invite.edited ? t('invite.configured') : ''}
              </p>
              <InviteRewardsTable invite={data?.invite ?? { milestones: [], edited: false }} loading={loading && !data} onChanged={refresh} />
            </section>
          </>
        )}
      </ConsolePage>
    </ReauthProvider>
  );
}
