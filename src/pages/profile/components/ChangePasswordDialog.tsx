/**
 * Change password while logged in: the current password, the new one twice (the site's
 * password rules) and the human verification. Success signs the other devices out.
 */
import { Form } from 'antd';
import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import { ProForm, ProFormText } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import HumanCheck, { type HumanCheckHandle } from '@/components/HumanCheck';
import toast from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import { formFailure } from '@/pages/auth/components/errors';
import { confirmRules, humanRules, loginPasswordRules, passwordRules } from '@/pages/auth/components/rules';
import type { HumanCheckConfig } from '@/services/account';
import { changePassword, type ChangePasswordBody, type PasswordChanged } from '@/services/profile';
import { useT } from '@/lib/useT';
import ProfileDialog, { DialogActions } from './ProfileDialog';
import styles from '../characters.module.css';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  captcha?: string;
}

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit?: (body: ChangePasswordBody) => Promise<PasswordChanged>;
  /** Stories and tests: the human check's configuration without a request. */
  humanCheckConfig?: HumanCheckConfig;
}

export default function ChangePasswordDialog({ open, onClose, onSubmit = changePassword, humanCheckConfig }: ChangePasswordDialogProps) {
  const t = useT();
  const [form] = Form.useForm<PasswordValues>();
  const human = useRef<HumanCheckHandle>(null);
  const [error, setError] = useState<string>();

  const change = useSubmit(onSubmit, {
    onBefore: () => setError(undefined),
    onSuccess: (result) => {
      toast.success(t('profileOverview.password.success'), {
        description: t('profileOverview.password.signedOut', { count: result?.revokedSessions ?? 0 }),
      });
      form.resetFields();
      onClose();
    },
    onError: (err) => {
      human.current?.reset();
      const failure = formFailure(err, t, 'profileOverview.password.failed');
      const target = failure.target;
      if (isField(target)) form.setFields([{ name: target, errors: [failure.message] }]);
      else setError(failure.message);
    },
  });
  const finish = (values: PasswordValues) =>
    change.submit({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
      captcha: values.captcha,
    });

  return (
    <ProfileDialog open={open} onClose={onClose} icon={<KeyOutlined aria-hidden="true" />} title={t('profileOverview.password.title')} width={480}>
      <p className={styles.dialogIntro}>{t('profileOverview.password.intro')}</p>
      <ProForm<PasswordValues>
        form={form}
        name="changePassword"
        layout="vertical"
        submitter={false}
        requiredMark={false}
        onFinish={finish}
        {...{ noValidate: true }}
      >
        <ProFormText.Password
          name="currentPassword"
          label={t('profileOverview.password.current')}
          rules={loginPasswordRules(t)}
          fieldProps={{ prefix: <LockOutlined />, autoComplete: 'current-password', maxLength: 64 }}
        />
        <ProFormText.Password
          name="newPassword"
          label={t('profileOverview.password.new')}
          placeholder={t('auth.field.passwordPlaceholder')}
          rules={passwordRules(t)}
          fieldProps={{ prefix: <LockOutlined />, autoComplete: 'new-password', maxLength: 16 }}
        />
        <ProFormText.Password
          name="confirmPassword"
          label={t('profileOverview.password.confirm')}
          dependencies={['newPassword']}
          rules={confirmRules(t, 'newPassword')}
          fieldProps={{ prefix: <LockOutlined />, autoComplete: 'new-password', maxLength: 16 }}
        />
        <ProForm.Item name="captcha" label={t('auth.field.humanCheck')} rules={humanRules(t)}>
          <HumanCheck ref={human} config={humanCheckConfig} />
        </ProForm.Item>
        <DialogActions error={error} errorTestId="password-error" onCancel={onClose} cancel={t('profileOverview.password.cancel')} submit={t('profileOverview.password.submit')} icon={<KeyOutlined />} loading={change.loading} />
      </ProForm>
    </ProfileDialog>
  );
}
