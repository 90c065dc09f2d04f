/**
 * "My orders" (login; a Drawer loaded lazily by the page, also opened by /shop?orders=1):
 * purchases, gifts sent and gifts received with their delivery status, newest first, a page
 * at a time: a server table (ProTable with `request`) whose type filter is a `valueEnum`
 * segmented choice in its search form.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Alert, Button, Drawer, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CloseOutlined } from '@ant-design/icons';
import ServerTable from '@/components/ServerTable';
import type { ShopOrder, ShopOrderFilter } from '@/services/shop';
import { fetchOrders } from '@/services/shopOrders';
import ShopPicture from '../components/ShopPicture';
import CurrencyTag from '../components/CurrencyTag';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { useT } from '@/lib/useT';
import styles from '../dialogs.module.css';

const FILTERS: ShopOrderFilter[] = ['all', 'purchase', 'gift_sent', 'gift_received'];
export const ORDERS_PAGE_SIZE = 10;

export interface MyOrdersProps {
  open: boolean;
  onClose: () => void;
}

function useOrderColumns(): ProColumns<ShopOrder>[] {
  const t = useT();
  return [
    {
      key: 'type',
      dataIndex: 'type',
      title: t('shop.orders.columns.type'),
      valueType: 'segmented',
      valueEnum: Object.fromEntries(FILTERS.map((f) => [f, { text: t(`shop.orders.types.${f}`) }])),
      initialValue: 'all',
      hideInTable: true,
      formItemProps: { label: null },
      fieldProps: { 'aria-label': t('shop.orders.columns.type'), 'data-testid': 'shop-orders-type' },
    },
    {
      key: 'item',
      search: false,
      title: t('shop.orders.columns.item'),
      render: (_, o) => (
        <span className={styles.orderItem}>
          <ShopPicture src={o.icon} category="Cash" />
          <span>
            <span className={styles.orderName}>{o.name}</span>
            {o.quantity > 1 && ` × ${o.quantity}`}
            <br />
            <span className={styles.cardNote}>{t(`shop.orders.types.${o.type}`)}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'price',
      search: false,
      title: t('shop.orders.columns.price'),
      render: (_, o) => (o.type === 'gift_received' ? '—' : <CurrencyTag currency={o.currency} amount={o.price} />),
    },
    {
      key: 'character',
      search: false,
      title: t('shop.orders.columns.character'),
      render: (_, o) => (
        <>
          {o.characterName}
          {o.counterpart && (
            <>
              <br />
              <span className={styles.cardNote}>{t(o.type === 'gift_received' ? 'shop.orders.from' : 'shop.orders.to', { name: o.counterpart })}</span>
            </>
          )}
        </>
      ),
    },
    {
      key: 'status',
      search: false,
      title: t('shop.orders.columns.status'),
      render: (_, o) => (
        <span className={o.status === 'delivered' ? styles.statusDelivered : styles.statusPending} data-testid="shop-order-status">
          {t(`shop.orders.status.${o.status}`)}
        </span>
      ),
    },
    { key: 'date', title: t('shop.orders.columns.date'), dataIndex: 'createdAt', search: false, render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{o.createdAt.slice(0, 16)}</span> },
  ];
}

/** The rows of a page of orders (also a story): the columns of the server table, without its paging. */
export function OrdersTable({ orders }: { orders: ShopOrder[] }) {
  const t = useT();
  const columns = useOrderColumns().filter((c) => !c.hideInTable) as ColumnsType<ShopOrder>;
  return <Table<ShopOrder> rowKey="id" size="small" columns={columns} dataSource={orders} scroll={{ x: 620 }} pagination={false} locale={{ emptyText: t('shop.orders.empty') }} />;
}

export default function MyOrders({ open, onClose }: MyOrdersProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const columns = useOrderColumns();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('shop.orders.title')}
      width={phone ? '100%' : 760}
      closeIcon={<CloseOutlined aria-label={t('shop.detail.close')} />}
      data-testid="shop-orders"
    >
      {open && (
        <ServerTable<ShopOrder>
          load={(query) => fetchOrders(query as Parameters<typeof fetchOrders>[0])}
          columns={columns}
          rowKey="id"
          rowTestId="shop-order-row"
          testId="shop-orders-table"
          pageSize={ORDERS_PAGE_SIZE}
          size="small"
          scroll={{ x: 620 }}
          search
          empty={() => <span className={styles.emptyHint} data-testid="shop-orders-empty">{t('shop.orders.empty')}</span>}
          renderError={(_, retry) => (
            <Alert
              type="error"
              showIcon
              message={t('shop.orders.loadFailed')}
              action={
                <Button size="small" onClick={retry} data-testid="shop-orders-retry">
                  {t('shop.orders.retry')}
                </Button>
              }
            />
          )}
        />
      )}
    </Drawer>
  );
}
