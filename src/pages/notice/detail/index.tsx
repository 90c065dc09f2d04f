/**
 * Notice detail: back to the list, category, title, author, publish
 * time, update time, views, and the body (HTML already sanitized by the server's
 * allow-list). 'Notice not found or deleted' for a missing id.
 */
import { history, Link, useIntl, useLocation, useParams } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import { ArrowLeftOutlined, FileSearchOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { fetchNotice, type NoticeDetail } from '@/services/notice';
import { isApiError } from '@/services/client';
import { useT } from '@/lib/useT';
import NoticeArticle from '../components/NoticeArticle';
import styles from '../notice.module.css';

type Load = { kind: 'loading' } | { kind: 'ready'; notice: NoticeDetail } | { kind: 'notFound'; message: string } | { kind: 'error' };

export default function NoticeDetailPage() {
  const intl = useIntl();
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const location = useLocation();
  const fromList = (location.state as { fromList?: string } | null)?.fromList;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    let current = true;
    if (!/^\d+$/.test(id)) {
      setLoad({ kind: 'notFound', message: t('notice.notFound') });
      return;
    }
    setLoad((prev) => (prev.kind === 'ready' && String(prev.notice.id) === id ? prev : { kind: 'loading' }));
    fetchNotice(id).then(
      (notice) => current && setLoad({ kind: 'ready', notice }),
      (e) => {
        if (!current) return;
        if (isApiError(e) && e.status === 404) setLoad({ kind: 'notFound', message: e.message || t('notice.notFound') });
        else setLoad({ kind: 'error' });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, intl.locale, nonce]);

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [id]);

  /** Back to exactly where the visitor was (history) when they came from the list, else to the list. */
  const backToList = () => {
    if (fromList) history.back();
    else history.push('/notice');
  };

  const back = (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={backToList} className={styles.back} data-testid="notice-back">
      {t('notice.backToList')}
    </Button>
  );

  let content;
  if (load.kind === 'loading') {
    content = (
      <div className={styles.article} aria-busy="true">
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 8 }} />
      </div>
    );
  } else if (load.kind === 'notFound') {
    content = (
      <div className={`${styles.article} ${styles.state}`} data-testid="notice-not-found">
        <FileSearchOutlined className={styles.stateIcon} />
        <h1 className={styles.stateTitle}>{load.message}</h1>
        <p>{t('notice.notFoundHint')}</p>
        <Link to="/notice">
          <Button type="primary" icon={<ArrowLeftOutlined />}>
            {t('notice.backToList')}
          </Button>
        </Link>
      </div>
    );
  } else if (load.kind === 'error') {
    content = (
      <div className={`${styles.article} ${styles.state}`} role="alert" data-testid="notice-error">
        <WarningOutlined className={styles.stateIcon} />
        <p>{t('notice.loadFailed')}</p>
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => setNonce((n) => n + 1)}>
          {t('notice.retry')}
        </Button>
      </div>
    );
  } else {
    content = <NoticeArticle notice={load.notice} footer={back} />;
  }

  return (
    <div className={styles.page} data-testid="notice-detail-page">
      <div className={styles.detailHero} aria-hidden="true" />
      <div className={`${styles.container} ${styles.detailContainer}`}>
        <div className={styles.detailTop}>{back}</div>
        {content}
      </div>
    </div>
  );
}
