import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Input } from 'antd';
import { SendOutlined, UserOutlined } from '@ant-design/icons';
import { site } from '../../../../config/site';
import { useEffect, useState } from 'react';
import { USERNAME_PATTERN } from '../../../../config/rules';
import { startVote, type VoteAnswer } from '@/services/vote';
import { toast } from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import LinkButton from '@/components/LinkButton';
import { useT } from '@/lib/useT';
import styles from '../vote.module.css';

export interface VoteFormProps {
  /** The logged-in player's game account, used to prefill the field. */
  defaultAccount?: string | null;
  isAuthenticated: boolean;
}

interface VoteFormValues {
  username: string;
}

type Outcome = { kind: 'opened'; answer: VoteAnswer } | { kind: 'failed'; reason: string } | null;

/**
 * Opens a blank tab synchronously (inside the click, so pop-up blockers allow it),
 * then points it at the vote site once the server answered. When the browser
 * blocked the tab, the current page navigates to the vote site instead.
 */
function openPending(): Window | null {
  try {
    const w = window.open('', '_blank');
    return w ?? null;
  } catch {
    return null;
  }
}

/** The vote form ('Please enter your account name' when empty, 'vote failed' on an error). */
export default function VoteForm({ defaultAccount, isAuthenticated }: VoteFormProps) {
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<VoteFormValues>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  // Prefill with the logged-in account, unless the player already typed something.
  useEffect(() => {
    if (defaultAccount && !form.isFieldTouched('username')) {
      form.setFieldsValue({ username: defaultAccount });
    }
  }, [defaultAccount, form]);

  // The blank tab opens inside the click (the service's first, synchronous step), and only
  // for the call that runs: a second click while the server answers opens nothing.
  const vote = useSubmit(
    async (username: string) => {
      const pending = openPending();
      if (pending) {
        try {
          pending.opener = null;
        } catch {
          /* cross-origin guard; ignore */
        }
      }
      try {
        const answer = await startVote(username);
        if (pending && !pending.closed) pending.location.href = answer.url;
        else window.location.assign(answer.url);
        return answer;
      } catch (error) {
        pending?.close();
        throw error;
      }
    },
    {
      onBefore: () => setOutcome(null),
      onSuccess: (answer) => setOutcome({ kind: 'opened', answer }),
      onError: (error) => {
        const reason = error instanceof Error && error.message ? error.message : '';
        setOutcome({ kind: 'failed', reason });
        toast.error(reason ? t('vote.form.failedWithReason', { reason }) : t('vote.form.failed'));
      },
    },
  );
  const submitting = vote.loading;

  const submit = () => {
    if (submitting) return;
    const username = String(form.getFieldValue('username') ?? '').trim();
    if (!username || !USERNAME_PATTERN.test(username)) {
      // Shows the field's error message; nothing is opened.
      form.validateFields().catch(() => undefined);
      return;
    }
    void vote.submit(username);
  };

  return (
    <section className={styles.card} aria-labelledby="vote-form-title" data-testid="vote-form">
      <h2 id="vote-form-title" className={styles.cardTitle}>
        <SendOutlined /> {t('vote.form.title')}
      </h2>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} className={styles.form}>
        <Form.Item
          name="username"
          label={t('vote.form.account')}
          extra={isAuthenticated ? t('vote.form.accountHelp') : undefined}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            { required: true, whitespace: true, message: t('vote.form.required') },
            { pattern: USERNAME_PATTERN, message: t('vote.form.invalid'), transform: (v: string) => (v ?? '').trim() },
          ]}
        >
          <Input
            size="large"
            prefix={<UserOutlined />}
            placeholder={t('vote.form.accountPlaceholder')}
            autoComplete="username"
            maxLength={32}
            onPressEnter={(e) => {
              e.preventDefault();
              submit();
            }}
          />
        </Form.Item>
        <Button
          type="primary"
          size="large"
          block
          icon={<SendOutlined />}
          loading={submitting}
          onClick={submit}
          htmlType="button"
          className={styles.submit}
        >
          {submitting ? t('vote.form.submitting') : t('vote.form.submit')}
        </Button>
      </Form>
      {!isAuthenticated && (
        <p className={styles.loginHint}>
          {t('vote.form.loginHint')}{' '}
          <LinkButton to={`/auth/login?from=${encodeURIComponent('/vote')}`} type="link" size="small" className={styles.inlineLink}>
            {t('vote.form.login')}
          </LinkButton>
        </p>
      )}
      <ol className={styles.how} aria-label={t('vote.how.title')}>
        {(['step1', 'step2', 'step3'] as const).map((step, i) => (
          <li key={step}>
            <span className={styles.howNo}>{i + 1}</span>
            <span>{t(`vote.how.${step}`, { minutes: site.vote.creditMinutes })}</span>
          </li>
        ))}
      </ol>
      <div aria-live="polite">
        {outcome?.kind === 'opened' && (
          <Alert
            type={outcome.answer.votedToday ? 'warning' : 'success'}
            showIcon
            className={styles.outcome}
            message={outcome.answer.votedToday ? t('vote.form.votedToday') : t('vote.form.opened')}
            description={
              <>
                {!outcome.answer.votedToday && (
                  <div>{t('vote.form.result', { nx: intl.formatNumber(outcome.answer.rewardNx), streak: outcome.answer.streak })}</div>
                )}
                {outcome.answer.waitsForGameLogin && !outcome.answer.votedToday && <div>{t('vote.form.waitsForGameLogin')}</div>}
                <a href={outcome.answer.url} target="_blank" rel="noopener noreferrer">
                  {t('vote.form.openLink')}
                </a>
              </>
            }
          />
        )}
        {outcome?.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            className={styles.outcome}
            message={t('vote.form.failed')}
            description={outcome.reason || undefined}
          />
        )}
      </div>
    </section>
  );
}
