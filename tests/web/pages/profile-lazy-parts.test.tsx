/**
 * The profile's parts that load when needed, not with the tab: the billing history and the
 * invitees (ProTable) as they come near the screen, the opened character's equipment and
 * inventory when a character is opened, the daily check-in as it comes near the screen or
 * when the quick action leads to it. The visitor sees a loading state meanwhile, then the
 * same content as before.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStubLocale } from '../../support/umi-max';
import { installTestObserver, removeTestObserver, scrollNear } from '../../support/testObserver';
import { resetPageModels } from './pageModels';

/** How many times each part's code was fetched. */
const fetched = vi.hoisted(() => ({ table: 0, detail: 0, checkin: 0 }));
vi.mock('@/components/ServerTable/index', async (original) => {
  fetched.table += 1;
  return original();
});
vi.mock('@/pages/profile/components/CharacterDetail', async (original) => {
  fetched.detail += 1;
  return original();
});
vi.mock('@/pages/profile/components/CheckInCard', async (original) => {
  fetched.checkin += 1;
  return original();
});
vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { toast, default: toast };
});

const { BillingView } = await import('@/pages/profile/billing/BillingSection');
const { InvitesView } = await import('@/pages/profile/invites/InvitesSection');
const { CharactersView } = await import('@/pages/profile/components/CharactersSection');
const { OverviewView } = await import('@/pages/profile/components/OverviewSection');
const billing = await import('@/pages/profile/billing/fixtures');
const { sampleAccount, sampleCharacters, sampleCheckIn, sampleItems } = await import('@/pages/profile/components/fixtures');

/** Fetching (transforming) ProTable takes a while in jsdom on a busy machine. */
const SLOW = 90_000;
const LOAD = { timeout: 60_000 };

beforeEach(() => {
  resetPageModels();
  setStubLocale('en-US');
  installTestObserver();
});
afterEach(removeTestObserver);

const billingApi = () => ({
  summary: vi.fn().mockResolvedValue(billing.sampleSummary),
  history: vi.fn().mockResolvedValue({ items: billing.sampleRows, total: billing.sampleRows.length }),
  redeem: vi.fn(),
});

describe('billing history', () => {
  it('waits under a loading state until it comes near the screen, without fetching the table; then shows the rows', async () => {
    const api = billingApi();
    render(<BillingView api={api} />);
    expect(await screen.findByTestId('billing-balance-days')).toHaveTextContent('23');
    expect(within(screen.getByTestId('billing-history')).getByTestId('history-row-waiting')).toHaveAttribute('aria-busy', 'true');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched.table).toBe(0);
    expect(api.history).not.toHaveBeenCalled();

    scrollNear();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(billing.sampleRows.length), LOAD);
    expect(fetched.table).toBe(1);
    expect(screen.queryByTestId('history-row-waiting')).toBeNull();
    // The search form's type chips came with it.
    expect(within(screen.getByTestId('history-type-filter')).getByText('Recharge')).toBeInTheDocument();
  }, SLOW);

  it('does not start while the balance above is still loading (its place would look nearer than it is)', async () => {
    const api = { ...billingApi(), summary: vi.fn(() => new Promise<never>(() => undefined)) };
    render(<BillingView api={api} />);
    await screen.findByTestId('history-row-waiting');
    scrollNear();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('history-row')).toBeNull();
    expect(api.history).not.toHaveBeenCalled();
  });

  it("keeps the place of the rows the summary counts until they come, the table drawn out of sight until whole", async () => {
    type Page = { items: typeof billing.sampleRows; total: number; page: number; size: number };
    let answer!: (page: Page) => void;
    const api = { ...billingApi(), history: vi.fn(() => new Promise<Page>((resolve) => (answer = resolve))) };
    render(<BillingView api={api} />);
    await screen.findByTestId('billing-balance-days');
    const history = screen.getByTestId('billing-history');
    // The summary's historyTotal (6 rows, one page with its pager) sizes the skeleton.
    const skeleton = within(history).getByTestId('history-row-waiting');
    expect(skeleton.style.getPropertyValue('--server-table-rows')).toBe('6');
    expect(skeleton.style.getPropertyValue('--server-table-pager')).toBe('1');

    scrollNear();
    await waitFor(() => expect(api.history).toHaveBeenCalled(), LOAD);
    // Whole (its filter chips drawn), the table keeps the same place while the rows are asked for.
    const table = await waitFor(() => {
      const drawn = history.querySelector<HTMLElement>('.ant-pro-table')?.parentElement;
      expect(drawn?.getAttribute('aria-hidden')).toBeNull();
      return drawn!;
    }, LOAD);
    expect(within(history).queryByTestId('history-row-waiting')).toBeNull();
    expect(table.style.getPropertyValue('--server-table-rows')).toBe('6');

    answer({ items: billing.sampleRows, total: billing.sampleRows.length, page: 1, size: 10 });
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(billing.sampleRows.length), LOAD);
    expect(table.style.getPropertyValue('--server-table-rows')).toBe('');
  }, SLOW);
});

describe('invitees', () => {
  it('wait under a loading state until they come near the screen, then list the accounts', async () => {
    const api = {
      overview: vi.fn().mockResolvedValue(billing.sampleOverview),
      apply: vi.fn(),
      invitees: vi.fn().mockResolvedValue(billing.sampleInvitees),
      rewards: vi.fn().mockResolvedValue(billing.sampleRewards),
      claims: vi.fn().mockResolvedValue(billing.sampleClaims),
      claim: vi.fn(),
      sync: vi.fn(),
    };
    render(<InvitesView api={api} />);
    await screen.findByTestId('invites-section');
    expect(screen.getByTestId('invitees-row-waiting')).toBeInTheDocument();
    expect(api.invitees).not.toHaveBeenCalled();
    scrollNear();
    await waitFor(() => expect(screen.getAllByTestId('invitees-row')).toHaveLength(3), LOAD);
  }, SLOW);
});

describe('opened character', () => {
  it("fetches the equipment's code only once the cards are approached, and shows it when a character is opened", async () => {
    const props = { characters: sampleCharacters, onSelect: vi.fn(), items: sampleItems, bag: 'equip' as const, onBagChange: vi.fn() };
    const { rerender } = render(<CharactersView {...props} selected={null} />);
    expect(screen.getAllByTestId('character-card')).toHaveLength(sampleCharacters.length);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched.detail).toBe(0);

    fireEvent.pointerEnter(screen.getAllByTestId('character-card')[0].parentElement!);
    await waitFor(() => expect(fetched.detail).toBe(1));
    rerender(<CharactersView {...props} selected={sampleCharacters[0].id} />);
    expect(await screen.findByTestId('equipment-window', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByTestId('share-card')).toBeInTheDocument();
  }, SLOW);
});

describe('daily check-in', () => {
  const view = () => <OverviewView account={sampleAccount} characters={sampleCharacters} checkin={sampleCheckIn} onCheckIn={vi.fn()} />;

  it('waits under a loading state until it comes near the screen, then shows the card', async () => {
    render(view());
    expect(screen.getByTestId('checkin-loading')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched.checkin).toBe(0);
    scrollNear();
    expect(await screen.findByTestId('checkin-card', {}, LOAD)).toBeInTheDocument();
    expect(fetched.checkin).toBe(1);
    expect(screen.getByTestId('checkin-button')).toBeEnabled();
  }, SLOW);

  it('the quick action leads to it: the card is drawn and its character choice takes the focus', async () => {
    render(view());
    await screen.findByTestId('checkin-loading');
    Element.prototype.scrollIntoView = vi.fn();
    fireEvent.click(within(screen.getByTestId('quick-actions')).getAllByRole('button')[0]);
    await screen.findByTestId('checkin-card', {}, LOAD);
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('#checkin-character input')));
  }, SLOW);
});
