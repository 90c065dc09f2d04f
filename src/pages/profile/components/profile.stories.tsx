/** Stories of the profile's sections, drawn from sample data (no API). */
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import type { InventoryTab } from '@/services/profile';
import AccountCard from './AccountCard';
import ChangePasswordDialog from './ChangePasswordDialog';
import CheckInCard from './CheckInCard';
import { CharactersView } from './CharactersSection';
import CharacterStatCard from './CharacterStatCard';
import Currencies from './Currencies';
import EquipmentWindow from './EquipmentWindow';
import Inventory from './Inventory';
import { OverviewView } from './OverviewSection';
import QuickActions from './QuickActions';
import ShareCard from './ShareCard';
import NoCharacters from './NoCharacters';
import { SectionError, SectionLoading } from './States';
import UnlockDialog from './UnlockDialog';
import { sampleAccount, sampleCharacters, sampleCheckIn, sampleItems } from './fixtures';

const meta: Meta = {
  title: 'Profile/Sections',
  decorators: [
    (Story, ctx) => (
      <div style={{ maxWidth: ctx.parameters.width ?? 1200, padding: 16, background: '#fbf7f0' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj;

const resolved = async () => undefined;
const never = () => new Promise<never>(() => {});

export const Overview: Story = {
  render: () => <OverviewView account={sampleAccount} characters={sampleCharacters} checkin={sampleCheckIn} onCheckIn={resolved} />,
};
export const OverviewEnglish: Story = { ...Overview, globals: { locale: 'en-US' } };
export const OverviewBannedAdminOnline: Story = {
  render: () => (
    <AccountCard account={{ ...sampleAccount, status: ['banned', 'admin', 'online'], banReason: 'Hacking', email: null, nickname: null }} />
  ),
  parameters: { width: 420 },
};
export const Account: Story = { render: () => <AccountCard account={sampleAccount} />, parameters: { width: 420 } };
export const CurrencyTiles: Story = { render: () => <Currencies currencies={sampleAccount.currencies} />, parameters: { width: 760 } };
export const Actions: Story = { render: () => <QuickActions />, parameters: { width: 760 } };
export const CheckIn: Story = {
  render: () => <CheckInCard status={sampleCheckIn} characters={sampleCharacters} onCheckIn={resolved} />,
};
export const CheckInDone: Story = {
  render: () => <CheckInCard status={{ ...sampleCheckIn, checkedInToday: true, streak: 4 }} characters={sampleCharacters} onCheckIn={resolved} initialCharacter={1} />,
  globals: { locale: 'en-US' },
};
export const CheckInLoading: Story = { render: () => <SectionLoading testId="checkin-loading" /> };
export const LoadError: Story = { render: () => <SectionError onRetry={() => undefined} /> };

function CharactersStory({ selected: initial }: { selected: number | null }) {
  const [selected, setSelected] = useState<number | null>(initial);
  const [bag, setBag] = useState<InventoryTab>('equip');
  return <CharactersView characters={sampleCharacters} selected={selected} onSelect={setSelected} items={sampleItems} bag={bag} onBagChange={setBag} />;
}
export const Characters: Story = { render: () => <CharactersStory selected={null} /> };
export const CharacterOpened: Story = { render: () => <CharactersStory selected={1} /> };
export const CharacterOpenedEnglish: Story = { render: () => <CharactersStory selected={1} />, globals: { locale: 'en-US' } };
export const CharacterItemsLoading: Story = {
  render: () => (
    <CharactersView characters={sampleCharacters} selected={1} onSelect={() => undefined} items={null} bag="equip" onBagChange={() => undefined} />
  ),
};
export const NoCharactersYet: Story = { render: () => <NoCharacters /> };
export const CharacterCard: Story = { render: () => <CharacterStatCard character={sampleCharacters[0]} selected />, parameters: { width: 380 } };
export const CharacterCardNoAvatar: Story = { render: () => <CharacterStatCard character={sampleCharacters[2]} />, parameters: { width: 380 } };
export const Share: Story = { render: () => <ShareCard character={sampleCharacters[0]} />, parameters: { width: 320 } };
export const Equipment: Story = { render: () => <EquipmentWindow equipped={sampleItems.equipped} name="MapleHero" />, parameters: { width: 340 } };
export const EquipmentCash: Story = {
  render: () => <EquipmentWindow equipped={sampleItems.equipped} name="MapleHero" initialPage="cash" />,
  parameters: { width: 340 },
};
export const EquipmentEmpty: Story = { render: () => <EquipmentWindow equipped={[]} />, parameters: { width: 340 }, globals: { locale: 'en-US' } };

function InventoryStory({ tab: initial }: { tab: InventoryTab }) {
  const [tab, setTab] = useState<InventoryTab>(initial);
  return <Inventory inventory={sampleItems.inventory} slots={sampleItems.slots} tab={tab} onTabChange={setTab} />;
}
export const InventoryEquip: Story = { render: () => <InventoryStory tab="equip" />, parameters: { width: 300 } };
export const InventoryUse: Story = { render: () => <InventoryStory tab="use" />, parameters: { width: 300 } };
export const InventoryCash: Story = { render: () => <InventoryStory tab="cash" />, parameters: { width: 300 }, globals: { locale: 'en-US' } };

export const UnlockMethod1: Story = {
  render: () => <UnlockDialog open onClose={() => undefined} characters={sampleCharacters} onSubmit={never} />,
};
export const UnlockMethod2: Story = {
  render: () => <UnlockDialog open onClose={() => undefined} characters={sampleCharacters} onSubmit={never} initialMethod={2} />,
  globals: { locale: 'en-US' },
};
export const ChangePassword: Story = {
  render: () => (
    <ChangePasswordDialog open onClose={() => undefined} onSubmit={never} humanCheckConfig={{ provider: 'altcha', challengeUrl: '/api/v1/auth/altcha-challenge' }} />
  ),
};
