/**
 * Shop: the catalogue (edited in place), the carousel's posters with a preview, and the
 * orders with their delivery state; each on its own tab.
 */
import { Tabs } from 'antd';
import { useT } from '@/lib/useT';
import ConsolePage from '../components/ConsolePage';
import CatalogueTable from './CatalogueTable';
import OrdersTable from './OrdersTable';
import PosterTable from './PosterTable';

export default function ShopPage() {
  const t = useT('admin.shop');
  return (
    <ConsolePage title={t('title')} intro={t('intro')}>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'catalogue', label: <span data-testid="admin-shop-tab-catalogue">{t('tabs.catalogue')}</span>, children: <CatalogueTable /> },
          { key: 'posters', label: <span data-testid="admin-shop-tab-posters">{t('tabs.posters')}</span>, children: <PosterTable /> },
          { key: 'orders', label: <span data-testid="admin-shop-tab-orders">{t('tabs.orders')}</span>, children: <OrdersTable /> },
        ]}
      />
    </ConsolePage>
  );
}
