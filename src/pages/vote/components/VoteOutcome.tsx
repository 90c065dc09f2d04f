/**
 * What came of the last vote, under the form: the vote site opened (with the reward and
 * streak, or "already voted today"), or why it failed. Loaded with the first vote, not
 * with the page.
 */
import { useIntl } from '@umijs/max';
import { Alert } from 'antd';
import type { VoteAnswer } from '@/services/vote';
import { useT } from '@/lib/useT';
import styles from '../vote.module.css';

export type Outcome = { kind: 'opened'; answer: VoteAnswer } | { kind: 'failed'; reason: string };

export default function VoteOutcome({ outcome }: { outcome: Outcome }) {
  const intl = useIntl();
  const t = useT();
  if (outcome.kind === 'failed') {
    return <Alert type="error" showIcon className={styles.outcome} message={t('vote.form.failed')} description={outcome.reason || undefined} />;
  }
  const { answer } = outcome;
  return (
    <Alert
      type={answer.votedToday ? 'warning' : 'success'}
      showIcon
      className={styles.outcome}
      message={answer.votedToday ? t('vote.form.votedToday') : t('vote.form.opened')}
      description={
        <>
          {!answer.votedToday && <div>{t('vote.form.result', { nx: intl.formatNumber(answer.rewardNx), streak: answer.streak })}</div>}
          {answer.waitsForGameLogin && !answer.votedToday && <div>{t('vote.form.waitsForGameLogin')}</div>}
          <a href={answer.url} target="_blank" rel="noopener noreferrer">
            {t('vote.form.openLink')}
          </a>
        </>
      }
    />
  );
}
