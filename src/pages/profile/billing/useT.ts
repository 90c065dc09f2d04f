/** Message helper of the billing and invites tabs: `t('ui.x')` reads `billing.ui.x`. */
import { useIntl } from '@umijs/max';
import { useT } from '@/lib/useT';

export function useBillingT() {
  const intl = useIntl();
  const t = useT('billing');
  /** A label of the catalog when there is one (sources an operator made up are shown as they are). */
  const label = (group: string, key: string, values?: Record<string, string | number>) => {
    const id = `billing.${group}.${key}`;
    return intl.messages && id in intl.messages ? intl.formatMessage({ id }, values) : key;
  };
  const num = (n: number) => intl.formatNumber(n);
  return { t, label, num, intl };
}
