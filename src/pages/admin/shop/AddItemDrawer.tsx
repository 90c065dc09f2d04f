/**
 * Adds a game item to the shop: search the game data library by name or id, pick the item,
 * then one of its cash-shop serial numbers (the game delivers by it from the gift box; an
 * item without one cannot be sold), then the price and the rest. Through the password check.
 */
import { useState } from 'react';
import { DrawerForm, ProFormDigit, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Button, Form } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { addShopItem, searchShopLibrary, SHOP_CURRENCIES, type AdminShopLibraryItem } from '@/services/admin-shop';
import { useGuarded } from '../components/Reauth';
import { toastError } from '../components/toastError';

interface Values {
  itemId: number;
  sn?: number;
  price: number;
  currency: string;
  stock?: number | null;
  limitPerAccount?: number | null;
  onSale: boolean;
}

export default function AddItemDrawer({ onAdded }: { onAdded: () => void }) {
  const t = useT('admin.shop');
  const guarded = useGuarded();
  const [form] = Form.useForm<Values>();
  const [found, setFound] = useState<AdminShopLibraryItem[]>([]);
  const itemId = Form.useWatch('itemId', form);
  const picked = found.find((i) => i.itemId === itemId);

  return (
    <DrawerForm<Values>
      form={form}
      title={t('add.title')}
      width={420}
      drawerProps={{ destroyOnHidden: true }}
      initialValues={{ currency: 'nx_credit', onSale: true }}
      submitter={{ searchConfig: { submitText: t('add.submit') } }}
      trigger={
        <Button type="primary" icon={<PlusOutlined />} data-testid="admin-shop-add">
          {t('add.button')}
        </Button>
      }
      onFinish={async (v) => {
        try {
          await guarded(() =>
            addShopItem({
              itemId: v.itemId,
              sn: v.sn,
              price: v.price,
              currency: v.currency as never,
              stock: v.stock ?? null,
              limitPerAccount: v.limitPerAccount ?? null,
              onSale: v.onSale,
            }),
          );
        } catch (error) {
          toastError(error, t('failed'));
          return false;
        }
        toast.success(t('add.added'));
        onAdded();
        return true;
      }}
    >
      <ProFormSelect
        name="itemId"
        label={t('add.library')}
        showSearch
        debounceTime={300}
        placeholder={t('add.libraryHint')}
        rules={[{ required: true, message: t('add.pickItem') }]}
        fieldProps={{ filterOption: false, 'data-testid': 'admin-shop-add-item' } as never}
        request={async ({ keyWords }) => {
          const keyword = String(keyWords ?? '').trim();
          if (!keyword) return [];
          const answer = await searchShopLibrary(keyword);
          setFound(answer.items);
          return answer.items.map((i) => ({ value: i.itemId, label: `${i.name} (${i.itemId})` }));
        }}
      />
      {picked && picked.commodities.length === 0 && <p className="admin-shop-warning">{t('add.noSn')}</p>}
      {picked && picked.commodities.length > 0 && (
        <ProFormSelect
          name="sn"
          label={t('add.sn')}
          tooltip={t('add.snHelp')}
          initialValue={picked.commodities[0].sn}
          options={picked.commodities.map((c) => ({
            value: c.sn,
            label: t('add.snLabel', { sn: c.sn, count: c.count, period: c.period > 0 ? t('add.days', { days: c.period }) : t('add.permanent') }),
          }))}
        />
      )}
      <ProFormDigit name="price" label={t('price')} min={0} fieldProps={{ precision: 0 }} rules={[{ required: true, message: t('priceRequired') }]} />
      <ProFormSelect name="currency" label={t('currency')} allowClear={false} options={SHOP_CURRENCIES.map((c) => ({ value: c, label: t(`currencyName.${c}`) }))} />
      <ProFormDigit name="stock" label={t('stock')} min={0} fieldProps={{ precision: 0, placeholder: t('unlimited') }} />
      <ProFormDigit name="limitPerAccount" label={t('limit')} min={1} fieldProps={{ precision: 0, placeholder: t('noLimit') }} />
      <ProFormSwitch name="onSale" label={t('onSale')} />
    </DrawerForm>
  );
}
