/**
 * The shop's orders, newest first, by account name and item: who paid what for which item,
 * for which character, and where the delivery is (still in the game's gift box, collected,
 * or a site good issued at once).
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useT } from '@/lib/useT';
import { fetchShopOrders, type AdminShopOrderRow } from '@/services/admin-shop';
import { formatTime } from '../components/time';
import { consoleTable } from '../components/tableProps';
import ConsoleTable from '../components/ConsoleTable';

const DELIVERY_COLOR = { waiting: 'gold', collected: 'green', issued: 'blue' } as const;

export default function OrdersTable() {
  const t = useT('admin.shop.orders');
  const common = useT('admin.shop');
  const columns: ProColumns<AdminShopOrderRow & { account?: string; item?: string }>[] = [
    { title: t('account'), dataIndex: 'account', hideInTable: true, fieldProps: { placeholder: t('accountHint') } },
    { title: t('item'), dataIndex: 'item', hideInTable: true, fieldProps: { placeholder: t('itemHint') } },
    { title: 'ID', dataIndex: 'id', width: 64, search: false },
    { title: t('when'), dataIndex: 'createdAt', search: false, render: (_, o) => formatTime(o.createdAt), responsive: ['sm'] },
    { title: t('account'), dataIndex: 'accountName', search: false },
    { title: t('item'), dataIndex: 'name', search: false, render: (_, o) => <span data-testid={`admin-shop-order-${o.id}`}>{o.name}</span> },
    { title: t('type'), dataIndex: 'type', search: false, render: (_, o) => t(o.type), responsive: ['md'] },
    { title: t('receiver'), dataIndex: 'characterName', search: false, responsive: ['md'] },
    { title: t('quantity'), dataIndex: 'quantity', search: false, responsive: ['lg'] },
    { title: t('paid'), dataIndex: 'priceTotal', search: false, render: (_, o) => `${o.priceTotal.toLocaleString()} ${common(`currencyName.${o.currency}`)}`, responsive: ['sm'] },
    { title: t('delivery'), dataIndex: 'delivery', search: false, render: (_, o) => <Tag color={DELIVERY_COLOR[o.delivery]}>{t(o.delivery)}</Tag> },
  ];
  return (
    <ConsoleTable<AdminShopOrderRow & { account?: string; item?: string }, { account?: string; item?: string }>
      rowKey="id"
      columns={columns}
      {...consoleTable(common('find'), common('clear'))}
      request={async (params) => {
        const page = await fetchShopOrders({ account: params.account?.trim() || undefined, item: params.item?.trim() || undefined, page: params.current, size: params.pageSize });
        return { data: page.items, total: page.total, success: true };
      }}
    />
  );
}
