/**
 * One character as a card: avatar, name, level, job, guild, EXP bar with %, fame, meso,
 * created, last logout, STR/DEX/INT/LUK and HP/MP. The whole header is the button that
 * opens the character's equipment and inventory. The "opened" tag keeps the look of antd's
 * orange Tag, drawn as plain markup.
 */
import { useIntl } from '@umijs/max';
import { TeamOutlined } from '@ant-design/icons';
import ProgressLine from '@/components/ProgressLine';
import type { ProfileCharacter } from '@/services/profile';
import { useT } from '@/lib/useT';
import CharacterAvatar from './CharacterAvatar';
import { clampPercent, formatDate } from './format';
import styles from '../characters.module.css';

export interface CharacterStatCardProps {
  character: ProfileCharacter;
  selected?: boolean;
  onOpen?: (id: number) => void;
}

export default function CharacterStatCard({ character: c, selected, onOpen }: CharacterStatCardProps) {
  const intl = useIntl();
  const t = useT('profileCharacters.character');
  const n = (v: number) => intl.formatNumber(v);
  const never = t('never');
  const exp = clampPercent(c.expPercent);
  return (
    <article className={`${styles.charCard} ${selected ? styles.charCardSelected : ''}`} data-testid="character-card" data-character={c.id}>
      <button
        type="button"
        className={styles.charHead}
        onClick={() => onOpen?.(c.id)}
        aria-pressed={selected ? true : false}
        title={t('open', { name: c.name })}
      >
        <CharacterAvatar src={c.avatar} name={c.name} size={84} decorative />
        <span className={styles.charIdentity}>
          <span className={styles.charName}>{c.name}</span>
          <span className={styles.charLevel}>{t('level', { level: c.level })}</span>
          <span className={styles.charJob}>{c.jobName}</span>
          <span className={styles.charGuild}>
            <TeamOutlined aria-hidden="true" /> {c.guild ?? t('noGuild')}
          </span>
        </span>
        {selected ? (
          <span className={styles.charOpenTag}>{t('opened')}</span>
        ) : null}
      </button>
      <div className={styles.expRow}>
        <span className={styles.expLabel}>EXP</span>
        <ProgressLine
          percent={exp}
          size="small"
          from="#f39c1f"
          to="#e8590c"
          text={<span className={styles.expText}>{exp.toFixed(2)}%</span>}
          label={t('expAria', { percent: exp.toFixed(2) })}
          className={styles.expBar}
        />
      </div>
      <dl className={styles.charStats}>
        {(
          [
            ['STR', c.str],
            ['DEX', c.dex],
            ['INT', c.int],
            ['LUK', c.luk],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className={styles.primaryStat}>
            <dt>{k}</dt>
            <dd>{n(v)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.vitals}>
        <div className={styles.vitalHp}>
          <span>HP</span>
          <b>
            {n(c.hp)} / {n(c.maxHp)}
          </b>
        </div>
        <div className={styles.vitalMp}>
          <span>MP</span>
          <b>
            {n(c.mp)} / {n(c.maxMp)}
          </b>
        </div>
      </div>
      <dl className={styles.charMeta}>
        <div>
          <dt>{t('fame')}</dt>
          <dd>{n(c.fame)}</dd>
        </div>
        <div>
          <dt>{t('meso')}</dt>
          <dd>{n(c.meso)}</dd>
        </div>
        <div>
          <dt>{t('created')}</dt>
          <dd>{formatDate(c.createdAt, false) ?? never}</dd>
        </div>
        <div>
          <dt>{t('lastLogout')}</dt>
          <dd>{formatDate(c.lastLogout) ?? never}</dd>
        </div>
      </dl>
    </article>
  );
}
