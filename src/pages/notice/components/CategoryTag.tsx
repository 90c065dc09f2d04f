/** A notice's category as a coloured tag (guide, event, maintenance, important). */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { BookOutlined, GiftOutlined, NotificationOutlined, ToolOutlined } from '@ant-design/icons';
import type { NoticeCategory } from '@/services/notice';

export const CATEGORY_STYLE: Record<NoticeCategory, { color: string; icon: JSX.Element }> = {
  guide: { color: 'green', icon: <BookOutlined /> },
  event: { color: 'magenta', icon: <GiftOutlined /> },
  maintenance: { color: 'blue', icon: <ToolOutlined /> },
  important: { color: 'volcano', icon: <NotificationOutlined /> },
};

export default function CategoryTag({ category }: { category: NoticeCategory }) {
  const intl = useIntl();
  const style = CATEGORY_STYLE[category] ?? CATEGORY_STYLE.guide;
  return (
    <Tag color={style.color} icon={style.icon} bordered={false} data-testid="notice-category" data-category={category} style={{ marginInlineEnd: 0 }}>
      {intl.formatMessage({ id: `notice.category.${category}` })}
    </Tag>
  );
}
