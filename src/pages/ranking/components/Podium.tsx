/**
 * Podium for the top 3 of the current tab (shown on page 1): 2nd, 1st, 3rd side
 * by side, the champion raised, with avatar (or guild emblem), name and the
 * value the tab ranks by.
 */
import { useIntl } from '@umijs/max';
import { Skeleton } from 'antd';
import { CrownFilled } from '@ant-design/icons';
import type { CharacterRankItem, GuildRankItem } from '@/services/ranking';
import { useT } from '@/lib/useT';
import { jobKey } from '../../../../config/jobs';
import type { RankTab } from '../rankState';
import CharacterAvatar from './CharacterAvatar';
import GuildEmblem from './GuildEmblem';
import styles from '../ranking.module.css';

export interface PodiumProps {
  tab: RankTab;
  characters?: CharacterRankItem[];
  guilds?: GuildRankItem[];
  loading?: boolean;
}

interface PodiumEntry {
  key: number;
  name: string;
  detail: string;
  value: number;
  picture: JSX.Element;
}

const ORDER = [1, 0, 2]; // 2nd, 1st, 3rd

export default function Podium({ tab, characters, guilds, loading }: PodiumProps) {
  const intl = useIntl();
  const t = useT();
  const fmt = (n: number) => intl.formatNumber(n);

  let entries: PodiumEntry[] = [];
  if (tab === 'guild' && guilds) {
    entries = guilds.slice(0, 3).map((g) => ({
      key: g.guild_id,
      name: g.name,
      detail: g.leader_name,
      value: g.gp,
      picture: <GuildEmblem logo={g.logo} logoColor={g.logo_color} logoBg={g.logo_bg} logoBgColor={g.logo_bg_color} size={56} title={t('ranking.emblem', { name: g.name })} />,
    }));
  } else if (tab !== 'guild' && characters) {
    const valueOf: Record<Exclude<RankTab, 'guild'>, (c: CharacterRankItem) => number> = {
      level: (c) => c.level,
      fame: (c) => c.fame,
      quest: (c) => c.quest_count,
      monsterbook: (c) => c.monster_book,
    };
    entries = characters.slice(0, 3).map((c) => ({
      key: c.id,
      name: c.name,
      detail: intl.messages[jobKey(c.job)] ? t(jobKey(c.job)) : c.jobName,
      value: valueOf[tab](c),
      picture: <CharacterAvatar src={c.avatar} name={c.name} size={64} />,
    }));
  }

  if (loading && entries.length === 0) {
    // Same boxes as the loaded podium (picture, three text lines, step), so nothing
    // below it moves when the names arrive.
    return (
      <div className={styles.podium} aria-busy="true" data-testid="podium-loading">
        {ORDER.map((i) => (
          <div key={i} className={`${styles.step} ${styles[`step${i + 1}`]}`}>
            {i === 0 && <CrownFilled className={styles.crown} aria-hidden="true" />}
            <div className={styles.podiumPicture}>
              <Skeleton.Avatar active size={tab === 'guild' ? 56 : 64} shape="square" />
            </div>
            <div className={styles.podiumName}>&nbsp;</div>
            <div className={styles.podiumDetail}>&nbsp;</div>
            <div className={styles.podiumValue}>&nbsp;</div>
            <div className={styles.block} aria-hidden="true" />
          </div>
        ))}
      </div>
    );
  }
  if (entries.length === 0) return null;

  return (
    <ol className={styles.podium} aria-label={t('ranking.podium')} data-testid="podium">
      {ORDER.filter((i) => entries[i]).map((i) => {
        const e = entries[i];
        return (
          <li key={e.key} className={`${styles.step} ${styles[`step${i + 1}`]}`} data-testid="podium-entry" data-rank={i + 1}>
            {i === 0 && <CrownFilled className={styles.crown} aria-hidden="true" />}
            <div className={styles.podiumPicture}>{e.picture}</div>
            <div className={styles.podiumName} title={e.name}>
              {e.name}
            </div>
            <div className={styles.podiumDetail}>{e.detail}</div>
            <div className={styles.podiumValue}>{t(`ranking.values.${tab}`, { value: fmt(e.value) })}</div>
            <div className={styles.block} aria-hidden="true">
              <span>{i + 1}</span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
