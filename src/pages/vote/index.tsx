/**
 * Vote: the account-name form (prefilled with the logged-in game account,
 * editable) that leads to the external vote site, and the rewards explained.
 */
import { useIntl, useModel } from '@umijs/max';
import { LikeOutlined } from '@ant-design/icons';
import PageBanner from '@/components/PageBanner';
import VoteForm from './components/VoteForm';
import VoteRewards from './components/VoteRewards';
import styles from './vote.module.css';

export default function VotePage() {
  const intl = useIntl();
  const { isAuthenticated, user } = useModel('auth');
  return (
    <div className={styles.page}>
      <PageBanner
        icon={<LikeOutlined />}
        title={intl.formatMessage({ id: 'vote.banner.title' })}
        subtitle={intl.formatMessage({ id: 'vote.banner.subtitle' })}
      />
      <div className={styles.container}>
        <div className={styles.formColumn}>
          <VoteForm defaultAccount={user?.username ?? null} isAuthenticated={isAuthenticated} />
        </div>
        <VoteRewards />
      </div>
    </div>
  );
}
