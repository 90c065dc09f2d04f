/** A notice's title in the list: in the operator's language (opens the editor), the other language below it. */
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import type { AdminNoticeRow } from '@/services/admin-notices';

export default function NoticeTitle({ row, onOpen }: { row: Pick<AdminNoticeRow, 'titleZh' | 'titleEn'>; onOpen: () => void }) {
  const en = useIntl().locale === 'en-US';
  const [mine, theirs] = en ? [row.titleEn, row.titleZh] : [row.titleZh, row.titleEn];
  return (
    <span className="admin-notice-title-cell">
      <Button type="link" size="small" className="admin-link-button" onClick={onOpen}>
        {mine || theirs}
      </Button>
      {mine && theirs && <small>{theirs}</small>}
    </span>
  );
}
