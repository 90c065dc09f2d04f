/**
 * The console's Rewards screen in the browser: the check-in table has a row per streak day
 * (unset days say so), a day is edited in place and saved to the server; a refusal is said in
 * a toast and the row stays open; an invite milestone's change asks for the password again
 * when the server wants it, then is sent once more.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStubLocale, UmiStubProvider } from '../../support/umi-max';
import { callsOf, serveRequests, ok, refuse, type Handler } from './consoleRequests';
import { resetPageModels } from '../pages/pageModels';
import { ErrorCode } from '../../../config/codes';

vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { toast, default: toast };
});

const request = vi.fn();
const { toast } = await import('@/lib/toast');
const RewardsPage = (await import('@/pages/admin/rewards/index')).default;

const checkin = [
  { day: 1, type: 'maple_point', itemId: null, sn: null, quantity: 0, amount: 100, name: 'Maple Points', icon: null },
  { day: 3, type: 'item', itemId: 5040000, sn: 30000005, quantity: 1, amount: 0, name: 'Teleport Rock', icon: null },
];
const milestones = [
  { milestone: 'created', level: 1, type: 'reward_points', amount: 1 },
  { milestone: 'level20', level: 20, type: 'reward_points', amount: 2 },
];
let routes: Record<string, Handler>;
const calls = (key: string) => callsOf(request, key);

beforeEach(() => {
  resetPageModels('/admin/rewards');
  setStubLocale('en-US');
  vi.mocked(request).mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  routes = { 'GET /api/v1/admin/rewards': () => ok({ checkin, invite: { milestones, edited: false } }) };
  serveRequests(request, () => routes);
});

const renderPage = () =>
  render(
    <UmiStubProvider>
      <RewardsPage />
    </UmiStubProvider>,
  );

/** Types into the input of a row's cell under the column titled `column`. */
function typeInto(row: HTMLElement, column: string, value: string) {
  const titles = Array.from(row.closest('.ant-table')!.querySelectorAll('thead th')).map((th) => th.textContent);
  const input = row.children[titles.indexOf(column)]?.querySelector('input');
  fireEvent.change(input!, { target: { value } });
}

describe('rewards', () => {
  it('lists every streak day, and saves an edited day to the server', async () => {
    routes['PUT /api/v1/admin/rewards/checkin/1'] = () => ok({ reward: { ...checkin[0], amount: 250 }, auditId: 9 });
    renderPage();
    const day1 = await screen.findByTestId('admin-checkin-reward-1');
    expect(day1).toHaveTextContent('Maple Points');
    expect(screen.getByTestId('admin-checkin-reward-3')).toHaveTextContent('Teleport Rock');
    expect(screen.getByTestId('admin-checkin-reward-2')).toHaveTextContent('Not set');
    expect(screen.getByTestId('admin-checkin-reward-any')).toHaveTextContent('Any day');
    expect(screen.getByTestId('admin-invite-reward-level20')).toHaveTextContent('level20');
    expect(screen.getByTestId('admin-invite-rewards-source')).toHaveTextContent('Defaults');

    fireEvent.click(within(day1).getByTestId('admin-checkin-edit-1'));
    const editing = await screen.findByTestId('admin-checkin-reward-1');
    await waitFor(() => expect(within(editing).getAllByRole('spinbutton').length).toBeGreaterThan(0));
    typeInto(editing, 'Amount', '250');
    fireEvent.click(within(editing).getByText('Save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved.'));
    expect(calls('PUT /api/v1/admin/rewards/checkin/1').map((o) => o.data)).toEqual([{ type: 'maple_point', amount: 250 }]);
    expect(calls('GET /api/v1/admin/rewards').length).toBeGreaterThanOrEqual(2); // reloaded
  }, 60_000);

  it("says the server's refusal in a toast and keeps the row open", async () => {
    routes['PUT /api/v1/admin/rewards/checkin/3'] = () => {
      throw refuse(422, ErrorCode.UNPROCESSABLE, 'Item 4000000 has no cash-shop entry in the game data.');
    };
    renderPage();
    fireEvent.click(await screen.findByTestId('admin-checkin-edit-3'));
    const row = screen.getByTestId('admin-checkin-reward-3');
    await waitFor(() => expect(within(row).getAllByRole('spinbutton').length).toBeGreaterThan(0));
    typeInto(row, 'Item ID', '4000000');
    fireEvent.click(within(row).getByText('Save'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Item 4000000 has no cash-shop entry in the game data.'));
    // A new item: the server finds its cash-shop entry (the old SN is not sent).
    expect(calls('PUT /api/v1/admin/rewards/checkin/3')[0].data).toEqual({ type: 'item', itemId: 4000000 });
    expect(within(screen.getByTestId('admin-checkin-reward-3')).getByText('Save')).toBeInTheDocument();
  }, 60_000);

  it('refuses an amount over the cap in the row, without asking the server', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('admin-checkin-edit-1'));
    const row = screen.getByTestId('admin-checkin-reward-1');
    await waitFor(() => expect(within(row).getAllByRole('spinbutton').length).toBeGreaterThan(0));
    typeInto(row, 'Amount', '2000000');
    fireEvent.click(within(row).getByText('Save'));
    // The amount's cell is marked (its message shows beside the field), the row stays open.
    await waitFor(() => expect(row.querySelector('.ant-form-item-has-error input')).not.toBeNull());
    expect(within(row).getByText('Save')).toBeInTheDocument();
    expect(calls('PUT /api/v1/admin/rewards/checkin/1')).toEqual([]);
  }, 60_000);

  it("an invite milestone's change asks for the password again, then is sent once more", async () => {
    let stale = true;
    routes['PUT /api/v1/admin/rewards/invite/level20'] = (o) => {
      if (stale) throw refuse(403, ErrorCode.ADMIN_REAUTH_NEEDED, 'Enter your password again.');
      return ok({ invite: { milestones: [milestones[0], { ...milestones[1], ...o.data }], edited: true }, auditId: 12 });
    };
    routes['POST /api/v1/admin/reauth'] = () => {
      stale = false;
      return ok({ validUntil: '2026-11-30T12:30:00Z' });
    };
    renderPage();
    fireEvent.click(await screen.findByTestId('admin-invite-edit-level20'));
    const row = screen.getByTestId('admin-invite-reward-level20');
    await waitFor(() => expect(within(row).getAllByRole('spinbutton').length).toBe(2));
    typeInto(row, 'Amount', '5');
    fireEvent.click(within(row).getByText('Save'));
    const ask = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(ask).getByLabelText('Your password'), { target: { value: 'admin1234' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved.'));
    expect(calls('PUT /api/v1/admin/rewards/invite/level20').map((o) => o.data)).toEqual([
      { level: 20, type: 'reward_points', amount: 5 },
      { level: 20, type: 'reward_points', amount: 5 },
    ]);
  }, 60_000);
});
