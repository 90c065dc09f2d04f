/**
 * The console's Cards and billing screen in the browser: the card list shows each card's
 * state (a used one by whom) and sends its state filter to the server; generating a batch
 * shows the new codes once with the CSV download; voiding a used card is refused with the
 * server's message in a toast; the dry run of a day's charge lists who would be charged.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStubLocale, UmiStubProvider } from '../../support/umi-max';
import { resetPageModels } from '../pages/pageModels';
import { ErrorCode } from '../../../config/codes';
import { callsOf, ok, refuse, serveRequests, type Handler } from './consoleRequests';

vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { toast, default: toast };
});

const request = vi.fn();
const { toast } = await import('@/lib/toast');
const BillingPage = (await import('@/pages/admin/billing/index')).default;
const { ReauthProvider } = await import('@/pages/admin/components/Reauth');


const card = (id: number, code: string, extra: Record<string, unknown> = {}) => ({
  id, code, days: 30, plan: 'MONTH', batch: 'launch', note: null, state: 'unused', createdAt: '2026-11-01T03:00:00Z', expiresAt: null, usedAt: null, usedBy: null, voidedAt: null, ...extra,
});
const USED = card(1, 'Q7RT-ZK4M-8WHN-P2XC', { state: 'used', usedAt: '2026-11-20T10:00:00Z', usedBy: { id: 7, name: 'demo01' } });
const FRESH = card(2, 'MAPX-MNTH-CARD-3456');

let routes: Record<string, Handler>;
const calls = (key: string) => callsOf(request, key);

beforeEach(() => {
  resetPageModels('/admin/billing');
  setStubLocale('en-US');
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  routes = { 'GET /api/v1/admin/billing/cards': () => ok({ items: [USED, FRESH], total: 2, page: 1, size: 20 }) };
  serveRequests(request, () => routes);
});

const renderPage = () =>
  render(
    <UmiStubProvider>
      <ReauthProvider>
        <BillingPage />
      </ReauthProvider>
    </UmiStubProvider>,
  );

describe('cards and billing', () => {
  it('lists cards with their state and who used them, and filters by state on the server', async () => {
    renderPage();
    const used = await screen.findByTestId(`admin-card-${USED.code}`);
    expect(used).toHaveTextContent('Used');
    expect(used).toHaveTextContent('used by demo01');
    expect(screen.getByTestId(`admin-card-${FRESH.code}`)).toHaveTextContent('Unused');
    expect(within(used).queryByRole('button', { name: /Void/ })).toBeNull(); // a used card offers no void
    fireEvent.change(screen.getByPlaceholderText('Start of a code or batch name'), { target: { value: 'launch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls('GET /api/v1/admin/billing/cards').at(-1)?.params).toMatchObject({ q: 'launch', page: 1, size: 20 }));
  }, 30_000);

  it('generates a batch and offers its codes and CSV once', async () => {
    const csv = 'code,days,expires_at_utc,batch\n"AAAA-BBBB-CCCC-DDDD","7","","spring"\n';
    routes['POST /api/v1/admin/billing/cards'] = () =>
      ok({ batch: 'spring', plan: 'WEEK', days: 7, count: 1, expiresAt: null, codes: ['AAAA-BBBB-CCCC-DDDD'], csv, auditId: 3 });
    const created = vi.fn(() => 'blob:cards');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^cards-spring-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('admin-cards-generate'));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a batch of cards' });
    fireEvent.change(within(dialog).getByLabelText('How many'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Batch name'), { target: { value: 'spring' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const result = await screen.findByTestId('admin-cards-result');
    expect(result).toHaveTextContent('AAAA-BBBB-CCCC-DDDD');
    expect(calls('POST /api/v1/admin/billing/cards')[0].data).toEqual({ plan: 'MONTH', count: 1, batch: 'spring' });
    fireEvent.click(screen.getByTestId('admin-cards-csv'));
    expect(created).toHaveBeenCalledTimes(1);
    const blob = (created.mock.calls[0] as unknown as [Blob])[0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toBe(csv);
    expect(saved).toHaveBeenCalledTimes(1);
    saved.mockRestore();
  }, 30_000);

  it("says the server's refusal when a card cannot be voided", async () => {
    routes['POST /api/v1/admin/billing/cards/MAPX-MNTH-CARD-3456/void'] = () => {
      throw refuse(409, ErrorCode.CARD_USED, 'This card was redeemed already; a used card cannot be voided.');
    };
    renderPage();
    fireEvent.click(await screen.findByTestId(`admin-card-void-${FRESH.code}`));
    const dialog = await screen.findByRole('dialog', { name: `Void card ${FRESH.code}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the card' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This card was redeemed already; a used card cannot be voided.'));
  }, 30_000);

  it("shows the dry run of a day's charge before running it", async () => {
    routes['GET /api/v1/admin/billing/charge'] = () =>
      ok({ day: '2026-11-26', today: '2026-11-27', alreadyCharged: 4, count: 1, accounts: [{ id: 7, name: 'demo01', balanceDays: 12 }] });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Daily charge' }));
    expect(screen.getByTestId('admin-charge-run')).toBeDisabled();
    fireEvent.click(screen.getByTestId('admin-charge-preview'));
    const result = await screen.findByTestId('admin-charge-result');
    expect(result).toHaveTextContent('a run now charges 1 account(s) one day each; 4 already charged');
    expect(within(result).getByText('demo01')).toBeInTheDocument();
    expect(within(result).getByText('11')).toBeInTheDocument();
    expect(screen.getByTestId('admin-charge-run')).not.toBeDisabled();
  }, 30_000);
});
