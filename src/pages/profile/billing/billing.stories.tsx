/** Stories of the profile's billing tab, drawn from sample data (no API). */
import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@/services/client';
import BalanceCard from './BalanceCard';
import { BillingView, type BillingApi } from './BillingSection';
import HistoryTable from './HistoryTable';
import RedeemForm from './RedeemForm';
import { sampleHistory, sampleRedeem, sampleSummary } from './fixtures';

const meta: Meta = {
  title: 'Profile/Billing',
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
const api: BillingApi = { summary: async () => sampleSummary, history: sampleHistory, redeem: async () => sampleRedeem };

export const Billing: Story = { render: () => <BillingView api={api} /> };
export const BillingEnglish: Story = { ...Billing, globals: { locale: 'en-US' } };
export const BillingPhone: Story = { ...Billing, parameters: { width: 390 } };
export const Loading: Story = { render: () => <BillingView api={{ summary: never, history: never, redeem: never }} /> };
export const LoadFailed: Story = {
  render: () => {
    const fail = async () => {
      throw new ApiError(-1, 0, 'Network error');
    };
    return <BillingView api={{ summary: fail, history: fail, redeem: fail }} />;
  },
  globals: { locale: 'en-US' },
};
export const NeverSubscribed: Story = {
  render: () => (
    <BalanceCard
      summary={{
        ...sampleSummary,
        balanceDays: 0,
        inTrial: true,
        chargedToday: false,
        lastChargeDate: null,
        subscription: { plan: null, status: 'inactive', startDate: null, endDate: null, remainingDays: 0, totalDays: 0, count: 0 },
      }}
    />
  ),
};
export const Overdrawn: Story = {
  render: () => (
    <BalanceCard summary={{ ...sampleSummary, balanceDays: -3, subscription: { ...sampleSummary.subscription, status: 'expired', remainingDays: 0 } }} />
  ),
  globals: { locale: 'en-US' },
};
export const Redeem: Story = { render: () => <RedeemForm onRedeem={async () => sampleRedeem} />, parameters: { width: 420 } };
export const EmptyHistory: Story = {
  render: () => <HistoryTable load={async (q) => ({ items: [], total: 0, page: q.page ?? 1, size: q.size ?? 10 })} />,
};
