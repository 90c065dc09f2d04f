import type { Meta, StoryObj } from '@storybook/react-vite';
import { CharacterRankTable, GuildRankTable } from './RankTable';
import { sampleCharacters, sampleGuilds } from './fixtures';

const meta: Meta<typeof CharacterRankTable> = {
  title: 'Ranking/RankTable',
  component: CharacterRankTable,
  args: {
    tab: 'level',
    items: sampleCharacters,
    page: 1,
    size: 10,
    total: 137,
    loading: false,
    compact: false,
    onPageChange: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof CharacterRankTable>;

export const Level: Story = {};
export const FamePage3: Story = { args: { tab: 'fame', page: 3 } };
export const Compact390: Story = { args: { compact: true, tab: 'quest' }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
/** Another page loading: the veil over the rows shown. */
export const Loading: Story = { args: { loading: true } };
/** The first rows on their way: placeholder rows, not the empty answer. */
export const FirstLoad: Story = { args: { loading: true, items: [], total: 0 } };
export const Empty: Story = { args: { items: [], total: 0 } };

export const Guilds: StoryObj<typeof GuildRankTable> = {
  render: (args) => <GuildRankTable {...args} />,
  args: { items: sampleGuilds, page: 1, size: 10, total: 5, loading: false, compact: false, onPageChange: () => undefined },
};
export const GuildsCompact: StoryObj<typeof GuildRankTable> = {
  render: (args) => <GuildRankTable {...args} />,
  args: { items: sampleGuilds, page: 1, size: 10, total: 5, loading: false, compact: true, onPageChange: () => undefined },
};
