/** Stories of the download page's sections. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import ClientFaq from './ClientFaq';
import DownloadOptions from './DownloadOptions';
import InstallGuide from './InstallGuide';
import Requirements from './Requirements';
import SupportContacts from './SupportContacts';

const meta: Meta = {
  title: 'Download/Sections',
  decorators: [
    (Story, ctx) => (
      <div style={{ maxWidth: ctx.parameters.width ?? 1200, padding: 24, background: '#2b1a5a' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj;

export const OptionsLoggedOut: Story = { render: () => <DownloadOptions isAuthenticated={false} /> };
export const OptionsLoggedIn: Story = { render: () => <DownloadOptions isAuthenticated /> };
export const SystemRequirements: Story = { render: () => <Requirements />, parameters: { width: 520 } };
export const Guide: Story = { render: () => <InstallGuide />, parameters: { width: 720 } };
export const Faq: Story = { render: () => <ClientFaq />, parameters: { width: 900 } };
export const Support: Story = { render: () => <SupportContacts />, parameters: { width: 520 } };
