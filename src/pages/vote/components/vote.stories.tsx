/** Stories of the vote page's sections. The form's submit calls the API (mocked in dev). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import VoteForm from './VoteForm';
import VoteRewards from './VoteRewards';

const meta: Meta = {
  title: 'Vote/Sections',
  decorators: [
    (Story, ctx) => (
      <div style={{ maxWidth: ctx.parameters.width ?? 480 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj;

export const FormGuest: Story = { render: () => <VoteForm isAuthenticated={false} /> };
export const FormLoggedIn: Story = { render: () => <VoteForm isAuthenticated defaultAccount="demo01" /> };
export const Rewards: Story = { render: () => <VoteRewards />, parameters: { width: 760 } };
