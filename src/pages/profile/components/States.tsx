/** Loading skeleton, error with retry and empty state of a profile section. */
import { useIntl } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import { ReloadOutlined, UserAddOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from '../profile.module.css';

export function SectionLoading({ rows = 4, testId }: { rows?: number; testId?: string }) {
  return (
    <div className={styles.stateBox} aria-busy="true" data-testid={testId ?? 'profile-loading'}>
      <Skeleton active avatar title={{ width: '40%' }} paragraph={{ rows }} />
    </div>
  );
}

export function SectionError({ message, onRetry, testId }: { message?: string; onRetry: () => void; testId?: string }) {
  const intl = useIntl();
  return (
    <div className={`${styles.stateBox} ${styles.stateError}`} role="alert" data-testid={testId ?? 'profile-error'}>
      <WarningOutlined className={styles.stateIcon} aria-hidden="true" />
      <p>{message || intl.formatMessage({ id: 'profile.state.loadFailed' })}</p>
      <Button icon={<ReloadOutlined />} onClick={onRetry}>
        {intl.formatMessage({ id: 'profile.state.retry' })}
      </Button>
    </div>
  );
}

export function NoCharacters({ action }: { action?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.stateBox} data-testid="no-characters">
      <UserAddOutlined className={styles.stateIcon} aria-hidden="true" />
      <p className={styles.stateTitle}>{intl.formatMessage({ id: 'profile.characters.emptyTitle' })}</p>
      <p>{intl.formatMessage({ id: 'profile.characters.emptyHint' })}</p>
      {action}
    </div>
  );
}
