/**
 * The catalogue: server-side paging, filters (name or id, category, on sale) and sorting
 * (order, price); each row is edited in place (price, currency, stock, per-account limit,
 * sale window, on sale, order) and saved through the password check. A save says what the
 * operator was looking at (price, currency, stock): when a purchase or another operator
 * changed the entry meanwhile the server refuses it, and the table reloads.
 */
import { useRef, useState, type Key } from 'react';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { isApiError } from '@/services/client';
import {
  ADMIN_SHOP_CHANGED,
  fetchShopItems,
  removeShopItem,
  SHOP_CATEGORIES,
  SHOP_CURRENCIES,
  updateShopItem,
  type AdminShopItemRow,
} from '@/services/admin-shop';
import { useGuarded } from '../components/Reauth';
import { toastError } from '../components/toastError';
import { formatTime } from '../components/time';
import { consoleTable } from '../components/tableProps';
import ShopPicture from '@/pages/shop/components/ShopPicture';
import AddItemDrawer from './AddItemDrawer';
import RowActions, { linkButton } from './RowActions';
import ConsoleTable from '../components/ConsoleTable';

type Filters = { q?: string; category?: string; visibility?: 'on' | 'off' };
type Edited = AdminShopItemRow & { saleStart: unknown; saleEnd: unknown };

const isoOf = (v: unknown): string | null => (v ? dayjs(v as string).toISOString() : null);
const numberOrNull = (v: unknown): number | null => (v === undefined || v === null || v === '' ? null : Number(v));

export default function CatalogueTable() {
  const t = useT('admin.shop');
  const guarded = useGuarded();
  const table = useRef<ActionType>();
  const [editing, setEditing] = useState<Key[]>([]);
  const currencies = Object.fromEntries(SHOP_CURRENCIES.map((c) => [c, { text: t(`currencyName.${c}`) }]));

  const save = async (row: Edited, origin: AdminShopItemRow) => {
    try {
      await guarded(() =>
        updateShopItem(origin.id, {
          price: Number(row.price),
          currency: row.currency,
          stock: numberOrNull(row.stock),
          limitPerAccount: numberOrNull(row.limitPerAccount),
          saleStart: isoOf(row.saleStart),
          saleEnd: isoOf(row.saleEnd),
          onSale: Boolean(row.onSale),
          order: Number(row.order ?? 0),
          seen: { price: origin.price, currency: origin.currency, stock: origin.stock },
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.code === ADMIN_SHOP_CHANGED) {
        toast.error(t('changed'));
        setEditing([]);
        table.current?.reload();
      } else toastError(error, t('failed'));
      throw error;
    }
    toast.success(t('saved'));
    table.current?.reload();
  };

  const remove = async (id: number) => {
    try {
      await guarded(() => removeShopItem(id));
      toast.success(t('removed'));
      table.current?.reload();
    } catch (error) {
      toastError(error, t('failed'));
    }
  };

  const columns: ProColumns<AdminShopItemRow>[] = [
    {
      title: t('item'),
      dataIndex: 'name',
      search: false,
      editable: false,
      render: (_, row) => (
        <span className="admin-shop-item" data-testid={`admin-shop-item-${row.id}`}>
          <ShopPicture src={row.icon} category={row.category} />
          <span>{row.name}</span>
        </span>
      ),
    },
    { title: 'ID', dataIndex: 'id', width: 64, search: false, editable: false, responsive: ['md'] },
    { title: t('category'), dataIndex: 'category', valueType: 'select', valueEnum: Object.fromEntries(SHOP_CATEGORIES.map((c) => [c, { text: c }])), editable: false, responsive: ['lg'] },
    {
      title: t('price'),
      dataIndex: 'price',
      valueType: 'digit',
      sorter: true,
      search: false,
      fieldProps: (_form: unknown, config: { rowKey?: Key }) => ({ min: 0, precision: 0, 'data-testid': `admin-shop-price-${config?.rowKey ?? ''}` }),
      formItemProps: { rules: [{ required: true, message: t('priceRequired') }] },
      render: (_, row) => <strong data-testid={`admin-shop-price-shown-${row.id}`}>{row.price.toLocaleString()}</strong>,
    },
    { title: t('currency'), dataIndex: 'currency', valueType: 'select', valueEnum: currencies, search: false, fieldProps: { allowClear: false } },
    {
      title: t('stock'),
      dataIndex: 'stock',
      valueType: 'digit',
      search: false,
      fieldProps: { min: 0, precision: 0, placeholder: t('unlimited') },
      render: (_, row) => (row.stock === null ? t('unlimited') : row.stock.toLocaleString()),
    },
    {
      title: t('limit'),
      dataIndex: 'limitPerAccount',
      valueType: 'digit',
      search: false,
      responsive: ['md'],
      fieldProps: { min: 1, precision: 0, placeholder: t('noLimit') },
      render: (_, row) => (row.limitPerAccount === null ? t('noLimit') : row.limitPerAccount),
    },
    { title: t('saleStart'), dataIndex: 'saleStart', valueType: 'dateTime', search: false, responsive: ['xl'], render: (_, row) => formatTime(row.saleStart) },
    {
      title: t('saleEnd'),
      dataIndex: 'saleEnd',
      valueType: 'dateTime',
      search: false,
      responsive: ['xl'],
      render: (_, row) => formatTime(row.saleEnd),
      formItemProps: (form, config) => ({
        rules: [
          {
            validator: async (_rule: unknown, end: unknown) => {
              const start = form.getFieldValue([config.rowKey as string, 'saleStart']);
              if (start && end && !dayjs(end as string).isAfter(dayjs(start as string))) throw new Error(t('windowOrder'));
            },
          },
        ],
      }),
    },
    { title: t('visibility'), dataIndex: 'onSale', valueType: 'switch', search: false, responsive: ['sm'], render: (_, row) => (row.onSale ? t('onSale') : t('offSale')) },
    { title: t('search'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: t('searchHint') } },
    { title: t('visibility'), dataIndex: 'visibility', hideInTable: true, valueType: 'select', valueEnum: { on: { text: t('onSale') }, off: { text: t('offSale') } } },
    { title: t('order'), dataIndex: 'order', valueType: 'digit', sorter: true, search: false, responsive: ['lg'], fieldProps: { precision: 0 } },
    { title: t('sold'), dataIndex: 'sold', search: false, editable: false, responsive: ['lg'] },
    {
      title: t('state'),
      key: 'state',
      search: false,
      editable: false,
      render: (_, row) => <Tag color={row.unavailableReason ? 'default' : 'green'}>{t(`reason.${row.unavailableReason ?? 'available'}`)}</Tag>,
    },
    {
      title: t('actions'),
      valueType: 'option',
      fixed: 'right',
      render: (_, row, _i, action) => (
        <RowActions
          edit={linkButton(t('edit'), `admin-shop-edit-${row.id}`, () => action?.startEditable?.(row.id))}
          confirm={t('removeConfirm')}
          onRemove={() => remove(row.id)}
          removeTestId={`admin-shop-remove-${row.id}`}
        />
      ),
    },
  ];

  return (
    <ConsoleTable<AdminShopItemRow, Filters>
      rowKey="id"
      actionRef={table}
      columns={columns}
      {...consoleTable(t('find'), t('clear'))}
      toolBarRender={() => [<AddItemDrawer key="add" onAdded={() => table.current?.reload()} />]}
      editable={{
        type: 'single',
        editableKeys: editing,
        onChange: setEditing,
        onSave: async (_key, row, origin) => save(row as Edited, origin as AdminShopItemRow),
        actionRender: (row, _config, dom) => [
          <span key="save" data-testid={`admin-shop-save-${row.id}`}>
            {dom.save}
          </span>,
          <span key="cancel">{dom.cancel}</span>,
        ],
        saveText: t('save'),
        cancelText: t('cancel'),
      }}
      request={async (params, sort) => {
        const [key, direction] = (Object.entries(sort)[0] ?? []) as [string | undefined, string | undefined];
        const page = await fetchShopItems({
          q: params.q?.trim() || undefined,
          category: params.category as never,
          onSale: params.visibility === 'on' ? true : params.visibility === 'off' ? false : undefined,
          page: params.current,
          size: params.pageSize,
          sort: key === 'price' ? 'price' : key === 'order' ? 'order' : undefined,
          order: direction === 'descend' ? 'desc' : direction === 'ascend' ? 'asc' : undefined,
        });
        return { data: page.items, total: page.total, success: true };
      }}
    />
  );
}
