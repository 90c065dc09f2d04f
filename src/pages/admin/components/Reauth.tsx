/**
 * Password again for the operator's sensitive actions. The server refuses an action
 * that changes value or accounts when the operator's last login (or last confirmation)
 * is older than 15 minutes, with ADMIN_REAUTH_NEEDED; `useGuarded()` wraps such a call:
 * on that refusal it asks for the password in a dialog, confirms it with the server and
 * sends the action once more. Any other failure is the caller's.
 */
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import { isApiError } from '@/services/client';
import { confirmPassword, ADMIN_REAUTH_NEEDED } from '@/services/admin';
import { useT } from '@/lib/useT';

type Ask = () => Promise<boolean>;
const ReauthContext = createContext<Ask>(() => Promise.resolve(false));

export function ReauthProvider({ children }: { children: ReactNode }) {
  const t = useT('admin.reauth');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const settle = useRef<((ok: boolean) => void) | null>(null);
  const ask = useCallback<Ask>(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const close = (ok: boolean) => {
    setOpen(false);
    settle.current?.(ok);
    settle.current = null;
  };
  return (
    <ReauthContext.Provider value={ask}>
      {children}
      <ModalForm<{ password: string }>
        form={form}
        title={t('title')}
        open={open}
        width={400}
        modalProps={{ destroyOnHidden: true, onCancel: () => close(false) }}
        submitter={{ searchConfig: { submitText: t('submit') } }}
        onFinish={async ({ password }) => {
          try {
            await confirmPassword(password);
          } catch (error) {
            // A wrong password is said on the field; the dialog stays open.
            form.setFields([{ name: 'password', errors: [isApiError(error) ? error.message : t('failed')] }]);
            return false;
          }
          close(true);
          return true;
        }}
      >
        <p className="admin-reauth-why">{t('why')}</p>
        <ProFormText.Password
          name="password"
          label={t('password')}
          fieldProps={{ autoComplete: 'current-password', autoFocus: true }}
          rules={[{ required: true, message: t('required') }]}
        />
      </ModalForm>
    </ReauthContext.Provider>
  );
}

/** Wraps a sensitive call: asks for the password when the server wants it, then tries once more. */
export function useGuarded() {
  const ask = useContext(ReauthContext);
  return useCallback(
    async <T,>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (!isApiError(error) || error.code !== ADMIN_REAUTH_NEEDED) throw error;
        if (!(await ask())) throw error;
        return call();
      }
    },
    [ask],
  );
}
