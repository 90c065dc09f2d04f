import type { Meta, StoryObj } from '@storybook/react-vite';
import { CloudDownloadOutlined, FileProtectOutlined, LikeOutlined } from '@ant-design/icons';
import PageBanner from './index';

const meta: Meta<typeof PageBanner> = {
  title: 'Shared/PageBanner',
  component: PageBanner,
  args: { title: 'Download the game', subtitle: 'Full client v1.1.0: download, extract, update and play.', icon: <CloudDownloadOutlined /> },
};
export default meta;
type Story = StoryObj<typeof PageBanner>;

export const Sunset: Story = {};
export const Forest: Story = { args: { tone: 'forest', title: 'Vote for the server', icon: <LikeOutlined /> } };
export const Night: Story = { args: { tone: 'night', title: 'Terms of Service', subtitle: 'Last updated: November 21, 2026', icon: <FileProtectOutlined /> } };
