/**
 * "Send code" button with the resend countdown. The caller sends the code; this button
 * runs the countdown with the server's cooldown (default 60 s) and shows the failure.
 */
import { MailOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { EMAIL_CODE_RESEND_SECONDS } from '../../../../config/rules';
import { useCountDown } from 'ahooks';
import { useSubmit } from '@/lib/useSubmit';
import styles from './auth.module.css';

export interface SendCodeButtonProps {
  /** Sends the code; resolves with the cooldown in seconds, or rejects (message shown by the caller). */
  onSend: () => Promise<number | undefined | void>;
  label?: string;
  /** Catalog key for the countdown label, with {seconds}. */
  countdownKey?: string;
  disabled?: boolean;
  block?: boolean;
  size?: 'large' | 'middle';
  /** Start counting down right away (the code was just sent by another step). */
  initialCooldown?: number;
}

export default function SendCodeButton({
  onSend,
  label,
  countdownKey = 'auth.code.resend',
  disabled,
  block,
  size = 'large',
  initialCooldown,
}: SendCodeButtonProps) {
  const intl = useIntl();
  // The resend countdown in whole seconds (ahooks ticks every second). Until its first tick
  // the button shows the full wait, so it is never enabled between the send and the tick.
  const [resend, setResend] = useState<{ at: number; seconds: number }>();
  const [leftMs] = useCountDown({ targetDate: resend?.at, onEnd: () => setResend(undefined) });
  const seconds = resend ? (leftMs > 0 ? Math.ceil(leftMs / 1000) : resend.seconds) : 0;
  const running = seconds > 0;
  const start = (from: number) => {
    const total = Math.max(0, Math.round(from));
    setResend(total > 0 ? { at: Date.now() + total * 1000, seconds: total } : undefined);
  };
  // The caller shows why a send failed.
  const send = useSubmit(onSend, {
    onSuccess: (cooldown) => start(typeof cooldown === 'number' && cooldown > 0 ? cooldown : EMAIL_CODE_RESEND_SECONDS),
    onError: () => undefined,
  });
  const sending = send.loading;

  useEffect(() => {
    if (initialCooldown && initialCooldown > 0) start(initialCooldown);
    // only on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const click = () => {
    if (!running) void send.submit();
  };

  return (
    <Button
      className={block ? undefined : styles.codeButton}
      size={size}
      block={block}
      icon={<MailOutlined />}
      loading={sending}
      disabled={disabled || running}
      onClick={click}
      aria-live="polite"
    >
      {running
        ? intl.formatMessage({ id: countdownKey }, { seconds })
        : label ?? intl.formatMessage({ id: 'auth.code.send' })}
    </Button>
  );
}
