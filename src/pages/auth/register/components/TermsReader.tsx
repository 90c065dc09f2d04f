/**
 * The terms reader of the register form: loads GET /api/tos, shows it in a scrollable
 * box (keyboard-scrollable: it takes focus), and reports once the reader reached the
 * bottom, which enables the agreement box. 'Terms load failed' with a retry.
 */
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fetchTerms, type TermsOfService } from '@/services/account';
import { useT } from '@/lib/useT';
import styles from '../../components/auth.module.css';

export interface TermsReaderProps {
  /** Called once when the reader has been scrolled to the bottom (or the text fits). */
  onReadToEnd: () => void;
  read: boolean;
  /** Stories: skip the request. */
  load?: () => Promise<TermsOfService>;
}

/** Pixels of slack at the bottom (rounding on zoomed screens). */
const BOTTOM_SLACK = 8;

export default function TermsReader({ onReadToEnd, read, load = fetchTerms }: TermsReaderProps) {
  const t = useT();
  const [terms, setTerms] = useState<TermsOfService | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const notified = useRef(false);
  const onReadRef = useRef(onReadToEnd);
  onReadRef.current = onReadToEnd;
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let alive = true;
    setFailed(false);
    setTerms(null);
    loadRef.current()
      .then((tos) => alive && setTerms(tos))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [attempt]);

  const check = useCallback(() => {
    const el = box.current;
    if (!el || notified.current) return;
    // scrollHeight is 0 where there is no layout (tests): only a real scroll counts there.
    if (el.scrollHeight > 0 && el.scrollTop + el.clientHeight >= el.scrollHeight - BOTTOM_SLACK) {
      notified.current = true;
      onReadRef.current();
    }
  }, []);

  // A text short enough to fit counts as read.
  useLayoutEffect(() => {
    if (terms) check();
  }, [terms, check]);

  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('auth.terms.loadFailed')}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => setAttempt((n) => n + 1)}>
            {t('auth.terms.retry')}
          </Button>
        }
      />
    );
  }
  if (!terms) {
    return (
      <div className={styles.terms} aria-busy="true" aria-label={t('auth.terms.loading')}>
        <Skeleton active paragraph={{ rows: 5 }} title={false} />
      </div>
    );
  }
  return (
    <div>
      <div
        ref={box}
        className={styles.terms}
        // A scrolling box must take the focus so the terms can be scrolled (and so read to
        // the end) with the keyboard; it is a named region, not a control.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t('auth.terms.readerLabel')}
        data-testid="terms-reader"
        onScroll={check}
      >
        <h3>{terms.title}</h3>
        {terms.sections.map((section, i) => (
          <section key={i}>
            <h4>{section.title}</h4>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
      <div className={styles.termsMeta}>
        {/* The server's text already says "Last updated: ..." in the caller's language. */}
        <span>{terms.updatedAt}</span>
        <span aria-live="polite">
          {read ? (
            <>
              <CheckCircleFilled style={{ color: '#52c41a' }} /> {t('auth.terms.readDone')}
            </>
          ) : (
            t('auth.terms.scrollHint')
          )}
        </span>
      </div>
    </div>
  );
}
