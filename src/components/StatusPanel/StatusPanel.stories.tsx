import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import StatusPanelView, { type PanelState, type StatusPanelViewProps } from './StatusPanelView';
import { offlineStatus, sampleStatus } from '../../../.storybook/models';

/** Server status panel, fixed at the right edge: every panel state and fetch state. */
const meta: Meta<typeof StatusPanelView> = {
  title: 'Chrome/Server status panel',
  component: StatusPanelView,
  args: {
    panelState: 'expanded',
    status: sampleStatus,
    fetchState: 'ready',
    updatedAt: Date.now(),
    now: Date.now(),
  },
  render: function Render(args: StatusPanelViewProps) {
    const [panelState, setPanelState] = useState<PanelState>(args.panelState);
    return (
      <div style={{ minHeight: 520, background: '#f3f4fa' }}>
        <StatusPanelView {...args} panelState={panelState} onPanelStateChange={setPanelState} onRetry={() => {}} />
      </div>
    );
  },
};
export default meta;
type Story = StoryObj<typeof StatusPanelView>;

export const Expanded: Story = {};
export const Collapsed: Story = { args: { panelState: 'collapsed' } };
export const Closed: Story = { args: { panelState: 'closed' } };
export const Loading: Story = { args: { status: null, fetchState: 'loading' } };
export const Error: Story = { args: { status: null, fetchState: 'error' } };
export const StaleAfterError: Story = { args: { fetchState: 'error' } };
export const FromCache: Story = { args: { fetchState: 'cached', updatedAt: Date.now() - 40_000 } };
export const Offline: Story = { args: { status: offlineStatus } };
export const Maintenance: Story = {
  args: { status: { ...offlineStatus, state: 'maintenance', status: '維護中', serverTime: null } },
};
export const English: Story = { globals: { locale: 'en-US' } };
/** Phones: a slim tab at the right edge that covers nothing... */
export const PhoneTab: Story = { args: { panelState: 'collapsed', compact: true } };
/** ...and an overlay once tapped (tap outside or Escape to collapse). */
export const PhoneOverlay: Story = { args: { panelState: 'expanded', compact: true } };
