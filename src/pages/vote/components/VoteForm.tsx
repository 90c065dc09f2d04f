import { Button } from 'antd';
import TextInput from '@/components/TextInput';
import { SendOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { site } from '../../../../config/site';
import { USERNAME_PATTERN } from '../../../../config/rules';
import { startVote } from '@/services/vote';
import { toast } from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import FormField from '@/components/FormField';
import LinkButton from '@/components/LinkButton';
import { useT } from '@/lib/useT';
import type { Outcome } from './VoteOutcome';
import styles from '../vote.module.css';

const loadOutcome = () => import(/* webpackChunkName: "vote-outcome" */ './VoteOutcome');
const VoteOutcome = lazy(loadOutcome);

const FIELD_ID = 'vote-username';

export interface VoteFormProps {
  /** The logged-in player's game account, used to prefill the field. */
  defaultAccount?: string | null;
  isAuthenticated: boolean;
}

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

/** The message under the field: what is missing or wrong, or nothing. */
function fieldError(value: string, t: ReturnType<typeof useT>): string | null {
  const username = value.trim();
  if (!username) return t('vote.form.required');
  if (!USERNAME_PATTERN.test(username)) return t('vote.form.invalid');
  return null;
}

/**
 * The vote form ('Please enter your account name' when empty, 'vote failed' on an error).
 * One field, checked as the player types (once they have typed) and on submit.
 */
export default function VoteForm({ defaultAccount, isAuthenticated }: VoteFormProps) {
  const t = useT();
  const [username, setUsername] = useState(defaultAccount ?? '');
  // Typed in (the prefill then leaves it alone), or submitted: from then on the field says what is wrong.
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Prefill with the logged-in account, unless the player already typed something.
  useEffect(() => {
    if (defaultAccount && !touched) setUsername(defaultAccount);
  }, [defaultAccount, touched]);

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
      onBefore: () => {
        setOutcome(null);
        // The outcome's box arrives with the answer.
        loadOutcome().catch(() => undefined);
      },
      onSuccess: (answer) => setOutcome({ kind: 'opened', answer }),
      onError: (error) => {
        const reason = error instanceof Error && error.message ? error.message : '';
        setOutcome({ kind: 'failed', reason });
        toast.error(reason ? t('vote.form.failedWithReason', { reason }) : t('vote.form.failed'));
      },
    },
  );
  const submitting = vote.loading;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    // The field's message says what is wrong; nothing is opened.
    if (fieldError(username, t)) return;
    void vote.submit(username.trim());
  };

  const error = touched || submitted ? fieldError(username, t) : null;

  const help = isAuthenticated ? t('vote.form.accountHelp') : null;

  return (
    <section className={styles.card} aria-labelledby="vote-form-title" data-testid="vote-form">
      <h2 id="vote-form-title" className={styles.cardTitle}>
        <SendOutlined /> {t('vote.form.title')}
      </h2>
      <form noValidate onSubmit={submit} className={styles.form}>
        <FormField id={FIELD_ID} label={t('vote.form.account')} error={error} help={help}>
          {(control) => (
            <TextInput
              {...control}
              size="large"
              prefix={<UserOutlined />}
              placeholder={t('vote.form.accountPlaceholder')}
              autoComplete="username"
              maxLength={32}
              value={username}
              aria-required="true"
              onChange={(e) => {
                setUsername(e.target.value);
                setTouched(true);
              }}
            />
          )}
        </FormField>
        <Button type="primary" size="large" block icon={<SendOutlined />} loading={submitting} htmlType="submit" className={styles.submit}>
          {submitting ? t('vote.form.submitting') : t('vote.form.submit')}
        </Button>
      </form>
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
        {outcome && (
          <Suspense fallback={null}>
            <VoteOutcome outcome={outcome} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
