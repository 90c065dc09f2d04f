/**
 * The console's ProTable (same props), drawn once the code of its search form, its toolbar and
 * the fields its form shows is there: they load on demand (src/lib/lazyProParts.tsx), and
 * a part draws nothing while its code loads, so the form and the toolbar appeared a moment
 * after the table and pushed it down. A skeleton of rows holds the place until then.
 */
import { ProTable, type ParamsType, type ProTableProps } from '@ant-design/pro-components';
import TableWaiting from '@/components/ServerTable/TableWaiting';
import { searchParts, useSearchPartsReady } from '@/components/ServerTable/searchParts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ProTable's own constraint on a row
export default function ConsoleTable<T extends Record<string, any>, P extends ParamsType = ParamsType>(props: ProTableProps<T, P>) {
  // ProTable draws a search form unless told not to, and a toolbar unless told not to.
  const parts = [...searchParts(props.search !== false, props.columns ?? []), ...(props.toolBarRender === false ? [] : ['table/ToolBar'])];
  const ready = useSearchPartsReady(parts);
  return ready ? <ProTable<T, P> {...props} /> : <TableWaiting testId="console-table-waiting" />;
}
