import type { Meta, StoryObj } from '@storybook/react-vite';
import LegalDocument from './index';

const meta: Meta<typeof LegalDocument> = {
  title: 'Shared/LegalDocument',
  component: LegalDocument,
};
export default meta;
type Story = StoryObj<typeof LegalDocument>;

export const Terms: Story = { args: { doc: 'terms' } };
export const Privacy: Story = { args: { doc: 'privacy' } };
