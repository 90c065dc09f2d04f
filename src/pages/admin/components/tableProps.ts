/**
 * What every console table shares: dense rows in a bordered card, the search form's buttons,
 * only the reload option, 20 rows a page with a size changer, and a horizontal scroll on
 * narrow screens. Spread first: `<ConsoleTable {...consoleTable(t('find'), t('clear'))} ... />`.
 */
export function consoleTable(searchText: string, resetText: string) {
  return {
    size: 'small' as const,
    cardBordered: true,
    search: { labelWidth: 'auto' as const, searchText, resetText },
    options: { density: false, setting: false, reload: true },
    pagination: { defaultPageSize: 20, showSizeChanger: true },
    scroll: { x: 'max-content' as const },
  };
}

/** ProTable's sort (one column at most) as the console's query: the column and 'asc' / 'desc'. */
export function sortQuery<K extends string>(sort: Record<string, unknown>, keys: readonly K[]): { sort?: K; order?: 'asc' | 'desc' } {
  const [key, direction] = Object.entries(sort)[0] ?? [];
  return {
    sort: keys.includes(key as K) ? (key as K) : undefined,
    order: direction === 'ascend' ? 'asc' : direction === 'descend' ? 'desc' : undefined,
  };
}
