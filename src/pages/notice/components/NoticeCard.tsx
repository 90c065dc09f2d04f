/** One notice in the list: date block, category, title (link), summary, publish time and views. */
import { Link, useIntl } from '@umijs/max';
import { EyeOutlined, ClockCircleOutlined, PushpinFilled, RightOutlined } from '@ant-design/icons';
import type { NoticeSummary } from '@/services/notice';
import { useT } from '@/lib/useT';
import CategoryTag from './CategoryTag';
import { formatNoticeTime } from '../noticeState';
import styles from '../notice.module.css';

export interface NoticeCardProps {
  notice: NoticeSummary;
  /** The list URL to come back to (kept in the history state). */
  listUrl: string;
  onOpen?: () => void;
}

export default function NoticeCard({ notice, listUrl, onOpen }: NoticeCardProps) {
  const intl = useIntl();
  const t = useT();
  const published = formatNoticeTime(notice.publishTime);
  const [date] = published.split(' ');
  const [year, month, day] = date.split('-');
  return (
    <article className={`${styles.card} ${styles[`cat_${notice.category}`] ?? ''}`} data-testid="notice-card" data-id={notice.id}>
      <div className={styles.dateBlock} aria-hidden="true">
        <span className={styles.day}>{day}</span>
        <span className={styles.month}>
          {year}.{month}
        </span>
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardTags}>
          <CategoryTag category={notice.category} />
          {notice.pinned && (
            <span className={styles.pinned}>
              <PushpinFilled /> {t('notice.pinned')}
            </span>
          )}
        </div>
        <h2 className={styles.cardTitle}>
          <Link to={`/notice/${notice.id}`} state={{ fromList: listUrl }} onClick={onOpen} data-testid="notice-link">
            {notice.title}
          </Link>
        </h2>
        <p className={styles.summary}>{notice.summary}</p>
        <div className={styles.meta}>
          <span title={t('notice.publishTime')}>
            <ClockCircleOutlined /> <time dateTime={notice.publishTime.replace(' ', 'T') + 'Z'}>{published}</time>
          </span>
          <span data-testid="notice-views">
            <EyeOutlined /> {t('notice.views', { count: intl.formatNumber(notice.views) })}
          </span>
          <Link to={`/notice/${notice.id}`} state={{ fromList: listUrl }} onClick={onOpen} className={styles.readMore} tabIndex={-1} aria-hidden="true">
            {t('notice.readMore')} <RightOutlined />
          </Link>
        </div>
      </div>
    </article>
  );
}
