import type { Meta, StoryObj } from '@storybook/react';
import AccountLayout from '.';
import ComingSoon from '../ComingSoon';
import { loggedOutAuth } from '../../../.storybook/models';

/** The account screens' chrome: the same header bar, footer and status panel, without ProLayout. */
const meta: Meta<typeof AccountLayout> = {
  title: 'Chrome/Account screens layout',
  component: AccountLayout,
  args: { children: <ComingSoon titleId="nav.login" /> },
  parameters: { umi: { path: '/auth/login', models: { auth: loggedOutAuth } } },
};
export default meta;
type Story = StoryObj<typeof AccountLayout>;

export const Desktop: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
