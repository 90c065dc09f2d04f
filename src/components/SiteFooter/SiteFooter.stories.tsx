import type { Meta, StoryObj } from '@storybook/react';
import SiteFooter from '.';

/** Footer: links, advertised rates and support contact (from config/site.ts). */
const meta: Meta<typeof SiteFooter> = { title: 'Chrome/Footer', component: SiteFooter };
export default meta;
type Story = StoryObj<typeof SiteFooter>;

export const Chinese: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
