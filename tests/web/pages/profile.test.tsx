import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EQUIP_SLOTS, equipPositionOf, equipSlotOf, type EquipSlot } from '../../../config/equipSlots';
import { ApiError } from '@/services/client';
import type { EquippedItem, ProfileItem } from '@/services/profile';
import { setStubLocale } from '../../support/umi-max';
import { resetPageModels } from './pageModels';
import { humanStub } from '../auth/humanCheckStub';

vi.mock('@/components/HumanCheck', () => import('../auth/humanCheckStub'));
vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { toast, default: toast };
});

const { toast } = await import('@/lib/toast');
const { default: EquipmentWindow } = await import('@/pages/profile/components/EquipmentWindow');
const { default: Inventory } = await import('@/pages/profile/components/Inventory');
const { default: CheckInCard } = await import('@/pages/profile/components/CheckInCard');
const { default: UnlockDialog } = await import('@/pages/profile/components/UnlockDialog');
const { default: ChangePasswordDialog } = await import('@/pages/profile/components/ChangePasswordDialog');
const { default: AccountCard } = await import('@/pages/profile/components/AccountCard');
const { EQUIP_LAYOUT } = await import('@/pages/profile/equipLayout');
const { parseProfileQuery, profileQueryString } = await import('@/pages/profile/profileState');
const { sampleAccount, sampleCharacters, sampleCheckIn, sampleItems } = await import('@/pages/profile/components/fixtures');

const piece = (itemId: number, position: number, extra: Partial<ProfileItem> = {}): ProfileItem => ({
  itemId,
  position,
  quantity: 1,
  name: `Item ${itemId}`,
  category: null,
  icon: null,
  description: null,
  reqLevel: null,
  owner: '',
  petId: -1,
  flag: 0,
  expiration: null,
  giftFrom: '',
  itemLevel: null,
  upgradeSlots: null,
  hammers: null,
  stats: null,
  ...extra,
});

/** What the server sends for a worn item at a game position: the slot from config/equipSlots.ts. */
function wornAt(position: number, itemId: number): EquippedItem {
  const where = equipSlotOf(position, itemId);
  if (!where) throw new Error(`no slot at ${position}`);
  return { slot: where.slot, position, cash: where.cash, item: piece(itemId, position) };
}

/** An item id of the right kind for a slot (an overall is 105xxxx). */
const idFor = (slot: EquipSlot, i: number) => (slot === 'overall' ? 1050000 + i : 1000000 + i);

/** Sets a text field's value at once (typing key by key is slow on a busy machine). */
function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** The dialog tests validate antd forms several times: slow on a busy two-core machine. */
const SLOW = 120_000;

beforeEach(() => {
  resetPageModels();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  humanStub.resets = 0;
});

describe('equipment window', () => {
  it('draws every slot of the game in its own place, each item from its game position', () => {
    setStubLocale('en-US');
    // One item per slot, sent as the server would: the position decides the slot.
    const slots = EQUIP_SLOTS.filter((s) => s !== 'overall');
    const equipped = slots.map((slot, i) => wornAt(equipPositionOf(slot), idFor(slot, i)));
    const { container } = render(<EquipmentWindow equipped={equipped} />);
    for (const cell of EQUIP_LAYOUT.filter((c) => c.slot !== 'overall')) {
      const el = container.querySelector<HTMLElement>(`[data-slot="${cell.slot}"]`);
      expect(el, cell.slot).not.toBeNull();
      expect(el!.style.gridRow, cell.slot).toBe(String(cell.row));
      expect(el!.style.gridColumn, cell.slot).toBe(String(cell.col));
      expect(el!.tagName, `${cell.slot} holds an item`).toBe('BUTTON');
      const expected = equipped.find((e) => e.slot === cell.slot)!;
      expect(el!.getAttribute('data-item'), cell.slot).toBe(String(expected.item.itemId));
    }
    // Every slot has a distinct cell.
    const cells = new Set(EQUIP_LAYOUT.map((c) => `${c.row}/${c.col}`));
    expect(cells.size).toBe(EQUIP_LAYOUT.length);
    expect(EQUIP_LAYOUT.map((c) => c.slot).sort()).toEqual([...EQUIP_SLOTS].sort());
  });

  it('puts a one-piece (105xxxx at -5) in the overall slot and leaves the top empty', () => {
    setStubLocale('en-US');
    const { container } = render(<EquipmentWindow equipped={[wornAt(-5, 1050100)]} />);
    expect(container.querySelector('[data-slot="overall"]')?.getAttribute('data-item')).toBe('1050100');
    expect(container.querySelector('[data-slot="top"]')?.getAttribute('data-testid')).toBe('slot-empty');
  });

  it('draws empty slots as named empty frames, and cash covers on the cash page only', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    const equipped = [wornAt(-1, 1002357), wornAt(-101, 1002186)];
    const { container } = render(<EquipmentWindow equipped={equipped} />);
    expect(container.querySelector('[data-slot="hat"]')?.getAttribute('data-item')).toBe('1002357');
    const emptyShoes = container.querySelector('[data-slot="shoes"]')!;
    expect(emptyShoes).toHaveTextContent('Shoes');
    expect(emptyShoes).toHaveAttribute('title', 'Shoes: empty');
    await user.click(screen.getByText('Cash (1)'));
    expect(container.querySelector('[data-slot="hat"]')?.getAttribute('data-item')).toBe('1002186');
    // Slots without a cash cover in the game are not on the cash page.
    expect(container.querySelector('[data-slot="medal"]')).toBeNull();
  });

  it('shows the row values in the tooltip when a slot gets keyboard focus', async () => {
    setStubLocale('en-US');
    const helmet = sampleItems.equipped.find((e) => e.slot === 'hat' && !e.cash)!;
    render(<EquipmentWindow equipped={[helmet]} />);
    const button = screen.getByRole('button', { name: /Hat · Zakum Helmet/ });
    act(() => button.focus());
    fireEvent.focus(button);
    const tip = await screen.findByTestId('item-details');
    expect(tip).toHaveTextContent('Zakum Helmet');
    expect(tip).toHaveTextContent('A helmet made from the remains of Zakum.');
    expect(tip).toHaveTextContent('STR +15');
    expect(tip).toHaveTextContent('Weapon DEF +150');
    expect(tip).toHaveTextContent('Upgrade slots5');
    expect(tip).toHaveTextContent('Item level3');
    expect(tip).toHaveTextContent('Golden hammers1');
    expect(tip).toHaveTextContent('OwnerMapleHero');
    expect(tip).toHaveTextContent('Required level50');
    expect(tip).toHaveTextContent('ExpiresNever');
    expect(tip).toHaveTextContent('Item ID1002357');
  });
});

describe('inventory', () => {
  it('places items by position in a 4-column grid, with quantity, pet, flag, gift and expiry in the tooltip', async () => {
    setStubLocale('en-US');
    const onTab = vi.fn();
    const { container, rerender } = render(<Inventory inventory={sampleItems.inventory} slots={sampleItems.slots} tab="use" onTabChange={onTab} />);
    const grid = container.querySelector('[data-tab="use"]')!;
    expect(grid.children).toHaveLength(24);
    const first = grid.children[0] as HTMLElement;
    expect(first.getAttribute('data-item')).toBe('2000005');
    expect(first).toHaveTextContent('200');
    expect(grid.children[2].getAttribute('data-testid')).toBe('slot-empty');

    await userEvent.setup().click(screen.getByText('Cash'));
    expect(onTab).toHaveBeenCalledWith('cash');
    rerender(<Inventory inventory={sampleItems.inventory} slots={sampleItems.slots} tab="cash" onTabChange={onTab} />);
    const pet = screen.getByRole('button', { name: /Brown Kitty/ });
    fireEvent.focus(pet);
    const tip = await screen.findByTestId('item-details');
    expect(tip).toHaveTextContent('Pet#42');
    expect(tip).toHaveTextContent('Flag1');
    expect(tip).toHaveTextContent('Gift fromMochi');
    expect(tip).toHaveTextContent(/Expires2027-03-0[12]/);
  });

  it('says when a tab is empty', () => {
    setStubLocale('zh-TW');
    render(<Inventory inventory={{ ...sampleItems.inventory, etc: [] }} slots={sampleItems.slots} tab="etc" onTabChange={() => undefined} />);
    expect(screen.getByText('這一欄沒有道具。')).toBeInTheDocument();
  });
});

describe('daily check-in', () => {
  it('asks for a character first and sends nothing, then checks in for the chosen one', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    const onCheckIn = vi.fn().mockResolvedValue(undefined);
    render(<CheckInCard status={sampleCheckIn} characters={sampleCharacters} onCheckIn={onCheckIn} />);
    await user.click(screen.getByTestId('checkin-button'));
    expect(await screen.findByText('Please select a character first')).toBeInTheDocument();
    expect(onCheckIn).not.toHaveBeenCalled();

    const group = screen.getByRole('radiogroup', { name: 'Character to receive the reward' });
    await user.click(within(group).getByText('小星星'));
    expect(within(group).getByRole('radio', { name: /小星星/ })).toBeChecked();
    await waitFor(() => expect(screen.queryByText('Please select a character first')).toBeNull());
    await user.click(screen.getByTestId('checkin-button'));
    expect(onCheckIn).toHaveBeenCalledWith(2);
  }, SLOW);

  it('shows the streak, the checked days of the month and the next reward; done for today disables it', () => {
    setStubLocale('zh-TW');
    const { container, rerender } = render(<CheckInCard status={sampleCheckIn} characters={sampleCharacters} onCheckIn={vi.fn()} />);
    expect(screen.getByTestId('checkin-streak')).toHaveTextContent('已連續 3 天');
    const checked = [...container.querySelectorAll('[data-checked]')].map((d) => d.getAttribute('data-date'));
    expect(checked).toEqual(sampleCheckIn.month.filter((d) => d.checkedIn).map((d) => d.date));
    expect(container.querySelector('[aria-current="date"]')?.getAttribute('data-date')).toBe('2026-11-21');
    // 2026-11-01 is a Sunday: the first cell of the first week.
    expect(screen.getByText('本月已簽到 7 天')).toBeInTheDocument();
    expect(screen.getByTestId('checkin-next')).toHaveTextContent('Reward points +1');
    rerender(<CheckInCard status={{ ...sampleCheckIn, checkedInToday: true }} characters={sampleCharacters} onCheckIn={vi.fn()} />);
    expect(screen.getByTestId('checkin-button')).toBeDisabled();
    expect(screen.getByTestId('checkin-button')).toHaveTextContent('今日已簽到');
  });
});

describe('account card', () => {
  it('shows the masked e-mail, slots, status tags and the ban notice', async () => {
    setStubLocale('en-US');
    render(<AccountCard account={{ ...sampleAccount, status: ['banned', 'admin', 'online'], banReason: 'Botting' }} />);
    expect(screen.getByText('de***@example.com')).toBeInTheDocument();
    expect(screen.getByText('3 used / 6')).toBeInTheDocument();
    const tags = screen.getByTestId('status-tags');
    expect(within(tags).getByText('Banned')).toHaveAttribute('data-tag', 'banned');
    expect(within(tags).getByText('Admin')).toHaveAttribute('data-tag', 'admin');
    expect(within(tags).getByText('In game')).toHaveAttribute('data-tag', 'online');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is banned: Botting');
  });
});

describe('account unlock', () => {
  it('method 2 needs a birthday as YYYY-MM-DD before anything is sent, then shows the server refusal', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    const onSubmit = vi.fn().mockRejectedValueOnce(new ApiError(400, 400, 'Unlock failed: check birthday'));
    onSubmit.mockResolvedValueOnce({ method: 2, wasLocked: false, moved: { characterId: 1, name: 'MapleHero', map: 100000000, mapName: 'Henesys' }, notMoved: null });
    const onClose = vi.fn();
    render(<UnlockDialog open onClose={onClose} characters={sampleCharacters} onSubmit={onSubmit} initialMethod={2} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Unlock$/ }));
    expect(await within(dialog).findByText('Please enter birthday information')).toBeInTheDocument();
    const birthday = within(dialog).getByRole('textbox', { name: 'Birthday' });
    typeInto(birthday, '1998/04/21');
    expect(await within(dialog).findByText('Enter the birthday as YYYY-MM-DD, e.g. 1998-04-21.')).toBeInTheDocument();
    typeInto(birthday, '1998-02-30');
    expect(await within(dialog).findByText('Enter the birthday as YYYY-MM-DD, e.g. 1998-04-21.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    typeInto(birthday, '1998-04-20');
    await user.click(within(dialog).getByRole('button', { name: /Unlock$/ }));
    expect(await within(dialog).findByTestId('unlock-error')).toHaveTextContent('Unlock failed: check birthday');
    expect(onSubmit).toHaveBeenLastCalledWith({ method: 2, birthday: '1998-04-20' });

    typeInto(birthday, '1998-04-21');
    await user.click(within(dialog).getByRole('combobox', { name: 'Character to move to town (optional)' }));
    await user.click(await screen.findByText('MapleHero · Lv.120'));
    await user.click(within(dialog).getByRole('button', { name: /Unlock$/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenLastCalledWith({ method: 2, birthday: '1998-04-21', characterId: 1 });
    expect(toast.success).toHaveBeenCalledWith('The account was not locked: you can log in to the game. MapleHero was moved to Henesys.');
  }, SLOW);

  it('after clearing a mark, says the character stays until a game login and that the site waits for one', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    const onSubmit = vi.fn().mockResolvedValue({ method: 2, wasLocked: true, moved: null, notMoved: { characterId: 1, name: 'MapleHero' } });
    render(<UnlockDialog open onClose={vi.fn()} characters={sampleCharacters} onSubmit={onSubmit} initialMethod={2} />);
    const dialog = await screen.findByRole('dialog');
    typeInto(within(dialog).getByRole('textbox', { name: 'Birthday' }), '1998-04-21');
    await user.click(within(dialog).getByRole('button', { name: /Unlock$/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const text = vi.mocked(toast.success).mock.lastCall![0] as string;
    expect(text).toContain('Account unlocked.');
    expect(text).toContain('MapleHero was not moved: the game may still hold it.');
    expect(text).toContain('Log in to the game once before using the web shop, check-in or rewards');
  }, SLOW);

  it('method 1 sends only the method and explains what it does', async () => {
    const user = userEvent.setup();
    setStubLocale('zh-TW');
    const onSubmit = vi.fn().mockResolvedValue({ method: 1, wasLocked: false, moved: null, notMoved: null });
    render(<UnlockDialog open onClose={vi.fn()} characters={sampleCharacters} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/遊戲斷線或當機後仍顯示在線上時使用/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: '生日' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /解卡$/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ method: 1 }));
    expect(toast.success).toHaveBeenCalledWith('帳號沒有卡住，可以直接登入遊戲。');
  }, SLOW);
});

describe('change password', () => {
  it('applies the site password rules and the confirmation before sending', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    const onSubmit = vi.fn().mockResolvedValue({ revokedSessions: 2 });
    const onClose = vi.fn();
    render(<ChangePasswordDialog open onClose={onClose} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog');
    typeInto(within(dialog).getByLabelText('Current password'), 'demo1234');
    typeInto(within(dialog).getByLabelText('New password'), 'abc');
    typeInto(within(dialog).getByLabelText('Confirm new password'), 'abd');
    await user.click(within(dialog).getByRole('button', { name: /^(key ?)?Change password$/ }));
    expect(await within(dialog).findByText('Password must be 6-16 characters')).toBeInTheDocument();
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const next = within(dialog).getByLabelText('New password');
    typeInto(next, 'with space1');
    await user.click(within(dialog).getByRole('button', { name: /^(key ?)?Change password$/ }));
    expect(await within(dialog).findByText('Password contains unsupported characters')).toBeInTheDocument();

    typeInto(next, 'newpass12');
    const confirm = within(dialog).getByLabelText('Confirm new password');
    typeInto(confirm, 'newpass12');
    await user.click(within(dialog).getByText('solve human check'));
    await user.click(within(dialog).getByRole('button', { name: /^(key ?)?Change password$/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'demo1234', newPassword: 'newpass12', confirmPassword: 'newpass12', captcha: 'solved-payload' }));
    expect(toast.success).toHaveBeenCalledWith('Password changed', { description: 'Other devices were signed out (2).' });
    expect(onClose).toHaveBeenCalled();
  }, SLOW);

  it('puts a wrong current password on its field and resets the human check', async () => {
    const user = userEvent.setup();
    setStubLocale('zh-TW');
    const err = new ApiError(400, 400, '目前密碼錯誤', null, 'currentPassword');
    const onSubmit = vi.fn().mockRejectedValue(err);
    render(<ChangePasswordDialog open onClose={vi.fn()} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog');
    typeInto(within(dialog).getByLabelText('目前密碼'), 'wrongpass');
    typeInto(within(dialog).getByLabelText('新密碼'), 'newpass12');
    typeInto(within(dialog).getByLabelText('確認新密碼'), 'newpass12');
    await user.click(within(dialog).getByText('solve human check'));
    await user.click(within(dialog).getByRole('button', { name: /修改密碼$/ }));
    expect(await within(dialog).findByText('目前密碼錯誤')).toBeInTheDocument();
    expect(humanStub.resets).toBe(1);
  }, SLOW);
});

describe('profile URL state', () => {
  it('keeps the tab, the opened character and the inventory tab in the query', () => {
    expect(parseProfileQuery('')).toEqual({ tab: 'overview', character: null, bag: 'equip' });
    expect(parseProfileQuery('?tab=characters&character=7&bag=etc')).toEqual({ tab: 'characters', character: 7, bag: 'etc' });
    // A character link without a tab opens the characters tab; junk falls back.
    expect(parseProfileQuery('?character=3').tab).toBe('characters');
    expect(parseProfileQuery('?tab=admin&character=-1&bag=zzz')).toEqual({ tab: 'overview', character: null, bag: 'equip' });
    expect(profileQueryString({ tab: 'characters', character: 7, bag: 'etc' })).toBe('?tab=characters&character=7&bag=etc');
    expect(profileQueryString({ tab: 'overview', character: 7, bag: 'etc' })).toBe('');
    expect(profileQueryString({ tab: 'billing', character: null, bag: 'equip' })).toBe('?tab=billing');
  });
});
