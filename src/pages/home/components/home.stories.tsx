/** Stories of the home page's sections. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { loggedInAuth } from '../../../../.storybook/models';
import type { CharacterRankItem } from '@/services/ranking';
import type { GameStatus } from '@/services/status';
import Features from './Features';
import Hero from './Hero';
import ServerStatusCard from './ServerStatusCard';
import StartSteps from './StartSteps';
import { TopRankingView } from './TopRanking';


const online: GameStatus = {
  isOnline: true,
  state: 'online',
  status: '正常',
  onlinePlayers: 1284,
  invite: false,
  expRate: 2,
  mesoRate: 2.5,
  dropRate: 1,
  bossRate: 2.5,
  serverTime: '2026-11-21 20:15:00',
  version: '1.1.0',
  uptime: 12 * 86400 + 5 * 3600 + 42 * 60,
  events: [
    { title: '黑暗降臨', description: '怪物數量 3 倍，持續到 21:30' },
    { title: '週末雙倍經驗', description: '週六、週日全天經驗 2 倍' },
  ],
};

const JOBS = [112, 212, 322, 412, 522, 2112, 132, 232, 312, 0];
export const sampleTop: CharacterRankItem[] = JOBS.map((job, i) => ({
  id: i + 1,
  rank: i + 1,
  name: ['Aurora', 'Blaze', 'Cirrus', 'Dusk', 'Ember', 'Frost', 'Gale', 'Halo', 'Iris', 'Juno'][i],
  job,
  jobName: '',
  level: 200 - i * 7,
  exp: 0,
  fame: 100 - i,
  quest_count: 0,
  monster_book: 0,
  avatar: '',
  guild: i % 3 === 0 ? { guild_id: 1, name: 'Maplers', logo: 0, logo_color: 0, logo_bg: 0, logo_bg_color: 0, alliance_name: null } : null,
  value: 200 - i * 7,
  type: 'level',
}));

const meta: Meta = {
  title: 'Home/Sections',
  decorators: [
    (Story, ctx) => (
      <div style={{ maxWidth: ctx.parameters.width ?? 'none', padding: ctx.parameters.width ? 16 : 0 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj;

export const HeroGuest: Story = { render: () => <Hero /> };
export const HeroLoggedIn: Story = { render: () => <Hero />, parameters: { umi: { models: { auth: loggedInAuth } } } };

export const StatusOnline: Story = {
  render: () => <ServerStatusCard status={online} loading={false} error={false} onRetry={() => {}} />,
  parameters: { width: 480 },
};
export const StatusOffline: Story = {
  render: () => (
    <ServerStatusCard
      status={{ ...online, isOnline: false, state: 'offline', status: '離線', onlinePlayers: 0, uptime: null, events: [] }}
      loading={false}
      error={false}
    />
  ),
  parameters: { width: 480 },
};
export const StatusMaintenance: Story = {
  render: () => (
    <ServerStatusCard status={{ ...online, isOnline: false, state: 'maintenance', status: '維護中', onlinePlayers: 0, events: [] }} loading={false} error={false} />
  ),
  parameters: { width: 480 },
};
export const StatusLoading: Story = {
  render: () => <ServerStatusCard status={null} loading error={false} />,
  parameters: { width: 480 },
};
export const StatusError: Story = {
  render: () => <ServerStatusCard status={null} loading={false} error onRetry={() => {}} />,
  parameters: { width: 480 },
};

export const TopTen: Story = {
  render: () => <TopRankingView items={sampleTop} loading={false} error={false} />,
  parameters: { width: 760 },
};
export const TopTenLoading: Story = {
  render: () => <TopRankingView items={null} loading error={false} />,
  parameters: { width: 760 },
};
export const TopTenEmpty: Story = {
  render: () => <TopRankingView items={[]} loading={false} error={false} />,
  parameters: { width: 760 },
};
export const TopTenError: Story = {
  render: () => <TopRankingView items={null} loading={false} error onRetry={() => {}} />,
  parameters: { width: 760 },
};

export const FeatureGrid: Story = { render: () => <Features />, parameters: { width: 1200 } };
export const ThreeSteps: Story = { render: () => <StartSteps />, parameters: { width: 1200 } };
