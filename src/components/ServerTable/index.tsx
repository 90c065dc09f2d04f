/**
 * A table paged and filtered by the server: ProTable with `request`. `load` receives the page,
 * the page size and the values of the columns' search fields (a `valueEnum` radio or segmented
 * choice, a `dateRange` through its `search.transform`); a value that is empty or 'all' is left
 * out of the query. Changing `params` (a reload after a change elsewhere) or a filter starts again
 * at page 1; the language is part of the params, so a switch reloads the rows in it.
 * A failed load shows `renderError(error, retry)` where the rows were; the filters stay usable.
 * With a search form, the table is drawn once the form's code is there (a skeleton holds the
 * place until then), so the form never appears above rows already drawn; likewise the style
 * code of the table, its pager, spinner and empty state where the page's static stylesheet
 * lacks them (each would otherwise appear a moment after the rest).
 * When the page knows how many rows the first answer brings (`expectedRows`, from an answer
 * it already has), the table keeps their place and the pager's until that answer comes, so
 * nothing below it moves when the rows arrive (`placeStyle`).
 */
import { useIntl } from '@umijs/max';
import { Empty } from 'antd';
import { ProTable, type ActionType, type ProFormInstance, type ProColumns, type ProTableProps } from '@ant-design/pro-components';
import { useCallback, useImperativeHandle, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useAntdStylesReady } from '@/lib/useAntdStylesReady';
import styles from './index.module.css';
import { searchParts, useSearchPartsReady } from './searchParts';
import TableWaiting, { placeStyle } from './TableWaiting';
import { useDrawnWhole } from './useDrawnWhole';

export interface ServerPage<T> {
  items: T[];
  total: number;
}

export type ServerQuery = { page: number; size: number } & Record<string, string | number>;

export interface ServerTableProps<T extends object> {
  load: (query: ServerQuery) => Promise<ServerPage<T>>;
  columns: ProColumns<T>[];
  rowKey: string;
  /** Row test id (`data-testid` of each row). */
  rowTestId: string;
  /**
   * What an empty answer shows; `filtered` tells whether a filter is set. `emptyText` draws
   * its text in antd's simple Empty (which then loads with the table, not with the page);
   * `empty` draws anything else.
   */
  emptyText?: (filtered: boolean) => ReactNode;
  empty?: (filtered: boolean) => ReactNode;
  renderError: (error: Error, retry: () => void) => ReactNode;
  /** Reloads from page 1 when one of these changes. */
  params?: Record<string, unknown>;
  /** Phone layout: small rows, simple pager, no size changer. */
  compact?: boolean;
  /** "n records" beside the pager (not on a phone). */
  totalText?: (total: number) => ReactNode;
  pageSize?: number;
  /**
   * The search form (`search` of ProTable; the filter fields come from the columns). Its
   * filters apply as soon as they change: there is no search button.
   */
  search?: ProTableProps<T, Record<string, unknown>>['search'] | true;
  /** Pager shown even on one page (false: only from the second page on). */
  alwaysPaginate?: boolean;
  /** `reload()` for a button outside the table. */
  actionRef?: Ref<{ reload: () => void }>;
  className?: string;
  scroll?: ProTableProps<T, Record<string, unknown>>['scroll'];
  size?: 'small' | 'middle';
  testId?: string;
  /**
   * The rows the first answer will show (at most a page), when the page knows it already.
   * Their place is kept at the height the page's CSS gives a row (`--server-table-row-height`
   * on an ancestor), with the pager's below them (`alwaysPaginate`); without it the place is
   * an empty row that grows when the rows come.
   */
  expectedRows?: number;
}

/** antd components a server table draws whose style code may load on demand (src/lib/lazyAntdStyle.tsx); the pager's size select only on a wide screen. */
const TABLE_STYLES = ['table', 'pagination', 'spin', 'empty', 'select'] as const;

const isSet = (key: string, value: unknown) => !key.startsWith('_') && value !== undefined && value !== null && value !== '' && value !== 'all';

export default function ServerTable<T extends object>(props: ServerTableProps<T>) {
  const { load, compact = false, pageSize = 10 } = props;
  const intl = useIntl();
  const action = useRef<ActionType>();
  const form = useRef<ProFormInstance>();
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  const [filtered, setFiltered] = useState(false);
  const [answered, setAnswered] = useState(false);
  const retry = useCallback(() => void action.current?.reload(), []);
  useImperativeHandle(props.actionRef, () => ({ reload: retry }), [retry]);
  const formReady = useSearchPartsReady(searchParts(props.search, props.columns));
  const styled = useAntdStylesReady(TABLE_STYLES, (style) => style !== 'select' || !compact);
  const drawn = useRef<HTMLDivElement>(null);
  const whole = useDrawnWhole(drawn, formReady && styled.ready);

  const request = async ({ current = 1, pageSize: size = pageSize, ...rest }: Record<string, unknown> & { current?: number; pageSize?: number }) => {
    const filters = Object.fromEntries(Object.entries(rest).filter(([key, value]) => isSet(key, value))) as Record<string, string | number>;
    setFiltered(Object.keys(filters).length > 0);
    try {
      const page = await load({ page: current, size, ...filters });
      setError(null);
      return { data: page.items, total: page.total, success: true };
    } catch (e) {
      setError(e as Error);
      return { data: [], total: 0, success: true };
    } finally {
      setAnswered(true);
    }
  };

  const empty = () => (props.emptyText ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText(filtered)} /> : props.empty?.(filtered));
  // Extra params are namespaced with '_' so they reach no query.
  const params = Object.fromEntries(Object.entries({ locale: intl.locale, ...props.params }).map(([k, v]) => [`_${k}`, v]));
  const place = placeStyle(props.expectedRows, Boolean(props.alwaysPaginate));
  const waiting = <TableWaiting testId={`${props.rowTestId}-waiting`} place={place} />;
  if (!formReady || !styled.ready) {
    return (
      <>
        {waiting}
        {styled.probe}
      </>
    );
  }
  // Drawn off the page, under the skeleton, until whole (useDrawnWhole); the place kept for
  // the expected rows until the first answer.
  const keep = answered ? undefined : place;
  return (
    <div className={whole ? undefined : styles.offstage}>
      {whole ? null : waiting}
      <div
        ref={drawn}
        className={[!whole && styles.drawing, keep && styles.place].filter(Boolean).join(' ') || undefined}
        style={keep}
        aria-hidden={whole ? undefined : true}
      >
        <ProTable<T>
          rowKey={props.rowKey}
          columns={props.columns}
          request={request}
          params={params}
          actionRef={action}
          onLoadingChange={(l) => setLoading(Boolean(l))}
          search={props.search ? { labelWidth: 0, optionRender: false, collapsed: false, collapseRender: false, ...(props.search === true ? {} : props.search) } : false}
          formRef={form}
          form={{ onValuesChange: () => form.current?.submit() }}
          options={false}
          cardProps={false}
          toolBarRender={false}
          size={props.size ?? (compact ? 'small' : 'middle')}
          tableLayout={compact ? 'fixed' : undefined}
          scroll={props.scroll}
          className={props.className ? `${styles.table} ${props.className}` : styles.table}
          data-testid={props.testId}
          onRow={() => ({ 'data-testid': props.rowTestId }) as HTMLAttributes<HTMLElement>}
          pagination={{
            defaultPageSize: pageSize,
            showSizeChanger: !compact,
            simple: compact,
            hideOnSinglePage: !props.alwaysPaginate,
            showTotal: compact || !props.totalText ? undefined : props.totalText,
          }}
          locale={{
            emptyText: error && !loading ? props.renderError(error, retry) : loading ? ' ' : empty(),
          }}
        />
      </div>
    </div>
  );
}
