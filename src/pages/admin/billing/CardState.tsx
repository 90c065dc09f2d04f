/** A card's state as a coloured tag; a used card also says by whom and when. */
import { Tag } from 'antd';
import { useT } from '@/lib/useT';
import type { AdminCardRow } from '@/services/admin-billing';
import { formatTime } from '../components/time';

const COLOR = { unused: 'green', used: 'blue', expired: 'orange', void: 'default' } as const;

export default function CardState({ card }: { card: AdminCardRow }) {
  const t = useT('admin.billing.cards');
  return (
    <span className="admin-tags" data-testid={`admin-card-state-${card.code}`}>
      <Tag color={COLOR[card.state]}>{t(`states.${card.state}`)}</Tag>
      {card.state === 'used' && card.usedBy && (
        <span>
          {t('usedBy', { name: card.usedBy.name })} · {formatTime(card.usedAt)}
        </span>
      )}
      {card.state === 'void' && <span>{formatTime(card.voidedAt)}</span>}
    </span>
  );
}
