/** A character's avatar image (renderer URL from the API) with a placeholder when it fails. */
import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';

export default function CharacterAvatar({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  const intl = useIntl();
  return (
    <Avatar
      shape="square"
      size={size}
      src={src || undefined}
      icon={<UserOutlined />}
      alt={intl.formatMessage({ id: 'ranking.avatarAlt' }, { name })}
      style={{ background: 'linear-gradient(160deg, #eef0ff, #ffe9c7)', flex: 'none' }}
    />
  );
}
