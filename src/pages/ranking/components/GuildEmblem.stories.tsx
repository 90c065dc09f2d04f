import type { Meta, StoryObj } from '@storybook/react-vite';
import GuildEmblem, { EMBLEM_COLORS } from './GuildEmblem';

const meta: Meta<typeof GuildEmblem> = {
  title: 'Ranking/GuildEmblem',
  component: GuildEmblem,
  args: { logo: 2000003, logoColor: 2, logoBg: 1000, logoBgColor: 0, size: 64, title: 'Phoenix' },
};
export default meta;
type Story = StoryObj<typeof GuildEmblem>;

export const One: Story = {};
export const NoEmblem: Story = { args: { logo: 0, logoBg: 0 } };

/** Every background shape and symbol, across the 16 colours. */
export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 56px)', gap: 12 }}>
      {Array.from({ length: 48 }, (_, i) => (
        <GuildEmblem key={i} logo={2000000 + i} logoColor={(i * 5) % EMBLEM_COLORS.length} logoBg={1000 + (i % 6)} logoBgColor={i % EMBLEM_COLORS.length} size={48} />
      ))}
    </div>
  ),
};
