/**
 * Chooses one of the account's characters (GET /character/list): a select with level and
 * job; "failed to load character list" with a retry button when the list cannot load; a
 * note when the account has no character. Works as a Form.Item control (value/onChange);
 * picks the first character when none is chosen.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Select } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { useEffect } from 'react';
import type { CharacterSummary } from '@/services/shop';
import { fetchMyCharacters } from '@/services/shopOrders';
import { useT } from '@/lib/useT';
import { shownOnPage } from '../shopState';

export interface CharacterPickerProps {
  id?: string;
  value?: number;
  onChange?: (value: number, character: CharacterSummary | undefined) => void;
  /** Called with the list once loaded. */
  onLoaded?: (characters: CharacterSummary[]) => void;
  'aria-invalid'?: boolean;
  /** Where the list comes from (stories pass sample characters). */
  load?: () => Promise<CharacterSummary[]>;
}

export default function CharacterPicker({ id, value, onChange, onLoaded, load = fetchMyCharacters, ...rest }: CharacterPickerProps) {
  const intl = useIntl();
  const t = useT();
  const { data, loading, error, refresh } = useRequest(load, { onError: shownOnPage, refreshDeps: [intl.locale] });

  useEffect(() => {
    if (!data) return;
    onLoaded?.(data);
    if (data.length > 0 && (value === undefined || !data.some((c) => c.id === value))) onChange?.(data[0].id, data[0]);
    // Only when a new list arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacting to the list, not to every parent render
  }, [data]);

  if (error && !loading) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('shop.character.loadFailed')}
        data-testid="shop-characters-failed"
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={refresh} data-testid="shop-characters-retry">
            {t('shop.character.retry')}
          </Button>
        }
      />
    );
  }
  if (data && data.length === 0) {
    return <Alert type="info" showIcon message={t('shop.character.none')} data-testid="shop-characters-none" />;
  }
  return (
    <Select
      id={id}
      value={value}
      loading={loading}
      placeholder={t('shop.character.placeholder')}
      onChange={(v: number) => onChange?.(v, data?.find((c) => c.id === v))}
      options={(data ?? []).map((c) => ({
        value: c.id,
        label: t('shop.character.option', { name: c.name, level: c.level, job: c.jobName }),
      }))}
      aria-invalid={rest['aria-invalid']}
      data-testid="shop-character"
    />
  );
}
