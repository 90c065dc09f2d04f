/** The rank number; gold, silver and bronze medals (images named "Rank N") for the top 3. */
import { useIntl } from '@umijs/max';
import styles from '../ranking.module.css';

export const MEDAL_COLORS = ['#f5b301', '#b8c4d6', '#d98c4a'] as const;

export default function RankBadge({ rank }: { rank: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'ranking.columns.rank' }) + ` ${rank}`;
  if (rank <= 3) {
    return (
      <span className={`${styles.medal} ${styles[`medal${rank}`]}`} role="img" aria-label={label} data-testid="rank-number" data-rank={rank}>
        <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
          <path d="M9 2h5l2 7-4 3zM23 2h-5l-2 7 4 3z" fill={rank === 1 ? '#e5484d' : rank === 2 ? '#4c4fd6' : '#2fb36d'} />
          <circle cx="16" cy="20" r="10" fill={MEDAL_COLORS[rank - 1]} stroke="rgba(0,0,0,0.2)" strokeWidth="1.5" />
          <circle cx="16" cy="20" r="7" fill="none" stroke="rgba(255,255,255,0.6)" strokeWidth="1.2" />
          <text x="16" y="24.5" textAnchor="middle" fontSize="11" fontWeight="800" fill="#3a2a00">
            {rank}
          </text>
        </svg>
      </span>
    );
  }
  return (
    // A plain number: its column header ("Rank") names it.
    <span className={styles.rankNo} data-testid="rank-number" data-rank={rank}>
      {rank}
    </span>
  );
}
