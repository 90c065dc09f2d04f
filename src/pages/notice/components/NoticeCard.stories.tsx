import type { Meta, StoryObj } from '@storybook/react-vite';
import NoticeCard from './NoticeCard';
import { sampleNotices } from './fixtures';

const meta: Meta<typeof NoticeCard> = {
  title: 'Notice/NoticeCard',
  component: NoticeCard,
  args: { notice: sampleNotices[0], listUrl: '/notice' },
  decorators: [(Story) => <div style={{ maxWidth: 920 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof NoticeCard>;

export const PinnedImportant: Story = {};
export const Maintenance: Story = { args: { notice: sampleNotices[1] } };
export const Event: Story = { args: { notice: sampleNotices[2] } };
export const Guide: Story = { args: { notice: sampleNotices[3] } };
export const List: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 14, maxWidth: 920 }}>
      {sampleNotices.map((n) => (
        <NoticeCard key={n.id} notice={n} listUrl="/notice" />
      ))}
    </div>
  ),
};
