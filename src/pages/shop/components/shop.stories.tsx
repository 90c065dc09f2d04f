import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { loggedInAuth } from '../../../../.storybook/models';
import ItemCard from './ItemCard';
import ShopFilter from './ShopFilter';
import PosterCarousel from './PosterCarousel';
import CurrencyTag from './CurrencyTag';
import BuyDialog from '../dialogs/BuyDialog';
import GiftDialog from '../dialogs/GiftDialog';
import OrderResult from '../dialogs/OrderResult';
import DressingRoom from '../drawers/DressingRoom';
import { OrdersTable } from '../drawers/MyOrders';
import { CURRENCIES } from '../shopState';
import {
  loadSampleCharacters,
  loadSamplePreview,
  sampleBalance,
  sampleCategories,
  sampleCoat,
  sampleHat,
  sampleInviteResult,
  sampleItems,
  sampleOrders,
  samplePosters,
  samplePotion,
  sampleResult,
  sampleRoom,
} from './fixtures';

const meta: Meta = {
  title: 'Shop/Parts',
  decorators: [(Story) => <div style={{ maxWidth: 1200, padding: 16, background: '#f5f1ea' }}>{Story()}</div>],
  parameters: { umi: { path: '/shop', models: { auth: loggedInAuth } } },
};
export default meta;
type Story = StoryObj;

const noop = () => undefined;

export const Cards: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(208px, 1fr))', gap: 14 }}>
      {sampleItems.map((item) => (
        <li key={item.id} style={{ display: 'flex' }}>
          <ItemCard item={item} onBuy={noop} onGift={noop} onDetails={noop} onTryOn={noop} inDressingRoom={item.id === 2} />
        </li>
      ))}
    </ul>
  ),
};

export const Currencies: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {CURRENCIES.map((c) => (
        <CurrencyTag key={c} currency={c} amount={1200} />
      ))}
    </div>
  ),
};

function FilterDemo() {
  const [state, setState] = useState({ keyword: 'hat', category: 'Cap' });
  return (
    <ShopFilter
      keyword={state.keyword}
      category={state.category}
      counts={sampleCategories}
      onSearch={(keyword) => setState((s) => ({ ...s, keyword }))}
      onCategory={(category) => setState((s) => ({ ...s, category }))}
    />
  );
}
export const Filter: Story = { render: () => <FilterDemo /> };

export const Carousel: Story = { render: () => <PosterCarousel posters={samplePosters} /> };

export const BuyDialogStackable: Story = {
  render: () => (
    <div>
      <BuyDialog item={samplePotion} open balance={sampleBalance} onClose={noop} loadCharacters={loadSampleCharacters} />
    </div>
  ),
};
export const BuyDialogNotEnough: Story = {
  render: () => (
    <div>
      <BuyDialog item={{ ...sampleCoat, price: 200000 }} open balance={sampleBalance} onClose={noop} loadCharacters={loadSampleCharacters} />
    </div>
  ),
};
export const GiftDialogForm: Story = {
  render: () => (
    <div>
      <GiftDialog item={sampleHat} open balance={sampleBalance} onClose={noop} />
    </div>
  ),
};
export const OrderDone: Story = { render: () => <OrderResult result={sampleResult} characterName="MapleHero" /> };
export const InviteCodeDone: Story = { render: () => <OrderResult result={sampleInviteResult} /> };

export const DressingRoomDrawer: Story = {
  render: () => (
    <div>
      <DressingRoom open room={sampleRoom} onClose={noop} onRemove={noop} onClear={noop} loadCharacters={loadSampleCharacters} loadPreview={loadSamplePreview} />
    </div>
  ),
};
export const DressingRoomEmpty: Story = {
  render: () => (
    <div>
      <DressingRoom open room={{ capacity: 12, items: [] }} onClose={noop} onRemove={noop} onClear={noop} loadCharacters={loadSampleCharacters} loadPreview={loadSamplePreview} />
    </div>
  ),
};

export const Orders: Story = { render: () => <OrdersTable orders={sampleOrders} /> };
