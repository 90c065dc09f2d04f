/**
 * antd's Popover and Avatar.Group, which the site frame imports but does not draw, load when
 * first drawn (src/lib/lazyPopover.tsx, src/lib/lazyAvatarGroup.tsx): once loaded they are
 * antd's own.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import Avatar from 'antd/es/avatar';
import { Popover } from '@/lib/lazyPopover';
import AvatarGroup from '@/lib/lazyAvatarGroup';

describe('the popover parts of the site frame, loaded when first drawn', () => {
  it("is antd's popover: an open one shows its title and content around its trigger", async () => {
    render(
      <Popover open title="Apps" content="Forum" getPopupContainer={(node: HTMLElement) => node.parentElement as HTMLElement}>
        <button type="button">apps</button>
      </Popover>,
    );
    expect(await screen.findByText('Forum', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Apps').closest('.ant-popover')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'apps' })).toBeInTheDocument();
  });

  it("is antd's avatar group: it folds avatars past maxCount into +N", async () => {
    render(
      <AvatarGroup max={{ count: 2 }}>
        <Avatar>A</Avatar>
        <Avatar>B</Avatar>
        <Avatar>C</Avatar>
      </AvatarGroup>,
    );
    // (The first load of antd's group module in the test runner takes a while; the avatars'
    // text is drawn again once measured.)
    await waitFor(() => expect(screen.getByText('+1')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.queryByText('C')).toBeNull();
  });
});
