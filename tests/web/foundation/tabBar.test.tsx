/**
 * The site's tab bar (the ranking's and the profile's): ARIA tabs (one selected, the only one in the tab order, tied to the
 * panel), a press opens a tab, the arrow keys, Home and End move the focus along the bar
 * (wrapping around) without opening anything, and Enter opens the focused tab.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

const { default: TabBar, TabPanel } = await import('@/components/TabBar');

const TABS = ['overview', 'characters', 'billing', 'invites'] as const;
type Tab = (typeof TABS)[number];

function Harness({ onChange }: { onChange: (tab: Tab) => void }) {
  const [active, setActive] = useState<Tab>('overview');
  return (
    <>
      <TabBar
        idPrefix="t"
        tabs={TABS}
        active={active}
        label={(tab) => tab.toUpperCase()}
        onChange={(tab) => {
          onChange(tab);
          setActive(tab);
        }}
      />
      <TabPanel idPrefix="t" tab={active}>
        <p>content of {active}</p>
      </TabPanel>
    </>
  );
}

describe('tab bar', () => {
  it('marks the open tab, keeps only it in the tab order and labels the panel with it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'OVERVIEW' })).toHaveTextContent('content of overview');
    await userEvent.click(screen.getByRole('tab', { name: 'BILLING' }));
    expect(onChange).toHaveBeenLastCalledWith('billing');
    expect(screen.getByRole('tab', { name: 'BILLING' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'BILLING' })).toHaveTextContent('content of billing');
  });

  it('arrow keys, Home and End move the focus; Enter opens the focused tab', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'OVERVIEW' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'CHARACTERS' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'INVITES' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'OVERVIEW' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'INVITES' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('invites');
    expect(screen.getByRole('tab', { name: 'INVITES' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the bar for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
