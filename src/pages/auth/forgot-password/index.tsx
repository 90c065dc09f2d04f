/**
 * /auth/forgot-password, two steps:
 * 1) the game username -> POST /api/v1/auth/reset e-mails a code (resend countdown);
 * 2) code + new password + confirmation -> PUT /api/v1/auth/reset.
 * Success returns to login with a toast. A wrong or expired code shows the server's
 * message on the code field and keeps everything typed.
 */
import { ArrowLeftOutlined, KeyOutlined, LockOutlined, NumberOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import { Link, history } from '@umijs/max';
import { Alert, Button, Form, Input, Space, Steps, type InputRef } from 'antd';
// antd's own Password module: `Input.Password` loads when first drawn in the built site
// (src/lib/lazyInputPart.tsx), and this form shows it at once.
import Password from 'antd/es/input/Password';
import { useEffect, useState } from 'react';
import toast from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import { confirmReset, requestReset, type ResetConfirmBody } from '@/services/account';
import { useT } from '@/lib/useT';
import AuthShell from '../components/AuthShell';
import SendCodeButton from '../components/SendCodeButton';
import { formFailure } from '../components/errors';
import { confirmRules, emailCodeRules, passwordRules, usernameRules } from '../components/rules';
import styles from '../components/auth.module.css';
import { useFocusAfterPaint } from '../components/useFocusAfterPaint';

interface Step1Values {
  username: string;
}

interface Step2Values {
  code: string;
  password: string;
  confirmPassword: string;
}

export interface ForgotPasswordFormProps {
  /** Sends the code; resolves with the resend cooldown in seconds. */
  onRequestCode?: (username: string) => Promise<number | undefined>;
  onConfirm?: (body: ResetConfirmBody) => Promise<void>;
  /** Stories: start on step 2 for this username. */
  initialUsername?: string;
  initialStep?: 0 | 1;
  initialValues?: Partial<Step2Values>;
  /** Stories: show the current step as submitting. */
  submitting?: boolean;
  /** Stories: run the validation of the current step on mount to show the messages. */
  validateOnMount?: boolean;
}

export function ForgotPasswordForm({
  onRequestCode = async (username) => (await requestReset(username)).cooldown,
  onConfirm,
  initialUsername,
  initialStep = 0,
  initialValues,
  submitting,
  validateOnMount,
}: ForgotPasswordFormProps) {
  const t = useT();
  const [step, setStep] = useState<0 | 1>(initialStep);
  const [username, setUsername] = useState(initialUsername ?? '');
  const [cooldown, setCooldown] = useState<number>();
  const [error, setError] = useState<string>();
  const [form1] = Form.useForm<Step1Values>();
  const [form2] = Form.useForm<Step2Values>();
  const usernameField = useFocusAfterPaint<InputRef>(step === 0);
  useEffect(() => {
    if (validateOnMount) (initialStep === 0 ? form1 : form2).validateFields().catch(() => {});
    // only on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const codeRequest = useSubmit(async (name: string) => ({ name, seconds: await onRequestCode(name) }), {
    onBefore: () => setError(undefined),
    onSuccess: ({ name, seconds }) => {
      setUsername(name);
      setCooldown(seconds && seconds > 0 ? seconds : undefined);
      toast.success(t('auth.forgot.codeSent'));
      setStep(1);
    },
    onError: (err) => {
      const failure = formFailure(err, t, 'auth.code.sendFailed');
      if (failure.target === 'username') form1.setFields([{ name: 'username', errors: [failure.message] }]);
      else setError(failure.message);
    },
  });
  const requestCode = ({ username: name }: Step1Values) => codeRequest.submit(name.trim());

  const resend = async () => {
    setError(undefined);
    try {
      const seconds = await onRequestCode(username);
      toast.success(t('auth.forgot.codeSent'));
      return seconds;
    } catch (err) {
      setError(formFailure(err, t, 'auth.code.sendFailed').message);
      throw err;
    }
  };

  const reset = useSubmit(async (values: Step2Values) => onConfirm?.({ username, password: values.password, captcha: values.code.trim() }), {
    onBefore: () => setError(undefined),
    onError: (err) => {
      const failure = formFailure(err, t, 'auth.forgot.failed');
      if (failure.target === 'code') form2.setFields([{ name: 'code', errors: [failure.message] }]);
      else if (failure.target === 'password') form2.setFields([{ name: 'password', errors: [failure.message] }]);
      else setError(failure.message);
    },
  });
  const busy = codeRequest.loading || reset.loading;

  return (
    <div>
      <Steps
        className={styles.steps}
        current={step}
        size="small"
        responsive={false}
        items={[
          { title: t('auth.forgot.step1'), description: t('auth.forgot.step1Desc') },
          { title: t('auth.forgot.step2'), description: t('auth.forgot.step2Desc') },
        ]}
      />
      {error ? <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} /> : null}
      {step === 0 ? (
        // antd's own Form (not ProForm): the account screens load no pro-components code.
        <Form<Step1Values>
          key="step1"
          form={form1}
          name="forgotAccount"
          layout="vertical"
          size="large"
          noValidate
          requiredMark={false}
          initialValues={{ username }}
          onFinish={requestCode}
        >
          <Form.Item name="username" label={t('auth.field.username')} rules={usernameRules(t)}>
            <Input
              prefix={<UserOutlined />}
              placeholder={t('auth.field.usernamePlaceholder')}
              autoComplete="username"
              maxLength={12}
              allowClear
              // The only field of the step takes the focus (as ProForm did).
              ref={usernameField}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy || submitting} icon={<SendOutlined />} className={styles.submit}>
            {t('auth.forgot.sendCode')}
          </Button>
        </Form>
      ) : (
        <Form<Step2Values>
          key="step2"
          form={form2}
          name="forgotReset"
          layout="vertical"
          size="large"
          noValidate
          requiredMark={false}
          initialValues={initialValues}
          onFinish={reset.submit}
        >
          <Alert type="info" showIcon message={t('auth.forgot.forAccount', { username })} description={t('auth.forgot.codeSent')} style={{ marginBottom: 16 }} />
          <Form.Item label={t('auth.field.resetCode')} htmlFor="forgotReset_code" required>
            <div className={styles.codeRow}>
              <Form.Item name="code" noStyle rules={emailCodeRules(t)}>
                <Input
                  prefix={<NumberOutlined />}
                  placeholder={t('auth.field.emailCodePlaceholder')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                />
              </Form.Item>
              <SendCodeButton
                onSend={resend}
                label={t('auth.forgot.resend')}
                countdownKey="auth.forgot.resendIn"
                initialCooldown={cooldown}
              />
            </div>
          </Form.Item>
          <Form.Item name="password" label={t('auth.field.newPassword')} rules={passwordRules(t)}>
            <Password
              prefix={<LockOutlined />}
              placeholder={t('auth.field.passwordPlaceholder')}
              autoComplete="new-password"
              maxLength={16}
            />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('auth.field.confirmNewPassword')}
            dependencies={['password']}
            rules={confirmRules(t, 'password')}
          >
            <Password
              prefix={<LockOutlined />}
              placeholder={t('auth.field.confirmPasswordPlaceholder')}
              autoComplete="new-password"
              maxLength={16}
            />
          </Form.Item>
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            <Button type="primary" htmlType="submit" block size="large" loading={busy || submitting} icon={<KeyOutlined />} className={styles.submit}>
              {t('auth.forgot.submit')}
            </Button>
            <Button
              block
              type="text"
              icon={<ArrowLeftOutlined />}
              onClick={() => {
                setError(undefined);
                setStep(0);
              }}
            >
              {t('auth.forgot.back')}
            </Button>
          </Space>
        </Form>
      )}
    </div>
  );
}

export default function ForgotPasswordPage() {
  const t = useT();

  const confirm = async (body: ResetConfirmBody) => {
    await confirmReset(body);
    toast.success(t('auth.forgot.success'));
    history.push('/auth/login', { username: body.username, reset: true });
  };

  return (
    <AuthShell
      titleId="forgot-title"
      icon={<KeyOutlined />}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <>
          {t('auth.forgot.rememberIt')} <Link to="/auth/login">{t('auth.forgot.toLogin')}</Link>
        </>
      }
    >
      <ForgotPasswordForm onConfirm={confirm} />
    </AuthShell>
  );
}
