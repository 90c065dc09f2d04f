import type { Meta, StoryObj } from '@storybook/react';
import NotFound from '.';

/** Not-found screen (unknown routes) and its route-error variant. */
const meta: Meta<typeof NotFound> = { title: 'Screens/Not found', component: NotFound };
export default meta;
type Story = StoryObj<typeof NotFound>;

export const NotFoundPage: Story = {};
export const RouteError: Story = { args: { variant: 'error' } };
export const English: Story = { globals: { locale: 'en-US' } };
