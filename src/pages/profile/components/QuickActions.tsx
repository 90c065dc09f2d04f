/** Quick actions: check in, vote, shop, download, account unlock and password change. */
import { Button } from 'antd';
import { CalendarOutlined, CloudDownloadOutlined, KeyOutlined, LikeOutlined, ShoppingOutlined, UnlockOutlined, ThunderboltOutlined } from '@ant-design/icons';
import LinkButton from '@/components/LinkButton';
import { useT } from '@/lib/useT';
import Panel from './Panel';
import styles from '../profile.module.css';

export interface QuickActionsProps {
  onCheckIn?: () => void;
  onUnlock?: () => void;
  onChangePassword?: () => void;
}

export default function QuickActions({ onCheckIn, onUnlock, onChangePassword }: QuickActionsProps) {
  const t = useT('profileOverview.actions');
  return (
    <Panel title={t('title')} icon={<ThunderboltOutlined />} id="profile-actions" testId="quick-actions">
      <div className={styles.actions}>
        <Button className={styles.action} icon={<CalendarOutlined />} onClick={onCheckIn}>
          {t('checkIn')}
        </Button>
        <LinkButton className={styles.action} icon={<LikeOutlined />} to="/vote">
          {t('vote')}
        </LinkButton>
        <LinkButton className={styles.action} icon={<ShoppingOutlined />} to="/shop">
          {t('shop')}
        </LinkButton>
        <LinkButton className={styles.action} icon={<CloudDownloadOutlined />} to="/download">
          {t('download')}
        </LinkButton>
        <Button className={styles.action} icon={<UnlockOutlined />} onClick={onUnlock} data-testid="open-unlock">
          {t('unlock')}
        </Button>
        <Button className={styles.action} icon={<KeyOutlined />} onClick={onChangePassword} data-testid="open-password">
          {t('password')}
        </Button>
      </div>
    </Panel>
  );
}
