/**
 * /auth/register: every registration field with its messages, the
 * e-mail code button (60 s countdown), the terms reader gate, invite code required or
 * optional as the game status says (prefilled from ?invite=), human verification.
 * Success: a toast and the login page with the username filled in.
 */
import {
  GiftOutlined,
  LockOutlined,
  MailOutlined,
  NumberOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link, history, useLocation, useModel } from '@umijs/max';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
// antd's own Password module: `Input.Password` loads when first drawn in the built site
// (src/lib/lazyInputPart.tsx), and this form shows it at once.
import Password from 'antd/es/input/Password';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import HumanCheck, { type HumanCheckHandle } from '@/components/HumanCheck';
import OnApproach from '@/components/OnApproach';
import toast from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import { isApiError } from '@/services/client';
import {
  register as registerRequest,
  sendEmailCode,
  type Registered,
  type RegisterBody,
  type HumanCheckConfig,
  type TermsOfService,
} from '@/services/account';
import { useT } from '@/lib/useT';
import AuthShell from '../components/AuthShell';
import SendCodeButton from '../components/SendCodeButton';
import { formFailure } from '../components/errors';
import {
  birthdayRules,
  communityRules,
  confirmRules,
  emailCodeRules,
  emailRules,
  humanRules,
  inviteRules,
  isEmail,
  passwordRules,
  termsRules,
  usernameRules,
} from '../components/rules';
import BirthdayPicker from './components/BirthdayPicker';
import styles from '../components/auth.module.css';

// Below the first screen on a phone: the reader (and its request for the terms) comes as
// the visitor scrolls within 200 px of it. Named `auth__...`, an account screen's part, so what it
// shares with the site layout (antd's Skeleton) does not bring the layout's shared chunk
// (config/plugins/sharedChunks.ts).
const TermsReader = lazy(() => import(/* webpackChunkName: "auth__terms-reader" */ './components/TermsReader'));

export interface RegisterValues {
  username: string;
  email: string;
  emailCode: string;
  password: string;
  confirmPassword: string;
  birthday?: Dayjs | string;
  inviteCode?: string;
  communityInvite?: string;
  agree?: boolean;
  captcha?: string;
}

/** Server payload field -> form field. */
const SERVER_FIELDS: Record<string, keyof RegisterValues | undefined> = {
  code: 'emailCode',
  username: 'username',
  email: 'email',
  pwd1: 'password',
  pwd2: 'confirmPassword',
  birthday: 'birthday',
  invitation_code: 'inviteCode',
  community_invitation: 'communityInvite',
};

export function toRegisterBody(v: RegisterValues): RegisterBody {
  return {
    username: v.username.trim(),
    email: v.email.trim(),
    code: v.emailCode.trim(),
    pwd1: v.password,
    pwd2: v.confirmPassword,
    // A Dayjs from the picker, or an already formatted date (stories); accept both.
    birthday: v.birthday ? dayjs(v.birthday).format('YYYY-MM-DD') : '',
    invitation_code: v.inviteCode?.trim() ?? '',
    community_invitation: v.communityInvite?.trim() ?? '',
    captcha: v.captcha,
  };
}

export interface RegisterFormProps {
  /** Whether the server requires an invite code (game status `invite`). */
  inviteRequired: boolean;
  /** Prefilled invite code (?invite=). */
  invite?: string;
  onSubmit?: (body: RegisterBody) => Promise<void>;
  onSendCode?: (email: string) => Promise<number | undefined>;
  /** Stories: terms without a request. */
  loadTerms?: () => Promise<TermsOfService>;
  initialValues?: Partial<RegisterValues>;
  /** Stories: the terms already read. */
  initialRead?: boolean;
  /** Stories: the human check's configuration without a request. */
  humanCheckConfig?: HumanCheckConfig;
  /** Stories: show the form as submitting. */
  submitting?: boolean;
  /** Stories: run the validation on mount to show the messages. */
  validateOnMount?: boolean;
}

export function RegisterForm({
  inviteRequired,
  invite,
  onSubmit,
  onSendCode = async (email) => (await sendEmailCode(email)).cooldown,
  loadTerms,
  initialValues,
  initialRead = false,
  humanCheckConfig,
  submitting: forcedSubmitting,
  validateOnMount,
}: RegisterFormProps) {
  const t = useT();
  const [form] = Form.useForm<RegisterValues>();
  const human = useRef<HumanCheckHandle>(null);
  const [read, setRead] = useState(initialRead);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (validateOnMount) form.validateFields().catch(() => {});
  }, [validateOnMount, form]);

  const sendCode = async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      throw new Error('invalid e-mail');
    }
    const email = String(form.getFieldValue('email') ?? '').trim();
    if (!isEmail(email)) throw new Error('invalid e-mail');
    try {
      const cooldown = await onSendCode(email);
      toast.success(t('auth.code.sent'));
      return cooldown;
    } catch (err) {
      const detail = isApiError(err) && err.status > 0 && err.status < 500 && err.message ? err.message : '';
      const message = detail ? t('auth.code.sendFailedWith', { reason: detail }) : t('auth.code.sendFailed');
      form.setFields([{ name: 'email', errors: [message] }]);
      throw err;
    }
  };

  const registration = useSubmit(async (values: RegisterValues) => onSubmit?.(toRegisterBody(values)), {
    onBefore: () => setError(undefined),
    onError: (err) => {
      const failure = formFailure(err, t, 'auth.register.failed');
      // The human check is single-use: reset it first (its own change re-validates the
      // field), then show the message on the field the server named, else above the form.
      human.current?.reset();
      const field = failure.target === 'captcha' ? undefined : SERVER_FIELDS[failure.target];
      if (field) form.setFields([{ name: field, errors: [failure.message] }]);
      else setError(failure.message);
    },
  });
  const submitting = registration.loading;

  // antd's own Form (not ProForm): the account screens load no pro-components code.
  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      size="large"
      // Our messages, not the browser's own bubbles (type="email" would block the submit).
      noValidate
      requiredMark
      initialValues={{ inviteCode: invite, ...initialValues }}
      onFinish={registration.submit}
      scrollToFirstError
    >
      {error ? <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} /> : null}

      <div className={styles.section}>{t('auth.register.sectionAccount')}</div>
      <Form.Item name="username" label={t('auth.field.username')} rules={usernameRules(t)}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('auth.field.usernamePlaceholder')}
          autoComplete="username"
          maxLength={12}
          allowClear
        />
      </Form.Item>
      <Form.Item name="email" label={t('auth.field.email')} rules={emailRules(t)}>
        <Input
          prefix={<MailOutlined />}
          placeholder={t('auth.field.emailPlaceholder')}
          autoComplete="email"
          type="email"
          inputMode="email"
          maxLength={45}
          allowClear
        />
      </Form.Item>
      <Form.Item label={t('auth.field.emailCode')} htmlFor="register_emailCode" required>
        <div className={styles.codeRow}>
          <Form.Item name="emailCode" noStyle rules={emailCodeRules(t)}>
            <Input
              prefix={<NumberOutlined />}
              placeholder={t('auth.field.emailCodePlaceholder')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <SendCodeButton onSend={sendCode} />
        </div>
      </Form.Item>

      <div className={styles.section}>{t('auth.register.sectionSecurity')}</div>
      <div className={styles.grid2}>
        <Form.Item name="password" label={t('auth.field.password')} rules={passwordRules(t)}>
          <Password
            prefix={<LockOutlined />}
            placeholder={t('auth.field.passwordPlaceholder')}
            autoComplete="new-password"
            maxLength={16}
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('auth.field.confirmPassword')}
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
      </div>
      <Form.Item
        name="birthday"
        label={t('auth.field.birthday')}
        rules={birthdayRules(t)}
        extra={t('auth.field.birthdayHelp')}
      >
        <BirthdayPicker placeholder={t('auth.field.birthdayPlaceholder')} />
      </Form.Item>

      <div className={styles.section}>{t('auth.register.sectionInvite')}</div>
      <div className={styles.grid2}>
        <Form.Item
          name="inviteCode"
          label={inviteRequired ? t('auth.field.inviteCode') : t('auth.field.inviteCodeOptional')}
          rules={inviteRules(t, inviteRequired)}
          extra={
            invite
              ? t('auth.register.invitePrefilled')
              : inviteRequired
                ? t('auth.field.inviteCodeRequiredHelp')
                : undefined
          }
        >
          <Input
            prefix={<GiftOutlined />}
            placeholder={t('auth.field.inviteCodePlaceholder')}
            maxLength={12}
            autoComplete="off"
            allowClear
          />
        </Form.Item>
        <Form.Item name="communityInvite" label={t('auth.field.communityInvite')} rules={communityRules(t)}>
          <Input
            prefix={<TeamOutlined />}
            placeholder={t('auth.field.communityInvitePlaceholder')}
            maxLength={12}
            autoComplete="off"
            allowClear
          />
        </Form.Item>
      </div>

      <Form.Item label={t('auth.terms.title')}>
        <OnApproach className={styles.termsPlace} testId="terms-place" margin={200} fallback={<div className={styles.termsPlace} />}>
          <TermsReader read={read} onReadToEnd={() => setRead(true)} load={loadTerms} />
        </OnApproach>
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={termsRules(t)}>
        <Checkbox disabled={!read}>{t('auth.terms.agree')}</Checkbox>
      </Form.Item>

      <Form.Item name="captcha" label={t('auth.field.humanCheck')} rules={humanRules(t)}>
        <HumanCheck ref={human} config={humanCheckConfig} />
      </Form.Item>

      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={submitting || forcedSubmitting}
        icon={<UserAddOutlined />}
        className={styles.submit}
      >
        {t('auth.register.submit')}
      </Button>
    </Form>
  );
}

export default function RegisterPage() {
  const t = useT();
  const location = useLocation();
  const { status } = useModel('serverStatus');
  const invite = useMemo(() => new URLSearchParams(location.search).get('invite') ?? undefined, [location.search]);

  const submit = async (body: RegisterBody) => {
    const result: Registered = await registerRequest(body);
    const title =
      result.nxCredit > 0 ? t('auth.register.successBonus', { nx: result.nxCredit, points: result.rewardPoints }) : t('auth.register.success');
    // A withheld invite reward: the account exists all the same; the server says why, in general terms.
    if (result.inviteReward === 'withheld' && result.inviteRewardNote) toast.success(title, { description: result.inviteRewardNote });
    else toast.success(title);
    history.push('/auth/login', { username: result.username || body.username, registered: true });
  };

  return (
    <AuthShell
      wide
      titleId="register-title"
      icon={<UserAddOutlined />}
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')} <Link to="/auth/login">{t('auth.register.toLogin')}</Link>
        </>
      }
    >
      <RegisterForm inviteRequired={Boolean(status?.invite)} invite={invite} onSubmit={submit} />
    </AuthShell>
  );
}
