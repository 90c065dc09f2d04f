/** A check-in reward in words ("Reward points +1", "Power Elixir x 3"). */
import type { useIntl } from '@umijs/max';
import type { CheckinReward } from '@/services/profile';

export function rewardLabel(intl: ReturnType<typeof useIntl>, r: CheckinReward): string {
  if (r.type === 'item') return intl.formatMessage({ id: 'profileOverview.checkin.rewardItem' }, { name: r.name, quantity: r.quantity });
  return intl.formatMessage({ id: 'profileOverview.checkin.rewardPoints' }, { name: r.name, amount: intl.formatNumber(r.amount) });
}
