import type { Meta, StoryObj } from '@storybook/react';
import ComingSoon from '.';

/** Placeholder of screens that are not built yet. */
const meta: Meta<typeof ComingSoon> = { title: 'Screens/Coming soon', component: ComingSoon, args: { titleId: 'nav.shop' } };
export default meta;
type Story = StoryObj<typeof ComingSoon>;

export const Shop: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
