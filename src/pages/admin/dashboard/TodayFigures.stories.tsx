import type { Meta, StoryObj } from '@storybook/react';
import TodayFigures from './TodayFigures';
import './dashboard.css';

/** The console dashboard's figures for today (the game day so far), players in game first. */
const meta: Meta<typeof TodayFigures> = {
  title: 'Console/Dashboard/Today',
  component: TodayFigures,
  args: { today: { registrations: 12, logins: 140, gameLogins: 97, votes: 61, nxSold: 24_000, cardsRedeemed: 3, checkins: 88 }, online: 183 },
  render: (args) => (
    <div style={{ padding: 16, background: '#f3f4fa' }}>
      <TodayFigures {...args} />
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof TodayFigures>;

export const Busy: Story = {};
export const QuietDay: Story = {
  args: { today: { registrations: 0, logins: 0, gameLogins: 0, votes: 0, nxSold: 0, cardsRedeemed: 0, checkins: 0 }, online: 0 },
};
export const Loading: Story = { args: { today: null, online: null, loading: true } };
export const English: Story = { globals: { locale: 'en-US' } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
