/** Stories of the profile's invites tab, drawn from sample data (no API). */
import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@/services/client';
import { sampleClaims, sampleInvitees, sampleOverview, sampleRewards } from '../billing/fixtures';
import { ApplyCard, CodeList } from './CodesPanel';
import { InvitesView, type InvitesApi } from './InvitesSection';
import RewardsPanel from './RewardsPanel';

const meta: Meta = {
  title: 'Profile/Invites',
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

const never = () => new Promise<never>(() => {});
const api: InvitesApi = {
  overview: async () => sampleOverview,
  apply: async () => sampleOverview.codes[0],
  invitees: async () => sampleInvitees,
  rewards: async () => sampleRewards,
  claims: async () => sampleClaims,
  claim: async () => sampleClaims.items[0],
  sync: async () => ({ synced: 3, syncedAt: '2026-11-25T10:00:00Z', nextSyncAt: '2026-11-25T10:05:00Z', availableRewards: 2 }),
};

export const MyInvites: Story = { render: () => <InvitesView api={api} /> };
export const MyInvitesEnglish: Story = { ...MyInvites, globals: { locale: 'en-US' } };
export const MyInvitesPhone: Story = { ...MyInvites, parameters: { width: 390 } };
export const Rewards: Story = { render: () => <InvitesView api={api} initialTab="rewards" /> };
export const Claims: Story = { render: () => <InvitesView api={api} initialTab="claims" />, globals: { locale: 'en-US' } };
export const Loading: Story = {
  render: () => <InvitesView api={{ ...api, overview: never, rewards: never }} />,
};
export const LoadFailed: Story = {
  render: () => (
    <InvitesView
      api={{
        ...api,
        overview: async () => {
          throw new ApiError(-1, 0, 'Network error');
        },
      }}
    />
  ),
};
export const NoCodes: Story = { render: () => <CodeList codes={[]} />, parameters: { width: 600 } };
export const CanApply: Story = {
  render: () => (
    <ApplyCard overview={{ ...sampleOverview, apply: { ...sampleOverview.apply, bestLevel: 210, canApply: true } }} onApply={async () => undefined} />
  ),
  parameters: { width: 420 },
  globals: { locale: 'en-US' },
};
export const ApplyTooSoon: Story = {
  render: () => (
    <ApplyCard
      overview={{ ...sampleOverview, apply: { ...sampleOverview.apply, bestLevel: 210, nextApplyAt: '2026-12-20T08:00:00Z' } }}
      onApply={async () => undefined}
    />
  ),
  parameters: { width: 420 },
};
export const SyncCoolingDown: Story = {
  render: () => (
    <RewardsPanel
      rewards={{ ...sampleRewards, available: [] }}
      onRetry={() => undefined}
      onClaim={async () => undefined}
      onSync={async () => undefined}
      lastSyncAt="2026-11-25T10:00:00Z"
      syncUntil={Date.now() + 90_000}
    />
  ),
  globals: { locale: 'en-US' },
};
