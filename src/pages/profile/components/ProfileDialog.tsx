/**
 * The frame of the profile's form dialogs (unlock, change password): a modal titled with an
 * icon, its content dropped on close, and at the end of the form the failure above the
 * "cancel" and "submit" buttons (the submit one shows the request under way).
 */
import { Alert, Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import styles from '../characters.module.css';

export interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
  icon: ReactNode;
  title: ReactNode;
  width: number;
  children: ReactNode;
}

export default function ProfileDialog({ open, onClose, icon, title, width, children }: ProfileDialogProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={
        <span className={styles.dialogTitle}>
          {icon} {title}
        </span>
      }
      footer={null}
      destroyOnHidden
      width={width}
      className={styles.dialog}
    >
      {children}
    </Modal>
  );
}

export interface DialogActionsProps {
  /** The failure shown above the buttons (none when undefined). */
  error?: string;
  errorTestId: string;
  onCancel: () => void;
  cancel: ReactNode;
  submit: ReactNode;
  icon: ReactNode;
  loading: boolean;
}

export function DialogActions({ error, errorTestId, onCancel, cancel, submit, icon, loading }: DialogActionsProps) {
  return (
    <>
      {error ? <Alert type="error" showIcon role="alert" message={error} className={styles.dialogError} data-testid={errorTestId} /> : null}
      <div className={styles.dialogFooter}>
        <Button onClick={onCancel}>{cancel}</Button>
        <Button type="primary" htmlType="submit" loading={loading} icon={icon}>
          {submit}
        </Button>
      </div>
    </>
  );
}
