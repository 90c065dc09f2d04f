import type { Meta, StoryObj } from '@storybook/react';
import LanguagePicker from '.';
import LanguageToggle from './LanguageToggle';

/** Language picker with flags (header) and the two-button toggle of the phone menu. */
const meta: Meta<typeof LanguagePicker> = {
  title: 'Chrome/Language picker',
  component: LanguagePicker,
  render: () => (
    <div style={{ background: '#0c1230', padding: 24, display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <LanguagePicker />
      <div style={{ width: 260 }}>
        <LanguageToggle />
      </div>
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof LanguagePicker>;

export const Chinese: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
