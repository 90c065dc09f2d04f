import type { Meta, StoryObj } from '@storybook/react';
import Tag, { TAG_COLORS } from '.';

/** The site's label in antd's preset-colour look: the billing and invites tabs' status, type and code labels. */
const meta: Meta<typeof Tag> = { title: 'Shared/Tag', component: Tag, args: { children: 'Active' } };
export default meta;
type Story = StoryObj<typeof Tag>;

export const Neutral: Story = {};
export const EveryColour: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {TAG_COLORS.map((color) => (
        <Tag key={color} color={color}>
          {color}
        </Tag>
      ))}
    </div>
  ),
};
