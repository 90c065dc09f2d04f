import type { Meta, StoryObj } from '@storybook/react';
import HeaderActions from '.';
import { loggedInAuth, loggedOutAuth } from '../../../.storybook/models';

/** Right side of the header: language picker plus login/register or the user menu. */
const meta: Meta<typeof HeaderActions> = {
  title: 'Chrome/Header actions',
  component: HeaderActions,
  decorators: [(Story) => <div style={{ background: '#0c1230', padding: 16, display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
};
export default meta;
type Story = StoryObj<typeof HeaderActions>;

export const LoggedOut: Story = { parameters: { umi: { models: { auth: loggedOutAuth } } } };
export const LoggedIn: Story = { parameters: { umi: { models: { auth: loggedInAuth } } } };
