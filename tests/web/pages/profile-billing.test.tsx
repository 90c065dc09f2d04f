/**
 * The profile's billing and invites tabs through their real services (umi `request`
 * answered by the stand-in's stubRequest with the server's answers): card code checked like the server before sending,
 * the server's refusals on the field, history filters sent as query parameters, load
 * failures with a retry, copying an invite code or link (and the refusal), claiming a
 * reward once, and the sync cooldown.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStubLocale, stubRequest } from '../../support/umi-max';
import { resetPageModels } from './pageModels';

vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { toast, default: toast };
});

const request = vi.fn();
const { toast } = await import('@/lib/toast');
const { BillingView } = await import('@/pages/profile/billing/BillingSection');
const { InvitesView } = await import('@/pages/profile/invites/InvitesSection');
const { sampleSummary, sampleRows, sampleRedeem, sampleOverview, sampleInvitees, sampleRewards, sampleClaims } = await import(
  '@/pages/profile/billing/fixtures'
);

type Handler = (url: string, opts: { method?: string; params?: Record<string, unknown>; data?: unknown }) => unknown;
const ok = (data: unknown) => ({ status: 200, data: { code: 0, message: 'ok', data } });
const refuse = (status: number, code: number, message: string) => Object.assign(new Error(message), { response: { status, data: { code, message, data: null } } });
const SLOW = 60_000;

let routes: Record<string, Handler>;
function serve() {
  stubRequest(request);
  vi.mocked(request).mockImplementation((async (url: string, opts: Parameters<Handler>[1]) => {
    const key = `${opts?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler(url, opts ?? {});
  }) as never);
}
const calls = (key: string) =>
  (vi.mocked(request).mock.calls as unknown as Array<[string, Parameters<Handler>[1]]>)
    .filter(([url, opts]) => `${opts?.method ?? 'GET'} ${url}` === key)
    .map(([, opts]) => opts);

beforeEach(() => {
  resetPageModels();
  setStubLocale('en-US');
  vi.mocked(request).mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  routes = {
    'GET /api/v1/billing/summary': () => ok(sampleSummary),
    'GET /api/v1/billing/history': () => ok({ items: sampleRows, total: sampleRows.length, page: 1, size: 10 }),
    'GET /api/v1/invites': () => ok(sampleOverview),
    'GET /api/v1/invites/invitees': () => ok(sampleInvitees),
    'GET /api/v1/invites/rewards': () => ok(sampleRewards),
    'GET /api/v1/invites/claims': () => ok(sampleClaims),
  };
  serve();
});

async function redeem(code: string) {
  const input = await screen.findByTestId('redeem-input');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.click(screen.getByTestId('redeem-submit'));
}

describe('billing tab', () => {
  it('shows the balance, the subscription and the history rows', async () => {
    render(<BillingView />);
    expect(await screen.findByTestId('billing-balance-days')).toHaveTextContent('23');
    expect(screen.getByTestId('billing-plan')).toHaveTextContent('Monthly');
    expect(screen.getByTestId('billing-status')).toHaveTextContent('Active');
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(sampleRows.length));
    expect(screen.getAllByTestId('history-days')[0]).toHaveTextContent('-1');
    expect(screen.getAllByTestId('history-days')[1]).toHaveTextContent('+30');
  }, SLOW);

  it('while the summary loads: both cards titled and busy, the redeem form already usable', async () => {
    routes['GET /api/v1/billing/summary'] = () => new Promise(() => undefined);
    render(<BillingView />);
    const balance = await screen.findByRole('region', { name: 'Game time' });
    const subscription = screen.getByRole('region', { name: 'Subscription' });
    for (const card of [balance, subscription]) expect(card.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('billing-balance-days')).toBeNull();
    expect(screen.getByTestId('redeem-input')).toBeEnabled();
  }, SLOW);

  it('checks the code format before sending, and sends the normalized code', async () => {
    routes['POST /api/v1/billing/redeem'] = () => ok(sampleRedeem);
    render(<BillingView />);
    await redeem('   ');
    expect(await screen.findByText('Please enter the redemption code.')).toBeInTheDocument();
    await redeem('MAPX-WEEK-CARD-234');
    expect(await screen.findByText('Invalid redemption code format. A code looks like XXXX-XXXX-XXXX-XXXX.')).toBeInTheDocument();
    await redeem('MAPX-WEEK-CARD-2340'); // 0 is not in the card alphabet
    expect(await screen.findByText(/Invalid redemption code format/)).toBeInTheDocument();
    expect(calls('POST /api/v1/billing/redeem')).toHaveLength(0);

    await redeem('mapx week card 2345');
    await waitFor(() => expect(calls('POST /api/v1/billing/redeem')).toHaveLength(1));
    expect(calls('POST /api/v1/billing/redeem')[0].data).toEqual({ cardCode: 'MAPX-WEEK-CARD-2345' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('7 days of game time added!', expect.anything()));
    // Balance and history reloaded after the redemption.
    await waitFor(() => expect(calls('GET /api/v1/billing/summary').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(calls('GET /api/v1/billing/history').length).toBeGreaterThanOrEqual(2));
  }, SLOW);

  it.each([
    [404, 404, 'This redemption code does not exist.'],
    [409, 409, 'This redemption code has already been used.'],
    [422, 422, 'This redemption code has expired.'],
    [429, 429, 'Too many requests. Please try again later.'],
  ])('shows the server refusal %i on the field', async (status, code, message) => {
    routes['POST /api/v1/billing/redeem'] = () => {
      throw refuse(status, code, message);
    };
    render(<BillingView />);
    await redeem('MAPX-WEEK-CARD-2345');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  }, SLOW);

  it('sends the type and date-range filters to the history endpoint', async () => {
    render(<BillingView />);
    await waitFor(() => expect(calls('GET /api/v1/billing/history')).toHaveLength(1));
    expect(calls('GET /api/v1/billing/history')[0].params).toEqual({ page: 1, size: 10 });

    const filter = screen.getByTestId('history-type-filter');
    fireEvent.click(within(filter).getByText('Recharge'));
    await waitFor(() => expect(calls('GET /api/v1/billing/history').at(-1)?.params).toEqual({ page: 1, size: 10, type: 'RECHARGE' }));

    const [fromInput, toInput] = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    fireEvent.mouseDown(fromInput);
    fireEvent.focus(fromInput);
    fireEvent.change(fromInput, { target: { value: '2026-11-01' } });
    fireEvent.keyDown(fromInput, { key: 'Enter', code: 'Enter' });
    fireEvent.focus(toInput);
    fireEvent.change(toInput, { target: { value: '2026-11-20' } });
    fireEvent.keyDown(toInput, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(calls('GET /api/v1/billing/history').at(-1)?.params).toEqual({ page: 1, size: 10, type: 'RECHARGE', from: '2026-11-01', to: '2026-11-20' }),
    );
  }, SLOW);

  it('shows a failed history load (network) with a retry that loads again', async () => {
    let fail = true;
    routes['GET /api/v1/billing/history'] = () => {
      if (fail) throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
      return ok({ items: sampleRows, total: sampleRows.length, page: 1, size: 10 });
    };
    render(<BillingView />);
    const error = await screen.findByTestId('history-error');
    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(sampleRows.length));
  }, SLOW);
});

describe('invites tab', () => {
  it('shows the counts, copies a code and its register link, and says when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<InvitesView />);
    expect(await screen.findByTestId('invites-total')).toHaveTextContent('3');
    expect(screen.getByTestId('invites-max')).toHaveTextContent('10');
    expect(screen.getByTestId('invites-remaining')).toHaveTextContent('6');
    // The used code has no copy buttons; the unused one has both.
    expect(screen.getAllByTestId('copy-link')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('copy-link'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/auth/register?invite=MAPLE7K2Q`));
    expect(toast.success).toHaveBeenCalledWith('Register link copied');
    fireEvent.click(screen.getByTestId('copy-code'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('MAPLE7K2Q'));

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByTestId('copy-link'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Copy failed: your browser did not allow it.'));
  }, SLOW);

  it('lets apply only when the API allows it, with the reason otherwise, and sends the best character', async () => {
    routes['GET /api/v1/invites'] = () =>
      ok({ ...sampleOverview, apply: { ...sampleOverview.apply, bestLevel: 210, bestCharacterId: 7, nextApplyAt: '2026-12-20T08:00:00Z' } });
    const { unmount } = render(<InvitesView />);
    expect(await screen.findByTestId('apply-reason')).toHaveTextContent('You can apply again on 2026-12-20');
    expect(screen.getByTestId('apply-code')).toBeDisabled();
    unmount();

    routes['GET /api/v1/invites'] = () => ok({ ...sampleOverview, apply: { ...sampleOverview.apply, bestLevel: 120 } });
    const second = render(<InvitesView />);
    expect(await screen.findByTestId('apply-reason')).toHaveTextContent('level 200 or higher');
    second.unmount();

    routes['GET /api/v1/invites'] = () => ok({ ...sampleOverview, apply: { ...sampleOverview.apply, bestLevel: 210, bestCharacterId: 7, canApply: true } });
    routes['POST /api/v1/invites/apply'] = () => ok({ ...sampleOverview.codes[0], code: 'NEWCODE99' });
    render(<InvitesView />);
    const button = await screen.findByTestId('apply-code');
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(calls('POST /api/v1/invites/apply')[0]?.data).toEqual({ characterId: 7 }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your new invite code: NEWCODE99'));
  }, SLOW);

  it('lists the invitees', async () => {
    render(<InvitesView />);
    await waitFor(() => expect(screen.getAllByTestId('invitees-row')).toHaveLength(3));
    expect(screen.getByText('maple02', { selector: 'strong' })).toBeInTheDocument();
    expect(calls('GET /api/v1/invites/invitees')[0].params).toEqual({ page: 1, size: 10 });
  }, SLOW);

  it('switches lists with its tabs, and a list seen once keeps its rows without loading again', async () => {
    render(<InvitesView />);
    await waitFor(() => expect(screen.getAllByTestId('invitees-row')).toHaveLength(3));
    fireEvent.click(screen.getByRole('tab', { name: 'Claimed records' }));
    expect(screen.getByRole('tab', { name: 'Claimed records' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByTestId('claims-row')).toHaveLength(1));
    expect(screen.getAllByTestId('invitees-row')[0]).not.toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'My invites' }));
    expect(screen.getAllByTestId('invitees-row')[0]).toBeVisible();
    expect(screen.getAllByTestId('claims-row')[0]).not.toBeVisible();
    expect(calls('GET /api/v1/invites/invitees')).toHaveLength(1);
  }, SLOW);

  it('claims a reward once: the button is disabled while pending, then the lists reload', async () => {
    let release: (v: unknown) => void = () => undefined;
    routes['POST /api/v1/invites/claim'] = () => new Promise((resolve) => (release = resolve));
    render(<InvitesView initialTab="rewards" />);
    const [first] = await screen.findAllByTestId('claim-button');
    fireEvent.click(first);
    await waitFor(() => expect(first).toBeDisabled());
    fireEvent.click(first);
    expect(calls('POST /api/v1/invites/claim')).toHaveLength(1);
    expect(calls('POST /api/v1/invites/claim')[0].data).toEqual({ inviteeId: 11, milestone: 'lv70' });
    const rewardLoads = calls('GET /api/v1/invites/rewards').length;
    await act(async () => release(ok({ ...sampleClaims.items[0], type: 'reward_points', amount: 500, delivery: 'direct' })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Claimed: 500 reward points', expect.anything()));
    await waitFor(() => expect(calls('GET /api/v1/invites/rewards').length).toBeGreaterThan(rewardLoads));
  }, SLOW);

  it('shows a refused claim', async () => {
    routes['POST /api/v1/invites/claim'] = () => {
      throw refuse(409, 409, 'This reward has already been claimed.');
    };
    render(<InvitesView initialTab="rewards" />);
    const [first] = await screen.findAllByTestId('claim-button');
    fireEvent.click(first);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This reward has already been claimed.'));
    await waitFor(() => expect(first).toBeEnabled());
  }, SLOW);

  it('shows the sync cooldown from the server with a countdown, and the button waits', async () => {
    routes['POST /api/v1/invites/sync'] = () => {
      throw refuse(429, 429, 'Too frequent operations. Please try again in 42 seconds.');
    };
    render(<InvitesView initialTab="rewards" />);
    const button = await screen.findByTestId('sync-button');
    fireEvent.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too frequent operations. Please try again in 42 seconds.'));
    expect(await screen.findByTestId('sync-wait')).toHaveTextContent(/wait 4[12] seconds/);
    expect(screen.getByTestId('sync-button')).toBeDisabled();
  }, SLOW);

  it('lists the claimed records', async () => {
    render(<InvitesView initialTab="claims" />);
    await waitFor(() => expect(screen.getAllByTestId('claims-row')).toHaveLength(1));
    expect(screen.getByText('3 days of game time')).toBeInTheDocument();
  }, SLOW);
});
