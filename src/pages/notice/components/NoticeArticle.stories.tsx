import type { Meta, StoryObj } from '@storybook/react-vite';
import NoticeArticle from './NoticeArticle';
import { sampleDetail } from './fixtures';

const meta: Meta<typeof NoticeArticle> = {
  title: 'Notice/NoticeArticle',
  component: NoticeArticle,
  args: { notice: sampleDetail },
  decorators: [(Story) => <div style={{ maxWidth: 920, background: '#f3f4fa', padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof NoticeArticle>;

export const Event: Story = {};
export const Edited: Story = { args: { notice: { ...sampleDetail, updateTime: '2025-02-26 08:00:00' } } };
