import type { Meta, StoryObj } from '@storybook/react';
import CardBatchResult from './CardBatchResult';
import CardState from './CardState';

const csv = 'code,days,expires_at_utc,batch\n"Q7RT-ZK4M-8WHN-P2XC","30","2026-12-31 16:00:00","launch"\n"H3NV-6TYA-9KDS-E5MB","30","2026-12-31 16:00:00","launch"\n';

/** The console's new-card batch (codes shown once, CSV download) and the card states of the list. */
const meta: Meta<typeof CardBatchResult> = {
  title: 'Console/Cards and billing/New batch',
  component: CardBatchResult,
  args: {
    batch: {
      batch: 'launch',
      plan: 'MONTH',
      days: 30,
      count: 2,
      expiresAt: '2026-12-31T16:00:00Z',
      codes: ['Q7RT-ZK4M-8WHN-P2XC', 'H3NV-6TYA-9KDS-E5MB'],
      csv,
      auditId: 12,
    },
    onClose: () => {},
  },
  // The dialog opens over a console-like page.
  render: (args) => (
    <div style={{ minHeight: 560, background: '#f3f4fa' }}>
      <CardBatchResult {...args} />
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof CardBatchResult>;

export const NewBatch: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
export const NeverExpires: Story = { args: { batch: { ...meta.args!.batch!, expiresAt: null } } };

const card = { id: 1, code: 'Q7RT-ZK4M-8WHN-P2XC', days: 30, plan: 'MONTH' as const, batch: 'launch', note: null, createdAt: '2026-11-01T03:00:00Z', expiresAt: null, usedAt: null, usedBy: null, voidedAt: null };
/** Every state a card row shows; a used card says by whom and when. */
export const CardStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, padding: 24 }}>
      <CardState card={{ ...card, state: 'unused' }} />
      <CardState card={{ ...card, state: 'used', usedAt: '2026-11-20T10:00:00Z', usedBy: { id: 7, name: 'demo01' } }} />
      <CardState card={{ ...card, state: 'expired', expiresAt: '2026-11-10T16:00:00Z' }} />
      <CardState card={{ ...card, state: 'void', voidedAt: '2026-11-21T09:00:00Z' }} />
    </div>
  ),
};
