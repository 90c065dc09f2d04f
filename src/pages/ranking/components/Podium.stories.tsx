import type { Meta, StoryObj } from '@storybook/react-vite';
import Podium from './Podium';
import { sampleCharacters, sampleGuilds } from './fixtures';

const meta: Meta<typeof Podium> = {
  title: 'Ranking/Podium',
  component: Podium,
  args: { tab: 'level', characters: sampleCharacters },
};
export default meta;
type Story = StoryObj<typeof Podium>;

export const Level: Story = {};
export const Fame: Story = { args: { tab: 'fame' } };
export const MonsterBook: Story = { args: { tab: 'monsterbook' } };
export const Guilds: Story = { args: { tab: 'guild', characters: undefined, guilds: sampleGuilds } };
export const OnlyTwo: Story = { args: { characters: sampleCharacters.slice(0, 2) } };
export const Loading: Story = { args: { characters: undefined, loading: true } };
