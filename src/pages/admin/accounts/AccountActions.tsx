/**
 * The actions on one account, each a dialog with its reason: ban, temporary ban, unban,
 * unlock, adjust a currency or game days, send a password-reset e-mail. Each goes through
 * the password check of useGuarded, says its result in a toast and refreshes the account.
 */
import { ModalForm, ProFormDateTimePicker, ProFormDigit, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { Button } from 'antd';
import { LockOutlined, MailOutlined, StopOutlined, TransactionOutlined, UnlockOutlined, ClockCircleOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import {
  ADMIN_CURRENCIES,
  adjustAccount,
  banAccount,
  sendResetMail,
  tempBanAccount,
  unbanAccount,
  unlockAccount,
  type AdminAccountDetail,
  type AdminCurrency,
} from '@/services/admin';
import { useGuarded } from '../components/Reauth';
import { toastError } from '../components/toastError';

interface ActionProps {
  detail: AdminAccountDetail;
  onDone: () => void;
}

/** One action: a button opening a dialog whose submit runs `run` (password checked), then a toast. */
function ActionDialog<T extends Record<string, unknown>>({
  name,
  icon,
  danger,
  children,
  run,
  done,
  onDone,
}: {
  name: string;
  icon: ReactNode;
  danger?: boolean;
  children: ReactNode;
  run: (values: T) => Promise<unknown>;
  done: string;
  onDone: () => void;
}) {
  const t = useT('admin.accounts.actions');
  const guarded = useGuarded();
  return (
    <ModalForm<T>
      title={t(`${name}.title`)}
      width={460}
      modalProps={{ destroyOnHidden: true }}
      submitter={{ searchConfig: { submitText: t(`${name}.submit`) }, submitButtonProps: { danger } }}
      trigger={
        <Button icon={icon} danger={danger} data-testid={`admin-action-${name}`}>
          {t(`${name}.button`)}
        </Button>
      }
      onFinish={async (values) => {
        try {
          await guarded(() => run(values));
        } catch (error) {
          toastError(error, t('failed'));
          return false;
        }
        toast.success(done);
        onDone();
        return true;
      }}
    >
      {children}
    </ModalForm>
  );
}

function ReasonField({ required }: { required?: boolean }) {
  const t = useT('admin.accounts.actions');
  return (
    <ProFormTextArea
      name="reason"
      label={t('reason')}
      fieldProps={{ maxLength: 255, showCount: true, autoSize: { minRows: 2, maxRows: 4 } }}
      rules={required ? [{ required: true, whitespace: true, message: t('reasonRequired') }] : []}
    />
  );
}

const optional = (s: unknown) => (typeof s === 'string' && s.trim() ? s.trim() : undefined);

export default function AccountActions({ detail, onDone }: ActionProps) {
  const t = useT('admin.accounts.actions');
  const tc = useT('admin.currency');
  const { account } = detail;
  const name = account.name;
  const banned = account.banned || Boolean(account.tempbanUntil);
  return (
    <div className="admin-actions">
      {!banned && (
        <ActionDialog<{ reason: string }> name="ban" icon={<StopOutlined />} danger done={t('ban.done', { name })} onDone={onDone} run={(v) => banAccount(account.id, v.reason.trim())}>
          <ReasonField required />
        </ActionDialog>
      )}
      {!banned && (
        <ActionDialog<{ reason: string; until: string }>
          name="tempban"
          icon={<ClockCircleOutlined />}
          danger
          done={t('tempban.done', { name })}
          onDone={onDone}
          run={(v) => tempBanAccount(account.id, v.reason.trim(), dayjs(v.until).toISOString())}
        >
          <ProFormDateTimePicker
            name="until"
            label={t('tempban.until')}
            fieldProps={{ format: 'YYYY-MM-DD HH:mm', disabledDate: (d) => d.isBefore(dayjs().startOf('day')) }}
            rules={[
              { required: true, message: t('tempban.untilRequired') },
              { validator: (_, v) => (!v || dayjs(v).isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('tempban.untilFuture')))) },
            ]}
          />
          <ReasonField required />
        </ActionDialog>
      )}
      {banned && (
        <ActionDialog<{ reason?: string }> name="unban" icon={<UnlockOutlined />} done={t('unban.done', { name })} onDone={onDone} run={(v) => unbanAccount(account.id, optional(v.reason))}>
          <ReasonField />
        </ActionDialog>
      )}
      <ActionDialog<{ reason?: string }> name="unlock" icon={<LockOutlined />} done={t('unlock.done', { name })} onDone={onDone} run={(v) => unlockAccount(account.id, optional(v.reason))}>
        <p>{t('unlock.explain')}</p>
        <ReasonField />
      </ActionDialog>
      <ActionDialog<{ currency: AdminCurrency; amount: number; reason: string }>
        name="adjust"
        icon={<TransactionOutlined />}
        done={t('adjust.done', { name })}
        onDone={onDone}
        run={(v) => adjustAccount(account.id, { currency: v.currency, amount: v.amount, reason: v.reason.trim() })}
      >
        <ProFormSelect
          name="currency"
          label={t('adjust.currency')}
          options={ADMIN_CURRENCIES.map((c) => ({ value: c, label: tc(c) }))}
          rules={[{ required: true, message: t('adjust.currencyRequired') }]}
        />
        <ProFormDigit
          name="amount"
          label={t('adjust.amount')}
          extra={t('adjust.amountHint')}
          min={-1_000_000_000}
          max={1_000_000_000}
          fieldProps={{ precision: 0 }}
          rules={[
            { required: true, message: t('adjust.amountRequired') },
            { validator: (_: unknown, v: number | undefined) => (v === 0 ? Promise.reject(new Error(t('adjust.amountNotZero'))) : Promise.resolve()) },
          ]}
        />
        <ReasonField required />
      </ActionDialog>
      <ActionDialog<{ reason?: string }> name="resetMail" icon={<MailOutlined />} done={t('resetMail.done', { email: account.email ?? '-' })} onDone={onDone} run={(v) => sendResetMail(account.id, optional(v.reason))}>
        <p>{t('resetMail.explain', { email: account.email ?? '-' })}</p>
        <ReasonField />
      </ActionDialog>
    </div>
  );
}
