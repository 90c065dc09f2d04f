/** A notice as an article: category, title, author, publish/update time, views and the sanitized body. */
import { useIntl } from '@umijs/max';
import { ClockCircleOutlined, EditOutlined, EyeOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { NoticeDetail } from '@/services/notice';
import { useT } from '@/lib/useT';
import CategoryTag from './CategoryTag';
import { formatNoticeTime } from '../noticeState';
import styles from '../notice.module.css';

export default function NoticeArticle({ notice: n, footer }: { notice: NoticeDetail; footer?: ReactNode }) {
  const intl = useIntl();
  const t = useT();
  const edited = n.updateTime && n.updateTime !== n.publishTime;
  return (
    <article className={styles.article} data-testid="notice-detail" data-id={n.id}>
      <header className={styles.articleHeader}>
        <CategoryTag category={n.category} />
        <h1 className={styles.articleTitle}>{n.title}</h1>
        <dl className={styles.articleMeta}>
          <div>
            <dt>
              <UserOutlined /> {t('notice.author')}
            </dt>
            <dd data-testid="notice-author">{n.author}</dd>
          </div>
          <div>
            <dt>
              <ClockCircleOutlined /> {t('notice.publishTime')}
            </dt>
            <dd data-testid="notice-publish-time">{formatNoticeTime(n.publishTime)}</dd>
          </div>
          <div>
            <dt>
              <EditOutlined /> {t('notice.updateTime')}
            </dt>
            <dd data-testid="notice-update-time">{formatNoticeTime(edited ? n.updateTime : n.publishTime)}</dd>
          </div>
          <div>
            <dt>
              <EyeOutlined /> {t('notice.viewsLabel')}
            </dt>
            <dd data-testid="notice-detail-views">{intl.formatNumber(n.views)}</dd>
          </div>
        </dl>
      </header>
      {/* The body is HTML the server sanitized with its allow-list (on write and on read). */}
      <div className={styles.body} data-testid="notice-body" dangerouslySetInnerHTML={{ __html: n.body }} />
      {footer && <footer className={styles.articleFooter}>{footer}</footer>}
    </article>
  );
}
