/**
 * Helpers of a profile tab with a catalog namespace of its own (billing, invites): `t` reads
 * the namespace (from the tab's `useT('<ns>')`), `label` a catalog label when there is one
 * (sources an operator made up are shown as they are), `num` a number in the page's language.
 */
import { useIntl } from '@umijs/max';
import type { MessageValues, Translate } from '@/lib/useT';

export function useSectionHelpers(namespace: string, t: Translate) {
  const intl = useIntl();
  const label = (group: string, key: string, values?: MessageValues) => {
    const id = `${namespace}.${group}.${key}`;
    return intl.messages && id in intl.messages ? intl.formatMessage({ id }, values) : key;
  };
  const num = (n: number) => intl.formatNumber(n);
  return { t, label, num, intl };
}
