/**
 * /auth/login: username, password, remember me, human check.
 * Success stores the token set (localStorage when remembered, sessionStorage otherwise),
 * loads the user and returns to the origin (navigation state, ?from=, else /).
 */
import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { Link, history, useLocation, useModel } from '@umijs/max';
import { Alert, Button, Checkbox, Form, Input, Tooltip, type InputRef } from 'antd';
// antd's own Password module: `Input.Password` loads when first drawn in the built site
// (src/lib/lazyInputPart.tsx), and this form shows it at once.
import Password from 'antd/es/input/Password';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { HumanCheckConfig } from '@/services/account';
import HumanCheck, { type HumanCheckHandle } from '@/components/HumanCheck';
import { guestRedirectTarget } from '@/lib/guards';
import toast from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import { login as loginRequest } from '@/services/auth';
import { useT } from '@/lib/useT';
import AuthShell from '../components/AuthShell';
import { loginFailure } from '../components/errors';
import { humanRules, loginPasswordRules, usernameRules } from '../components/rules';
import styles from '../components/auth.module.css';
import { useFocusAfterPaint } from '../components/useFocusAfterPaint';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
  captcha?: string;
}

interface LoginState {
  username?: string;
  registered?: boolean;
  reset?: boolean;
  from?: unknown;
}

export interface LoginFormProps {
  /** Submits the values; rejects with the API error. Defaults to the real login. */
  onSubmit?: (values: LoginValues) => Promise<void>;
  initialValues?: Partial<LoginValues>;
  /** A notice above the form (after register / reset). */
  notice?: string;
  /** Stories and tests: error shown above the form from the start. */
  initialError?: string;
  /** Stories: the human check's configuration without a request. */
  humanCheckConfig?: HumanCheckConfig;
  /** Stories: show the form as submitting. */
  submitting?: boolean;
  /** Stories: run the validation on mount to show the messages. */
  validateOnMount?: boolean;
}

/** The form itself, without routing, so stories and tests can render it. */
export function LoginForm({
  onSubmit,
  initialValues,
  notice,
  initialError,
  humanCheckConfig,
  submitting: forcedSubmitting,
  validateOnMount,
}: LoginFormProps) {
  const t = useT();
  const [form] = Form.useForm<LoginValues>();
  const human = useRef<HumanCheckHandle>(null);
  const usernameField = useFocusAfterPaint<InputRef>(!notice && !initialError);
  const [error, setError] = useState<string | undefined>(initialError);
  useEffect(() => {
    if (validateOnMount) form.validateFields().catch(() => {});
  }, [validateOnMount, form]);

  const login = useSubmit(async (values: LoginValues) => onSubmit?.(values), {
    onBefore: () => setError(undefined),
    onError: (err) => {
      // Every failure (the human check included: a solution is single-use) shows above
      // the form; the check resets for the next try.
      human.current?.reset();
      setError(loginFailure(err, t).message);
    },
  });
  const submitting = login.loading;

  // antd's own Form (not ProForm): the account screens load no pro-components code.
  return (
    <Form<LoginValues>
      form={form}
      name="login"
      layout="vertical"
      size="large"
      noValidate
      requiredMark={false}
      initialValues={{ remember: true, ...initialValues }}
      onFinish={login.submit}
      scrollToFirstError
    >
      {notice ? <Alert className="auth-notice" type="success" showIcon message={notice} style={{ marginBottom: 16 }} /> : null}
      {error ? (
        <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} data-testid="login-error" />
      ) : null}
      <Form.Item name="username" label={t('auth.field.username')} rules={usernameRules(t)}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('auth.field.usernamePlaceholder')}
          autoComplete="username"
          maxLength={13}
          allowClear
          // The first field takes the focus when no message stands above it (as ProForm
          // did): the visitor came here to type the account name.
          ref={usernameField}
        />
      </Form.Item>
      <Form.Item name="password" label={t('auth.field.password')} rules={loginPasswordRules(t)}>
        <Password
          prefix={<LockOutlined />}
          placeholder={t('auth.field.loginPasswordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item name="captcha" label={t('auth.field.humanCheck')} rules={humanRules(t)}>
        <HumanCheck ref={human} config={humanCheckConfig} />
      </Form.Item>
      <div className={styles.row}>
        <Tooltip title={t('auth.login.rememberHint')}>
          <span>
            <Form.Item name="remember" valuePropName="checked" noStyle>
              <Checkbox>{t('auth.login.remember')}</Checkbox>
            </Form.Item>
          </span>
        </Tooltip>
        <Link to="/auth/forgot-password">{t('auth.login.forgot')}</Link>
      </div>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={submitting || forcedSubmitting}
        icon={<LoginOutlined />}
        className={styles.submit}
      >
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}

export default function LoginPage() {
  const t = useT();
  const location = useLocation();
  const { login } = useModel('auth');
  const state = (location.state ?? {}) as LoginState;
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const prefill = state.username ?? query.get('username') ?? undefined;

  let notice: string | undefined;
  if (state.registered && prefill) notice = t('auth.login.registeredHint', { username: prefill });
  else if (state.reset || query.get('reset') === '1') notice = t('auth.login.resetHint');

  const submit = async ({ username, password, remember, captcha }: LoginValues) => {
    const tokenSet = await loginRequest({ username: username.trim(), password, turnstile_token: captcha });
    await login(tokenSet, Boolean(remember));
    toast.success(t('auth.login.success'));
    history.replace(guestRedirectTarget(location));
  };

  return (
    <AuthShell
      titleId="login-title"
      icon={<UserOutlined />}
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <Link to="/auth/register">{t('auth.login.toRegister')}</Link>
        </>
      }
    >
      <LoginForm onSubmit={submit} initialValues={prefill ? { username: prefill } : undefined} notice={notice} />
    </AuthShell>
  );
}
