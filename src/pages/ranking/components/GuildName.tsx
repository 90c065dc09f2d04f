/** A guild with its emblem (and alliance under it when asked). */
import { useIntl } from '@umijs/max';
import GuildEmblem from './GuildEmblem';
import styles from '../ranking.module.css';

export interface GuildNameProps {
  name: string;
  logo: number | null;
  logoColor: number | null;
  logoBg: number | null;
  logoBgColor: number | null;
  alliance?: string | null;
  /** Emblem only (compact mobile column). */
  emblemOnly?: boolean;
  size?: number;
}

export default function GuildName({ name, logo, logoColor, logoBg, logoBgColor, alliance, emblemOnly, size = 22 }: GuildNameProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'ranking.emblem' }, { name });
  return (
    <span className={styles.guild} title={emblemOnly ? name : undefined}>
      <GuildEmblem logo={logo} logoColor={logoColor} logoBg={logoBg} logoBgColor={logoBgColor} size={size} title={title} />
      {!emblemOnly && (
        <span className={styles.guildText}>
          <span className={styles.guildName} data-testid="guild-name">
            {name}
          </span>
          {alliance ? <span className={styles.alliance}>{alliance}</span> : null}
        </span>
      )}
    </span>
  );
}
