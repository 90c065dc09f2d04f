/** Loading skeleton and error with retry of a profile section. */
import { useIntl } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
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
