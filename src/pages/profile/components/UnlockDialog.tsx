/**
 * Account unlock. Method 1 clears a stuck login (the game still thinks the account is in
 * game after a crash). Method 2 also checks the account's birthday (YYYY-MM-DD) and can
 * move one character back to town (stuck on a map that crashes the client).
 */
import { Form, Input, Radio, Select } from 'antd';
import { UnlockOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useState } from 'react';
import toast from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import { isApiError } from '@/services/client';
import { unlockAccount, type ProfileCharacter, type UnlockBody, type UnlockResult } from '@/services/profile';
import { useT } from '@/lib/useT';
import ProfileDialog, { DialogActions } from './ProfileDialog';
import styles from '../characters.module.css';

const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

export const isValidBirthday = (value: string) => BIRTHDAY.test(value) && dayjs(value, 'YYYY-MM-DD').format('YYYY-MM-DD') === value && !dayjs(value).isAfter(dayjs());

interface UnlockValues {
  method: 1 | 2;
  birthday?: string;
  characterId?: number;
}

export interface UnlockDialogProps {
  open: boolean;
  onClose: () => void;
  characters: Pick<ProfileCharacter, 'id' | 'name' | 'level'>[];
  /** Sends the request (defaults to the API). */
  onSubmit?: (body: UnlockBody) => Promise<UnlockResult>;
  /** Stories and tests: start on this method. */
  initialMethod?: 1 | 2;
}

export default function UnlockDialog({ open, onClose, characters, onSubmit = unlockAccount, initialMethod = 1 }: UnlockDialogProps) {
  const t = useT('accountUnlock');
  const [form] = Form.useForm<UnlockValues>();
  const method = Form.useWatch('method', form) ?? initialMethod;
  const [error, setError] = useState<string>();

  const unlock = useSubmit(onSubmit, {
    onBefore: () => setError(undefined),
    onSuccess: (result) => {
      const parts = [result.wasLocked ? t('success') : t('notLocked')];
      if (result.moved) parts.push(t('moved', { name: result.moved.name, map: result.moved.mapName ?? String(result.moved.map) }));
      if (result.notMoved) parts.push(t('moveWaits', { name: result.notMoved.name }));
      if (result.wasLocked) parts.push(t('afterUnlock'));
      toast.success(parts.join(' '));
      form.resetFields();
      onClose();
    },
    onError: (err) => setError(isApiError(err) && err.message ? err.message : t('failed')),
  });
  const finish = (values: UnlockValues) =>
    unlock.submit(
      values.method === 2
        ? { method: 2, birthday: values.birthday?.trim(), ...(values.characterId ? { characterId: values.characterId } : {}) }
        : { method: 1 },
    );

  return (
    <ProfileDialog open={open} onClose={onClose} icon={<UnlockOutlined aria-hidden="true" />} title={t('title')} width={520}>
      <Form<UnlockValues>
        form={form}
        name="unlock"
        layout="vertical"
        requiredMark={false}
        initialValues={{ method: initialMethod }}
        onFinish={finish}
        onValuesChange={() => setError(undefined)}
        {...{ noValidate: true }}
      >
        <Form.Item name="method" label={t('method')}>
          <Radio.Group className={styles.methodGroup}>
            <Radio value={1} className={styles.methodOption}>
              <b>{t('method1')}</b>
              <span className={styles.methodHelp}>{t('method1Help')}</span>
            </Radio>
            <Radio value={2} className={styles.methodOption}>
              <b>{t('method2')}</b>
              <span className={styles.methodHelp}>{t('method2Help')}</span>
            </Radio>
          </Radio.Group>
        </Form.Item>
        {method === 2 ? (
          <>
            <Form.Item
              name="birthday"
              label={t('birthday')}
              extra={t('birthdayHelp')}
              rules={[
                { required: true, whitespace: true, message: t('birthdayRequired') },
                {
                  validator: (_, value?: string) =>
                    !value || isValidBirthday(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('birthdayFormat'))),
                },
              ]}
            >
              <Input placeholder="YYYY-MM-DD" maxLength={10} inputMode="numeric" autoComplete="bday" />
            </Form.Item>
            <Form.Item name="characterId" label={t('character')} extra={t('characterHelp')}>
              <Select
                allowClear
                placeholder={t('characterPlaceholder')}
                options={characters.map((c) => ({ value: c.id, label: `${c.name} · Lv.${c.level}` }))}
              />
            </Form.Item>
          </>
        ) : null}
        <DialogActions error={error} errorTestId="unlock-error" onCancel={onClose} cancel={t('cancel')} submit={t('submit')} icon={<UnlockOutlined />} loading={unlock.loading} />
      </Form>
    </ProfileDialog>
  );
}
