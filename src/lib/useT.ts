/**
 * The one translate hook of the web app.
 *
 *   const t = useT();                  t('shop.buy.title', { name })
 *   const t = useT('profileOverview.account'); t('title') reads 'profileOverview.account.title'
 *
 * Messages come from the catalogs in locales/ through umi's intl (the current language).
 * The function keeps its identity while the language and the prefix stay the same.
 */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export type MessageValues = Record<string, string | number>;
export type Translate = (id: string, values?: MessageValues) => string;

export function useT(prefix?: string): Translate {
  const intl = useIntl();
  return useCallback((id: string, values?: MessageValues) => intl.formatMessage({ id: prefix ? `${prefix}.${id}` : id }, values), [intl, prefix]);
}
