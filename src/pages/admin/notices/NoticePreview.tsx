/**
 * The editor's preview: one language of the notice as players see it, in the notice page's own
 * article (the body is what the server's allow-list kept; an empty language shows the other one).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { Alert, Empty, Skeleton } from 'antd';
import { useT } from '@/lib/useT';
import type { NoticeCategory } from '@/services/notice';
import NoticeArticle from '@/pages/notice/components/NoticeArticle';

dayjs.extend(utc);

export interface PreviewText {
  title: string;
  summary: string;
  body: string;
}

export interface NoticePreviewProps {
  /** The language's title, summary and sanitized body; null while none is built yet. */
  text: PreviewText | null;
  category: NoticeCategory;
  author: string;
  pinned: boolean;
  /** When players see it from (ISO); the preview shows now when there is none. */
  publishAt?: string | null;
  loading?: boolean;
  error?: string | null;
}

export default function NoticePreview({ text, category, author, pinned, publishAt, loading, error }: NoticePreviewProps) {
  const t = useT('admin.notices.editor');
  if (error) return <Alert type="error" showIcon message={error} />;
  if (loading && !text) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!text || (!text.title && !text.body)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('titleRequired')} />;
  const time = dayjs.utc(publishAt ?? undefined).format('YYYY-MM-DD HH:mm:ss');
  return (
    <div className="admin-notice-preview" data-testid="admin-notice-preview">
      <p className="admin-notice-preview-hint">{t('previewHint')}</p>
      <NoticeArticle notice={{ id: 0, category, title: text.title, summary: text.summary, body: text.body, author: author.trim() || 'GM', publishTime: time, updateTime: time, views: 0, pinned }} />
    </div>
  );
}
