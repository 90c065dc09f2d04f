/**
 * Ranking: tabs level, fame, quest, monsterbook and guild; a
 * job filter on the character tabs; a podium for the top 3 on page 1; paging and
 * refresh. Tab, job, page (and page size) live in the URL query, pushed to the
 * history on every change, so a link can be shared and Back works.
 */
import { history, useIntl, useLocation } from '@umijs/max';
import { Button } from 'antd';
import { ReloadOutlined, TrophyFilled, WarningOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import PageBanner from '@/components/PageBanner';
import TabBar, { TabPanel } from '@/components/TabBar';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { useT } from '@/lib/useT';
import { CharacterRankTable, GuildRankTable } from './components/StagedRankTable';
import JobFilter from './components/JobFilter';
import Podium from './components/Podium';
import { nextRankState, parseRankQuery, RANK_TABS, rankQueryString, type RankState, type RankTab } from './rankState';
import { useRanking } from './useRanking';
import styles from './ranking.module.css';

export default function RankingPage() {
  const intl = useIntl();
  const t = useT();
  const location = useLocation();
  const state = useMemo(() => parseRankQuery(location.search), [location.search]);
  const compact = useMediaQuery(PHONE_QUERY);
  const { result, loading, error, reload } = useRanking(state, intl.locale);

  const go = (change: Partial<RankState>) => {
    const next = nextRankState(state, change);
    const search = rankQueryString(next);
    if (search === rankQueryString(state)) return;
    history.push({ pathname: location.pathname, search });
  };

  // Show the data of the current tab only (never guild rows under a character tab).
  const shown = result && result.state.tab === state.tab ? result : null;
  const characters = shown?.characters?.items ?? [];
  const guilds = shown?.guilds?.items ?? [];
  const total = (state.tab === 'guild' ? shown?.guilds?.total : shown?.characters?.total) ?? 0;
  const paging = {
    page: state.page,
    size: state.size,
    total,
    loading,
    compact,
    onPageChange: (page: number, size: number) => go({ page, size }),
    dataPage: shown?.state.page,
    dataSize: shown?.state.size,
  };
  const dataPage = shown?.state.page ?? state.page;

  const refresh = (
    <Button
      icon={<ReloadOutlined spin={loading} />}
      onClick={reload}
      disabled={loading}
      data-testid="ranking-refresh"
      className={styles.refresh}
      aria-label={t('ranking.refresh')}
    >
      {compact ? null : t('ranking.refresh')}
    </Button>
  );

  return (
    <div className={styles.page} data-testid="ranking-page">
      <PageBanner title={t('ranking.title')} subtitle={t('ranking.subtitle')} icon={<TrophyFilled />} tone="night" />
      <div className={styles.container}>
        <section className={styles.card}>
          <div className={styles.header}>
            {/* The refresh button sits beside the tab list, not in it: a tablist may hold only tabs. */}
            <div className={styles.tabsRow}>
              <TabBar
                idPrefix="ranking-tab"
                className={styles.tabs}
                tabs={RANK_TABS}
                active={state.tab}
                onChange={(tab: RankTab) => go({ tab })}
                label={(tab) => <span data-testid={`tab-${tab}`}>{t(`ranking.tabs.${tab}`)}</span>}
              />
              {!compact && refresh}
            </div>
            {(state.tab !== 'guild' || compact) && (
              <div className={styles.filterRow}>
                {state.tab !== 'guild' ? <JobFilter value={state.job} onChange={(job) => go({ job })} /> : <span />}
                {compact && refresh}
              </div>
            )}
          </div>

          <TabPanel idPrefix="ranking-tab" tab={state.tab}>
            {!error && dataPage === 1 && state.page === 1 && (
              <Podium tab={state.tab} characters={characters} guilds={guilds} loading={loading && !shown} />
            )}

            {error ? (
              <div className={styles.error} role="alert" data-testid="ranking-error">
                <WarningOutlined className={styles.errorIcon} />
                <p>{t('ranking.error')}</p>
                <Button type="primary" icon={<ReloadOutlined />} onClick={reload}>
                  {t('ranking.retry')}
                </Button>
              </div>
            ) : (
              <div className={styles.tableWrap} data-testid="ranking-table" aria-busy={loading}>
                {state.tab === 'guild' ? (
                  <GuildRankTable {...paging} items={guilds} />
                ) : (
                  <CharacterRankTable {...paging} tab={state.tab} items={characters} />
                )}
              </div>
            )}
          </TabPanel>
        </section>
      </div>
    </div>
  );
}
