/**
 * "My orders" (login; a Drawer loaded lazily by the page, also opened by /shop?orders=1):
 * purchases, gifts sent and gifts received with their delivery status, newest first, a page
 * at a time.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Drawer, Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CloseOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { useState } from 'react';
import { fetchOrders, type ShopOrder, type ShopOrderFilter } from '@/services/shop';
import ShopPicture from '../components/ShopPicture';
import CurrencyTag from '../components/CurrencyTag';
import { shownOnPage } from '../shopState';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { useT } from '@/lib/useT';
import styles from '../dialogs.module.css';

const FILTERS: ShopOrderFilter[] = ['all', 'purchase', 'gift_sent', 'gift_received'];
export const ORDERS_PAGE_SIZE = 10;

export interface MyOrdersProps {
  open: boolean;
  onClose: () => void;
}

export function OrdersTable({ orders, total, page, loading, onPage }: { orders: ShopOrder[]; total: number; page: number; loading?: boolean; onPage: (p: number) => void }) {
  const t = useT();
  const columns: ColumnsType<ShopOrder> = [
    {
      key: 'item',
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
      title: t('shop.orders.columns.price'),
      render: (_, o) => (o.type === 'gift_received' ? '—' : <CurrencyTag currency={o.currency} amount={o.price} />),
    },
    {
      key: 'character',
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
      title: t('shop.orders.columns.status'),
      render: (_, o) => (
        <span className={o.status === 'delivered' ? styles.statusDelivered : styles.statusPending} data-testid="shop-order-status">
          {t(`shop.orders.status.${o.status}`)}
        </span>
      ),
    },
    { key: 'date', title: t('shop.orders.columns.date'), dataIndex: 'createdAt', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v.slice(0, 16)}</span> },
  ];
  return (
    <Table<ShopOrder>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={orders}
      loading={loading}
      scroll={{ x: 620 }}
      locale={{ emptyText: <span className={styles.emptyHint} data-testid="shop-orders-empty">{t('shop.orders.empty')}</span> }}
      pagination={total > ORDERS_PAGE_SIZE ? { current: page, pageSize: ORDERS_PAGE_SIZE, total, onChange: onPage, showSizeChanger: false } : false}
      data-testid="shop-orders-table"
    />
  );
}

export default function MyOrders({ open, onClose }: MyOrdersProps) {
  const intl = useIntl();
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const [type, setType] = useState<ShopOrderFilter>('all');
  const [page, setPage] = useState(1);
  const { data, loading, error, refresh } = useRequest(() => fetchOrders({ type, page, size: ORDERS_PAGE_SIZE }), {
    ready: open,
    refreshDeps: [type, page, open, intl.locale],
    onError: shownOnPage,
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('shop.orders.title')}
      width={phone ? '100%' : 760}
      closeIcon={<CloseOutlined aria-label={t('shop.detail.close')} />}
      data-testid="shop-orders"
    >
      <div className={styles.ordersTypes}>
        <Segmented<ShopOrderFilter>
          aria-label={t('shop.orders.columns.type')}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          options={FILTERS.map((f) => ({ value: f, label: t(`shop.orders.types.${f}`) }))}
          data-testid="shop-orders-type"
        />
      </div>
      {error && !loading ? (
        <Alert
          type="error"
          showIcon
          message={t('shop.orders.loadFailed')}
          action={
            <Button size="small" onClick={refresh} data-testid="shop-orders-retry">
              {t('shop.orders.retry')}
            </Button>
          }
        />
      ) : (
        <OrdersTable orders={data?.items ?? []} total={data?.total ?? 0} page={page} loading={loading} onPage={setPage} />
      )}
    </Drawer>
  );
}
