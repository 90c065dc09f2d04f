/**
 * What the console's tables share: small rows on a bordered card, the search form's labels,
 * reload as the only tool, 20 rows a page, and sideways scrolling on a phone.
 */
export function consoleTableProps(find: string, clear: string) {
  return {
    size: 'small' as const,
    cardBordered: true,
    search: { labelWidth: 'auto' as const, searchText: find, resetText: clear },
    options: { density: false, setting: false, reload: true },
    pagination: { defaultPageSize: 20, showSizeChanger: true },
    scroll: { x: 'max-content' as const },
  };
}
