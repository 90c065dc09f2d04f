/**
 * Human verification shared by login and register.
 *
 * Asks GET /api/v1/auth/human-check which widget to show: Cloudflare Turnstile when
 * the server has a site key, otherwise the self-hosted ALTCHA proof of work (default,
 * no outside network). Both are loaded lazily, and only once the visitor starts using
 * the form (a key, a press or an input anywhere in it, or the focus on the check
 * itself): until then a still checkbox of the same size stands in, so a page that
 * opens on a form does not fetch and start a widget (ALTCHA: 65 kB) nobody has touched yet.
 * A press on the stand-in is not lost (not even one the widget arrives in the middle
 * of): the widget starts verifying as soon as it is there, and takes over the focus.
 * Use it as a Form.Item child: the solution string becomes the field value;
 * `ref.reset()` after a failed submit gets a fresh challenge (a solution is single-use on
 * the server).
 */
import { ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';
import {
  Suspense,
  forwardRef,
  lazy,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { fetchHumanCheck, type HumanCheckConfig } from '@/services/account';
import { useT } from '@/lib/useT';
import type { AltchaStrings, AltchaWidgetHandle } from './AltchaWidget';
import type { TurnstileInstance } from '@marsidev/react-turnstile';
import styles from './index.module.css';

const AltchaWidget = lazy(() => import('./AltchaWidget'));
const Turnstile = lazy(() => import('@marsidev/react-turnstile').then((m) => ({ default: m.Turnstile })));

export const DEFAULT_CHALLENGE_URL = '/api/v1/auth/altcha-challenge';

export interface HumanCheckHandle {
  /** Clears the solution and asks for a new challenge. */
  reset: () => void;
}

export interface HumanCheckProps {
  /** Injected by Form.Item: the solution string (ALTCHA payload or Turnstile token). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
  /** Skip the config request (stories, tests). */
  config?: HumanCheckConfig;
  /** Load the widget at once instead of on the form's first use (stories). */
  eager?: boolean;
}

/** What a press on the stand-in asked for, done by the widget once it is there. */
interface Pending {
  verify: boolean;
  focus: boolean;
}

/** Events that mean the visitor is using the form (not the page's own autofocus). */
const USE_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

const HumanCheck = forwardRef<HumanCheckHandle, HumanCheckProps>(function HumanCheck(
  { onChange, id, config: givenConfig, eager },
  ref,
) {
  const intl = useIntl();
  const t = useT('auth.human');
  const [config, setConfig] = useState<HumanCheckConfig | undefined>(givenConfig);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const altchaRef = useRef<AltchaWidgetHandle>(null);
  const turnstileRef = useRef<TurnstileInstance>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const rootRef = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState(Boolean(eager));
  const [pending, setPending] = useState<Pending>({ verify: false, focus: false });

  // Armed by the first use of the enclosing form (or of the check itself, below).
  useEffect(() => {
    if (armed) return undefined;
    const scope = rootRef.current?.closest('form') ?? rootRef.current;
    if (!scope) return undefined;
    const arm = () => setArmed(true);
    for (const type of USE_EVENTS) scope.addEventListener(type, arm, true);
    return () => {
      for (const type of USE_EVENTS) scope.removeEventListener(type, arm, true);
    };
  }, [armed]);

  useEffect(() => {
    if (givenConfig || !armed) return undefined;
    let alive = true;
    setFailed(false);
    fetchHumanCheck()
      .then((c) => alive && setConfig(c))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [givenConfig, attempt, armed]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      onChangeRef.current?.(undefined);
      altchaRef.current?.reset();
      turnstileRef.current?.reset();
    },
  }));

  const emit = useCallback((v: string | undefined) => onChangeRef.current?.(v), []);

  const strings = useMemo<AltchaStrings>(
    () => ({
      label: t('label'),
      verifying: t('verifying'),
      verified: t('verified'),
      error: t('error'),
      expired: t('expired'),
      loading: t('loading'),
      reload: t('reload'),
      verify: t('verify'),
      verificationRequired: t('required'),
      waitAlert: t('waitAlert'),
      ariaLinkLabel: t('label'),
      footer: '',
      enterCode: t('enterCode'),
      enterCodeAria: t('enterCode'),
      getAudioChallenge: t('audio'),
    }),
    [t],
  );
  const isZh = intl.locale?.toLowerCase().startsWith('zh');

  // A press (or Space) on the still checkbox: the widget, once there, verifies with the focus.
  const pressStandIn = () => {
    setPending({ verify: true, focus: true });
    setArmed(true);
  };

  // The still checkbox shown until the widget is there (same box, same label).
  const placeholder = (
    <label className={styles.standIn} aria-busy={armed}>
      <input
        type="checkbox"
        checked={false}
        onFocus={() => {
          setPending((p) => ({ ...p, focus: true }));
          setArmed(true);
        }}
        onBlur={() => setPending((p) => ({ ...p, focus: false }))}
        // The press counts from the moment it starts: if the widget arrives before the
        // release, the release lands on the widget, and neither box would see a click.
        onPointerDown={(event) => event.button === 0 && pressStandIn()}
        onChange={pressStandIn}
      />
      <span>{t('label')}</span>
    </label>
  );

  let body: React.ReactNode;
  if (failed) {
    body = (
      <Alert
        type="warning"
        showIcon
        message={t('configFailed')}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (!config) {
    body = placeholder;
  } else if (config.provider === 'turnstile' && config.siteKey) {
    body = (
      <Suspense fallback={placeholder}>
        <Turnstile
          ref={turnstileRef}
          siteKey={config.siteKey}
          options={{ language: isZh ? 'zh-tw' : 'en', size: 'flexible', theme: 'light' }}
          onSuccess={(token) => emit(token)}
          onExpire={() => emit(undefined)}
          onError={() => emit(undefined)}
        />
      </Suspense>
    );
  } else {
    body = (
      <Suspense fallback={placeholder}>
        <AltchaWidget
          ref={altchaRef}
          challengeUrl={config.challengeUrl || DEFAULT_CHALLENGE_URL}
          strings={strings}
          language={isZh ? 'zh-tw' : 'en'}
          onPayload={emit}
          verifyOnMount={pending.verify}
          focusOnMount={pending.focus}
        />
      </Suspense>
    );
  }

  return (
    <div id={id} ref={rootRef} className="human-check" data-provider={config?.provider ?? (armed ? 'loading' : 'idle')}>
      {body}
      <div style={{ marginTop: 4, fontSize: 12, opacity: 0.65 }}>
        <SafetyCertificateOutlined /> {t(config?.provider === 'turnstile' ? 'hintTurnstile' : 'hint')}
      </div>
    </div>
  );
});

export default HumanCheck;
