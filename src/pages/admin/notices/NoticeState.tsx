/** A notice's state as tags: draft, scheduled (with the time players see it from) or published, and pinned. */
import { Tag } from 'antd';
import { ClockCircleOutlined, PushpinOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import type { AdminNoticeRow } from '@/services/admin-notices';
import { formatTime } from '../components/time';

const COLOR = { draft: 'default', scheduled: 'blue', published: 'green' } as const;

export default function NoticeState({ row }: { row: Pick<AdminNoticeRow, 'state' | 'pinned' | 'publishAt'> }) {
  const t = useT('admin.notices');
  return (
    <span className="admin-tags" data-state={row.state}>
      <Tag color={COLOR[row.state]} icon={row.state === 'scheduled' ? <ClockCircleOutlined /> : undefined}>
        {t(`states.${row.state}`)}
        {row.state === 'scheduled' && ` · ${t('scheduledFor', { time: formatTime(row.publishAt) })}`}
      </Tag>
      {row.pinned && (
        <Tag color="gold" icon={<PushpinOutlined />}>
          {t('pinned')}
        </Tag>
      )}
    </span>
  );
}
