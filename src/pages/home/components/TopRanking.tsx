import { useIntl } from '@umijs/max';
import { Avatar, Button, Empty } from 'antd';
import { CrownFilled, ReloadOutlined, UserOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { startTransition, useState } from 'react';
import { fetchCharacterRank, type CharacterRankItem } from '@/services/ranking';
import { useT } from '@/lib/useT';
import { jobKey } from '../../../../config/jobs';
import styles from '../home.module.css';
import { HOME_TOP_SIZE, RankRowsPlaceholder, TopRankingCard } from './TopRankingCard';

export interface TopRankingViewProps {
  items: CharacterRankItem[] | null;
  loading: boolean;
  error: boolean;
  onRetry?: () => void;
}

const MEDALS = ['#f5b301', '#b8c4d6', '#d98c4a'];

/** The top-10 level ranking as shown on the home page (presentational). */
export function TopRankingView({ items, loading, error, onRetry }: TopRankingViewProps) {
  const intl = useIntl();
  const t = useT();
  const jobName = (item: CharacterRankItem) => {
    const key = jobKey(item.job);
    return intl.messages[key] ? t(key) : item.jobName;
  };

  let body;
  if (loading && !items) {
    body = <RankRowsPlaceholder />;
  } else if (error && !items) {
    body = (
      <div className={styles.statusError} role="alert">
        <p>{t('home.ranking.error')}</p>
        {onRetry && (
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            {t('home.ranking.retry')}
          </Button>
        )}
      </div>
    );
  } else if (!items || items.length === 0) {
    body = <Empty description={t('home.ranking.empty')} />;
  } else {
    body = (
      <ol className={styles.rankList}>
        {items.slice(0, HOME_TOP_SIZE).map((item, index) => {
          const rank = item.rank || index + 1;
          return (
            <li key={item.id} className={styles.rankRow} data-rank={rank} data-testid="home-rank-row">
              <span className={styles.rankNo} style={rank <= 3 ? { background: MEDALS[rank - 1], color: '#1f1f1f' } : undefined}>
                {rank <= 3 ? <CrownFilled /> : null}
                {rank}
              </span>
              <Avatar
                size={48}
                shape="square"
                src={item.avatar ? <img src={item.avatar} alt={t('home.ranking.avatarAlt', { name: item.name })} loading="lazy" /> : undefined}
                icon={<UserOutlined />}
                className={styles.rankAvatar}
              />
              <span className={styles.rankWho}>
                <strong className={styles.rankName}>{item.name}</strong>
                <span className={styles.rankMeta}>
                  {jobName(item)}
                  {item.guild?.name ? ` · ${item.guild.name}` : ''}
                </span>
              </span>
              <span className={styles.rankLevel}>{t('home.ranking.level', { level: item.level })}</span>
            </li>
          );
        })}
      </ol>
    );
  }

  return <TopRankingCard>{body}</TopRankingCard>;
}

/**
 * Loads the top 10 by level (GET /api/v1/game/character/rank?sort=level&page=1&size=10)
 * with ahooks `useRequest` (the request is dropped when the page unmounts; a retry that
 * overtakes an older answer wins). The answer renders as a transition (short slices,
 * not one blocking task), so the shown rows live in this component's state, set from
 * onSuccess/onError, not useRequest's `data` (set outside any transition).
 */
export default function TopRanking() {
  const [items, setItems] = useState<CharacterRankItem[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);

  const { refresh } = useRequest(() => fetchCharacterRank({ sort: 'level', page: 1, size: HOME_TOP_SIZE }), {
    onBefore: () => {
      setLoading(true);
      setError(false);
    },
    onSuccess: (page) =>
      startTransition(() => {
        setItems(page.items);
        setLoading(false);
      }),
    onError: () =>
      startTransition(() => {
        setError(true);
        setLoading(false);
      }),
  });

  return <TopRankingView items={items} loading={loading} error={error} onRetry={refresh} />;
}
