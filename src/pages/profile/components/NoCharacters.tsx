/** The characters tab's empty state: no character yet, and how to make one. */
import { useIntl } from '@umijs/max';
import { UserAddOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from '../profile.module.css';

export default function NoCharacters({ action }: { action?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.stateBox} data-testid="no-characters">
      <UserAddOutlined className={styles.stateIcon} aria-hidden="true" />
      <p className={styles.stateTitle}>{intl.formatMessage({ id: 'profileCharacters.characters.emptyTitle' })}</p>
      <p>{intl.formatMessage({ id: 'profileCharacters.characters.emptyHint' })}</p>
      {action}
    </div>
  );
}
