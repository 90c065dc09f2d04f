import type { Meta, StoryObj } from '@storybook/react';
import SiteLayout from '.';
import ComingSoon from '../ComingSoon';
import { loggedInAuth, loggedOutAuth } from '../../../.storybook/models';

/** The site chrome: header with navigation, language picker and account area, footer, status panel. */
const meta: Meta<typeof SiteLayout> = {
  title: 'Chrome/Header and layout',
  component: SiteLayout,
  args: { children: <ComingSoon titleId="nav.ranking" /> },
  parameters: { umi: { path: '/ranking' } },
};
export default meta;
type Story = StoryObj<typeof SiteLayout>;

export const LoggedOut: Story = { parameters: { umi: { path: '/ranking', models: { auth: loggedOutAuth } } } };
export const LoggedIn: Story = { parameters: { umi: { path: '/ranking', models: { auth: loggedInAuth } } } };
export const English: Story = {
  globals: { locale: 'en-US' },
  parameters: { umi: { path: '/notice/3', models: { auth: loggedInAuth } } },
};
export const Phone: Story = {
  parameters: { umi: { path: '/', models: { auth: loggedOutAuth } }, viewport: { defaultViewport: 'mobile1' } },
};
