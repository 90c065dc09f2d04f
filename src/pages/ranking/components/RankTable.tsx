/**
 * The ranking tables (ProTable): characters (level, fame, quest, monster book tabs)
 * and guilds. Presentational: data, paging and the compact phone column set come
 * from the page. Rank number = (page - 1) * size + index + 1.
 */
import { useIntl } from '@umijs/max';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Empty, Skeleton, Typography } from 'antd';
import type { CharacterRankItem, GuildRankItem } from '@/services/ranking';
import { useT, type Translate } from '@/lib/useT';
import { jobKey } from '../../../../config/jobs';
import { PAGE_SIZES, rankNumber, type RankTab } from '../rankState';
import CharacterAvatar from './CharacterAvatar';
import GuildName from './GuildName';
import RankBadge from './RankBadge';
import styles from '../ranking.module.css';

interface Paging {
  page: number;
  size: number;
  total: number;
  loading: boolean;
  /** Phone layout: fewer columns. */
  compact?: boolean;
  /** Page and size the shown rows belong to (differs from page/size while the next page loads). */
  dataPage?: number;
  dataSize?: number;
  onPageChange: (page: number, size: number) => void;
}

function useRankT() {
  const intl = useIntl();
  const t = useT();
  return { intl, t, fmt: (n: number) => intl.formatNumber(n) };
}

function pagination({ page, size, total, onPageChange, compact }: Paging, t: Translate, totalKey: string) {
  return {
    current: page,
    pageSize: size,
    total,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: !compact,
    showLessItems: compact,
    simple: compact,
    showTotal: compact ? undefined : (n: number) => t(totalKey, { total: n }),
    onChange: onPageChange,
    hideOnSinglePage: false,
  };
}

/**
 * What the table body shows without rows: placeholder rows while the first answer (or
 * another tab's) is on its way, and only then that nothing matches. The veil of a
 * table that is loading goes over rows it already shows, not over the placeholder.
 */
function bodyState(loading: boolean, rows: number, t: Translate) {
  return {
    loading: loading && rows > 0,
    locale: {
      emptyText: loading ? (
        <div className={styles.rowsPlaceholder}>
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ranking.empty')} />
      ),
    },
  };
}

const SORTED: Record<Exclude<RankTab, 'guild'>, keyof CharacterRankItem> = {
  level: 'level',
  fame: 'fame',
  quest: 'quest_count',
  monsterbook: 'monster_book',
};

export interface CharacterRankTableProps extends Paging {
  tab: Exclude<RankTab, 'guild'>;
  items: CharacterRankItem[];
}

export function CharacterRankTable(props: CharacterRankTableProps) {
  const { tab, items, loading, compact } = props;
  const page = props.dataPage ?? props.page;
  const size = props.dataSize ?? props.size;
  const { intl, t, fmt } = useRankT();
  const jobName = (item: CharacterRankItem) => (intl.messages[jobKey(item.job)] ? t(jobKey(item.job)) : item.jobName);
  const sortedKey = SORTED[tab];
  const highlight = (key: keyof CharacterRankItem) => (key === sortedKey ? styles.sortedCell : undefined);

  const rankCol: ProColumns<CharacterRankItem> = {
    title: t('ranking.columns.rank'),
    key: 'rank',
    width: compact ? 52 : 76,
    align: 'center',
    render: (_, __, index) => <RankBadge rank={rankNumber(page, size, index)} />,
  };
  const numberCol = (key: 'level' | 'exp' | 'fame' | 'quest_count' | 'monster_book', titleId: string): ProColumns<CharacterRankItem> => ({
    title: t(titleId),
    dataIndex: key,
    key,
    align: 'right',
    className: highlight(key),
    render: (_, item) => <span className={styles.num}>{fmt(item[key])}</span>,
  });
  const guildCol = (emblemOnly: boolean): ProColumns<CharacterRankItem> => ({
    title: t('ranking.columns.guild'),
    key: 'guild',
    width: emblemOnly ? 56 : undefined,
    align: emblemOnly ? 'center' : undefined,
    render: (_, item) =>
      item.guild ? (
        <GuildName
          name={item.guild.name}
          logo={item.guild.logo}
          logoColor={item.guild.logo_color}
          logoBg={item.guild.logo_bg}
          logoBgColor={item.guild.logo_bg_color}
          alliance={item.guild.alliance_name}
          emblemOnly={emblemOnly}
        />
      ) : (
        <span className={styles.muted}>{emblemOnly ? '—' : t('ranking.noGuild')}</span>
      ),
  });

  const columns: ProColumns<CharacterRankItem>[] = compact
    ? [
        rankCol,
        {
          title: t('ranking.columns.name'),
          key: 'name',
          render: (_, item) => (
            <span className={styles.character}>
              <CharacterAvatar src={item.avatar} name={item.name} size={36} />
              <span className={styles.characterText}>
                <span className={styles.characterName} data-testid="rank-name">
                  {item.name}
                </span>
                <span className={styles.jobName} data-testid="rank-job">
                  {jobName(item)}
                </span>
              </span>
            </span>
          ),
        },
        {
          ...numberCol(sortedKey as 'level', `ranking.columns.${tab}`),
          width: 84,
        },
        guildCol(true),
      ]
    : [
        rankCol,
        {
          title: t('ranking.columns.avatar'),
          key: 'avatar',
          width: 72,
          align: 'center',
          render: (_, item) => <CharacterAvatar src={item.avatar} name={item.name} />,
        },
        {
          title: t('ranking.columns.name'),
          dataIndex: 'name',
          key: 'name',
          render: (_, item) => (
            <span className={styles.characterName} data-testid="rank-name">
              {item.name}
            </span>
          ),
        },
        {
          title: t('ranking.columns.job'),
          key: 'job',
          render: (_, item) => (
            <span className={styles.jobTag} data-testid="rank-job" data-job={item.job}>
              {jobName(item)}
            </span>
          ),
        },
        numberCol('level', 'ranking.columns.level'),
        numberCol('exp', 'ranking.columns.exp'),
        numberCol('fame', 'ranking.columns.fame'),
        numberCol('quest_count', 'ranking.columns.quest'),
        numberCol('monster_book', 'ranking.columns.monsterbook'),
        guildCol(false),
      ];

  return (
    <ProTable<CharacterRankItem>
      rowKey="id"
      columns={columns}
      dataSource={items}
      {...bodyState(loading, items.length, t)}
      search={false}
      options={false}
      toolBarRender={false}
      cardProps={false}
      size={compact ? 'small' : 'middle'}
      scroll={{ x: compact ? undefined : 980 }}
      tableLayout={compact ? 'fixed' : undefined}
      rowClassName={(_, index) => (rankNumber(page, size, index) <= 3 ? styles.topRow : '')}
      onRow={() => ({ 'data-testid': 'rank-row' }) as React.HTMLAttributes<HTMLElement>}
      pagination={pagination(props, t, 'ranking.total')}
    />
  );
}

export interface GuildRankTableProps extends Paging {
  items: GuildRankItem[];
}

export function GuildRankTable(props: GuildRankTableProps) {
  const { items, loading, compact } = props;
  const page = props.dataPage ?? props.page;
  const size = props.dataSize ?? props.size;
  const { t, fmt } = useRankT();

  const columns: ProColumns<GuildRankItem>[] = [
    {
      title: t('ranking.columns.rank'),
      key: 'rank',
      width: compact ? 52 : 76,
      align: 'center',
      render: (_, __, index) => <RankBadge rank={rankNumber(page, size, index)} />,
    },
    {
      title: t('ranking.guildColumns.name'),
      key: 'name',
      render: (_, g) => (
        <span data-testid="rank-name-cell">
          <GuildName
            name={g.name}
            logo={g.logo}
            logoColor={g.logo_color}
            logoBg={g.logo_bg}
            logoBgColor={g.logo_bg_color}
            alliance={compact ? g.alliance_name : null}
            size={compact ? 26 : 28}
          />
        </span>
      ),
    },
    ...(compact
      ? []
      : ([
          {
            title: t('ranking.guildColumns.leader'),
            dataIndex: 'leader_name',
            key: 'leader',
            render: (_, g) => <span className={styles.characterName}>{g.leader_name}</span>,
          },
          {
            title: t('ranking.guildColumns.members'),
            key: 'members',
            align: 'right',
            render: (_, g) => (
              <span className={styles.num}>
                {fmt(g.member)}
                <span className={styles.muted}> / {fmt(g.capacity)}</span>
              </span>
            ),
          },
        ] as ProColumns<GuildRankItem>[])),
    {
      title: t('ranking.guildColumns.points'),
      dataIndex: 'gp',
      key: 'gp',
      align: 'right',
      width: compact ? 96 : undefined,
      className: styles.sortedCell,
      render: (_, g) => <span className={styles.num}>{fmt(g.gp)}</span>,
    },
    ...(compact
      ? []
      : ([
          {
            title: t('ranking.guildColumns.notice'),
            dataIndex: 'notice',
            key: 'notice',
            width: 260,
            render: (_, g) =>
              g.notice ? (
                <Typography.Text ellipsis={{ tooltip: g.notice }} style={{ maxWidth: 240 }}>
                  {g.notice}
                </Typography.Text>
              ) : (
                <span className={styles.muted}>{t('ranking.noNotice')}</span>
              ),
          },
          {
            title: t('ranking.guildColumns.alliance'),
            dataIndex: 'alliance_name',
            key: 'alliance',
            render: (_, g) => (g.alliance_name ? g.alliance_name : <span className={styles.muted}>{t('ranking.noAlliance')}</span>),
          },
        ] as ProColumns<GuildRankItem>[])),
  ];

  return (
    <ProTable<GuildRankItem>
      rowKey="guild_id"
      columns={columns}
      dataSource={items}
      {...bodyState(loading, items.length, t)}
      search={false}
      options={false}
      toolBarRender={false}
      cardProps={false}
      size={compact ? 'small' : 'middle'}
      scroll={{ x: compact ? undefined : 980 }}
      tableLayout={compact ? 'fixed' : undefined}
      rowClassName={(_, index) => (rankNumber(page, size, index) <= 3 ? styles.topRow : '')}
      onRow={() => ({ 'data-testid': 'rank-row' }) as React.HTMLAttributes<HTMLElement>}
      pagination={pagination(props, t, 'ranking.totalGuilds')}
    />
  );
}
