/** The sources of an entry, fetched on their own (this module is loaded after the card). */
import { useIntl } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { fetchLibrarySources, type LibraryKind } from '@/services/library';
import { useT } from '@/lib/useT';
import SourceList from '../components/SourceList';
import { shownOnPage } from '../libraryState';
import styles from '../library.module.css';

export default function SourcePanel({ kind, id }: { kind: LibraryKind; id: number }) {
  const intl = useIntl();
  const t = useT();
  const { data, loading, error, refresh } = useRequest(() => fetchLibrarySources(kind, id), { refreshDeps: [kind, id, intl.locale], onError: shownOnPage });
  if (loading) {
    return (
      <div className={styles.sources} aria-busy="true" data-testid="library-sources-loading">
        <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className={`${styles.sources} ${styles.state}`} role="alert" data-testid="library-sources-error">
        <p>{t('library.sources.loadFailed')}</p>
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          {t('library.results.retry')}
        </Button>
      </div>
    );
  }
  return <SourceList sources={data} kind={kind} />;
}
